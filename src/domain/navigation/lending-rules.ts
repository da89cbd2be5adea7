import { LENDING_MINI_APP_PATH, LENDING_ONBOARDING_PATH, type Hosts } from '@/config/hosts';

import type { HostPlatform } from './back-rules';
import type { NavAction } from './nav-action';
import { classifyDestination } from './safe-destination';

/**
 * Internal lending links contain the lending onboarding or lending mini-app paths
 * (docs/product.md#lending-links).
 */
export function isInternalLendingLink(link: string): boolean {
  return link.includes(LENDING_ONBOARDING_PATH) || link.includes(LENDING_MINI_APP_PATH);
}

/**
 * A lending navlink (docs/product.md#lending-links): an https link opens via the native redirect (in a plain
 * browser, as an external page); a relative link is pushed as a route with its query merged into the
 * current one (the link's values win). Anything failing the safety gate is refused.
 */
export function decideLendingNavlink(
  link: string,
  currentSearch: string,
  platform: HostPlatform,
  hosts: Hosts,
): NavAction {
  const destination = classifyDestination(link, hosts.allowList);
  switch (destination.kind) {
    case 'refused':
      return { kind: 'refused', url: link, reason: destination.reason };
    case 'https':
      return platform === 'web'
        ? { kind: 'open-external', url: destination.url }
        : { kind: 'native-redirect', url: destination.url };
    case 'app-path': {
      const merged = new URLSearchParams(currentSearch);
      new URLSearchParams(destination.search).forEach((value, key) => merged.set(key, value));
      const query = merged.toString();
      return {
        kind: 'push',
        path: `${destination.path}${query === '' ? '' : `?${query}`}${destination.hash}`,
      };
    }
  }
}

/** Status pages by entity (docs/product.md#status-routes); any other entity gives an empty route. */
export const STATUS_ROUTES: Readonly<Record<string, string>> = {
  mandate: '/payment/mandate/status',
  disbursement: '/disbursement/status',
  emi: '/mini-app/repayment/emi/status',
  foreclosure: '/payment/foreclosure/status',
  overdue: '/mini-app/repayment/overdue/status',
};

export function statusRouteFor(entity: string): string {
  return Object.hasOwn(STATUS_ROUTES, entity) ? (STATUS_ROUTES[entity] ?? '') : '';
}
