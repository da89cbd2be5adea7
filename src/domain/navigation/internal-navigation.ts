import { CLIENT_ROUTE_SUFFIX } from '@/config/hosts';

import type { NavAction } from './nav-action';

/**
 * Internal navigation (docs/product.md#internal-navigation): the route pushed is the path with a `/client`
 * suffix, the address bar shows the original path, and both carry `q` plus any extra parameters.
 */
export function internalNavigation(
  path: string,
  q: string,
  extra: Readonly<Record<string, string>> = {},
): NavAction {
  const base = stripClientSuffix(path.split(/[?#]/)[0] ?? '/');
  const params = new URLSearchParams({ q, ...extra });
  const query = `?${params.toString()}`;
  const routed = base === '/' ? CLIENT_ROUTE_SUFFIX : `${base}${CLIENT_ROUTE_SUFFIX}`;
  return { kind: 'push', path: `${routed}${query}`, visibleUrl: `${base}${query}` };
}

/** A deep link to either form opens the same screen: `/x/client` and `/x` are one route. */
export function stripClientSuffix(path: string): string {
  if (path === CLIENT_ROUTE_SUFFIX) return '/';
  return path.endsWith(CLIENT_ROUTE_SUFFIX) ? path.slice(0, -CLIENT_ROUTE_SUFFIX.length) || '/' : path;
}
