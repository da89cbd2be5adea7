import { DataProvider } from '@/app/data-provider';
import { Dashboard } from '@/features/home/dashboard';

/** Home's figures inside the data layer: a lazy island, so the shell paints before either arrives. */
export function HomeDashboard() {
  return (
    <DataProvider>
      <Dashboard />
    </DataProvider>
  );
}
