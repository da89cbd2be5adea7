import { APP_PATHS } from '@/domain/navigation/app-paths';

/** The mutual-funds area's screens, relative to its mount (the route table and routes.tsx share them). */
export const MUTUAL_FUNDS_SCREENS = {
  home: '',
  /** One scheme across the customer's folios. */
  fund: 'fund/:isin',
} as const;

/** The address of a scheme's page. */
export const fundPath = (isin: string) => `${APP_PATHS.mutualFunds}/fund/${encodeURIComponent(isin)}`;
