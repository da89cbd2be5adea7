import { Dashboard } from '@/features/home/dashboard';

/** Home's figures: a lazy island below the data layer, so the shell paints before either arrives. */
export function HomeDashboard() {
  return <Dashboard />;
}
