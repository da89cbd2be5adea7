/**
 * Hosts the navigation rules of docs/product.md#navigation-rules need. Their real values are the provider's
 * and are not shown in the spec; these are the sandbox defaults, overridable per build with VITE_* variables
 * (read in `src/config/env.ts`). Hostnames only: lower case, no scheme, no port.
 */
export type Hosts = {
  /** The provider's main site: the parent window goes to its goals page or dashboard. */
  mainSite: string;
  /** Where goal journeys live; the only host that may receive the bearer token in a URL. */
  goalsHost: string;
  /** The host the native app's webview loads (wrapped in the main site's launch URL). */
  webviewHost: string;
  /** Every host a backend navlink may point at (https only). */
  allowList: readonly string[];
};

export const DEFAULT_HOSTS: Hosts = {
  mainSite: 'www.kosh.money',
  goalsHost: 'goals.kosh.money',
  webviewHost: 'app.kosh.money',
  allowList: [
    'www.kosh.money',
    'goals.kosh.money',
    'app.kosh.money',
    'lending.kosh.money',
    'help.kosh.money',
  ],
};

/** Paths on the main site and in the app that the rules name. */
export const MAIN_SITE_GOALS_PATH = '/goals';
export const MAIN_SITE_DASHBOARD_PATH = '/dashboard';
export const MAIN_SITE_LAUNCH_PATH = '/launch';
export const LENDING_ONBOARDING_PATH = '/lending/onboarding';
export const LENDING_MINI_APP_PATH = '/lending/mini-app';
export const HELP_PATH_SEGMENT = 'help';
/** Internal navigation pushes `<path>/client` (docs/product.md#internal-navigation). */
export const CLIENT_ROUTE_SUFFIX = '/client';
