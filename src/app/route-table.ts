/**
 * Every screen the app routes to, as path patterns (`:name` for an id). The paths themselves are
 * src/domain/navigation/app-paths.ts; this table derives the mounts from it. The router mounts the areas
 * from AREA_MOUNTS, each area routes its own screens from its paths module, and this table joins
 * them for whoever must reach every screen (the accessibility e2e test walks it). Pure data: no
 * React, so a Node test can import it.
 */
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { BANKS_SCREENS } from '@/features/banks/paths';
import { EQUITY_SCREENS } from '@/features/equity/screens';
import { INSTA_CASH_SCREENS } from '@/features/insta-cash/paths';
import { LINKING_SCREENS } from '@/features/linking/paths';
import { MUTUAL_FUNDS_SCREENS } from '@/features/mutual-funds/paths';
import { PAYMENTS_MOUNTS, STATUS_SCREENS } from '@/features/payments/paths';
import { SAVINGS_SCREENS } from '@/features/savings/paths';

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

/** `payments`: the money status pages, mounted on several prefixes (features/payments/paths.ts). */
type Area = keyof typeof AREA_MOUNTS | 'home' | 'payments';

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

// The e2e accessibility and Hindi-route suites type their walk of every screen with it.
/** @public */
export type ScreenRoute = {
  area: Area;
  /** The path pattern, from the root: `/banks/accounts/:accountId`. */
  path: string;
  /** Who sees the screen's real content: the demo customer, or a new one linking accounts. */
  persona: 'demo' | 'newbie';
  /** Shows its real content only inside a linking journey; opened cold it says the journey ended. */
  journey: boolean;
  /**
   * The query parameter a money status page reads its payment from (`payment_id`); opened
   * without it the page says there is no status to show.
   */
  idParam?: string;
};

const join = (mount: string, sub: string) => (sub === '' ? `/${mount}` : `/${mount}/${sub}`);
const screens = (area: keyof typeof AREA_MOUNTS, subs: readonly string[]): ScreenRoute[] =>
  subs.map((sub) => ({ area, path: join(AREA_MOUNTS[area], sub), persona: 'demo', journey: false }));

// The e2e accessibility and Hindi-route suites walk this list, so a new screen is checked unasked.
/** @public */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { area: 'home', path: '/', persona: 'demo', journey: false },
  ...screens('savings', Object.values(SAVINGS_SCREENS)),
  ...screens('banks', Object.values(BANKS_SCREENS)),
  ...screens('equity', Object.values(EQUITY_SCREENS)),
  ...screens('capitalGains', ['']),
  ...screens('fundImport', ['']),
  ...screens('mutualFunds', Object.values(MUTUAL_FUNDS_SCREENS)),
  ...screens('creditCards', ['']),
  ...screens('instaCash', Object.values(INSTA_CASH_SCREENS)),
  ...screens('news', ['']),
  ...screens('alerts', ['']),
  ...screens('profile', ['']),
  ...Object.values(LINKING_SCREENS).map((screen): ScreenRoute => ({
    area: 'linking',
    path: join(AREA_MOUNTS.linking, screen.path),
    persona: 'persona' in screen ? screen.persona : 'newbie',
    journey: screen.journey,
  })),
  ...screens('telemetryDebug', ['']),
  ...STATUS_SCREENS.map(({ path, idParam }): ScreenRoute => ({
    area: 'payments',
    path,
    persona: 'demo',
    journey: false,
    ...(idParam === null ? {} : { idParam }),
  })),
];
