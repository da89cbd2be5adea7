/**
 * Where the router mounts each lazy area, derived from src/domain/navigation/app-paths.ts, and which
 * area a path opens. Every screen as a path pattern is ./screen-routes.ts. Pure data: no React, so
 * a Node test can import it.
 */
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { PAYMENTS_MOUNTS } from '@/features/payments/mounts';

/** An area's mount is its path in APP_PATHS without the leading slash: one registry of paths. */
const mountOf = (path: `/${string}`): string => path.slice(1);

/** Where each lazy area is mounted (router.tsx gives each one its element). */
export const AREA_MOUNTS = {
  savings: mountOf(APP_PATHS.savings),
  banks: mountOf(APP_PATHS.banks),
  // Before equity: a path below both belongs to the longer mount (areaOfPath takes the first).
  capitalGains: mountOf(APP_PATHS.equityCapitalGains),
  equity: mountOf(APP_PATHS.equity),
  // Before mutual funds, as capital gains before equity.
  fundImport: mountOf(APP_PATHS.mutualFundsImport),
  mutualFunds: mountOf(APP_PATHS.mutualFunds),
  creditCards: mountOf(APP_PATHS.creditCards),
  instaCash: mountOf(APP_PATHS.instaCash),
  news: mountOf(APP_PATHS.news),
  alerts: mountOf(APP_PATHS.alerts),
  profile: mountOf(APP_PATHS.profile),
  linking: mountOf(APP_PATHS.aa.root),
  telemetryDebug: mountOf(APP_PATHS.telemetryDebug),
} as const;

/**
 * The lazy area a path opens (its mount, or anything below it; case and leading slashes ignored),
 * `'payments'` for the money status pages, null for home and unknown paths.
 */
export function areaOfPath(pathname: string): keyof typeof AREA_MOUNTS | 'payments' | null {
  const path = pathname.replace(/^\/+/, '').toLowerCase();
  const area = (Object.keys(AREA_MOUNTS) as (keyof typeof AREA_MOUNTS)[]).find(
    (key) => path === AREA_MOUNTS[key] || path.startsWith(`${AREA_MOUNTS[key]}/`),
  );
  if (area !== undefined) return area;
  return PAYMENTS_MOUNTS.some((mount) => path.startsWith(`${mount}/`)) ? 'payments' : null;
}
