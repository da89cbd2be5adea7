/**
 * Every screen the app routes to, as path patterns (`:name` for an id): the mounts of
 * ./route-table.ts joined with each area's own screens from its paths module, for whoever must
 * reach every screen (the accessibility and Hindi-route e2e suites walk it). Apart from the route
 * table because the router needs only the mounts: this list would bring every area's paths into
 * the entry. Pure data: no React, so a Node test can import it.
 */
import { BANKS_SCREENS } from '@/features/banks/paths';
import { EQUITY_SCREENS } from '@/features/equity/screens';
import { INSTA_CASH_SCREENS } from '@/features/insta-cash/paths';
import { LINKING_SCREENS } from '@/features/linking/paths';
import { MUTUAL_FUNDS_SCREENS } from '@/features/mutual-funds/paths';
import { STATUS_SCREENS } from '@/features/payments/paths';
import { SAVINGS_SCREENS } from '@/features/savings/paths';

import { AREA_MOUNTS } from './route-table';

/** `payments`: the money status pages, mounted on several prefixes (features/payments/mounts.ts). */
type Area = keyof typeof AREA_MOUNTS | 'home' | 'payments';

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
