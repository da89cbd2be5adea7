import { GATEWAY_PATH_PREFIXES } from '@/config/service-roots';

/**
 * URL prefixes of the gateway (the provider's services, our collectors, the sandbox's own
 * endpoints), each with a trailing slash. A path under one of them is an API call: it never falls
 * back to the app's index.html and is never cached.
 */
const SERVICE_ROOTS: readonly string[] = GATEWAY_PATH_PREFIXES.filter(
  // The login page is HTML with its own headers, not an API answer.
  (prefix) => prefix !== '/login',
).map((prefix) => `${prefix}/`);

/** Prefixes that must 404 rather than receive the SPA's index.html. */
const NON_SPA_PREFIXES: readonly string[] = ['/assets/', ...SERVICE_ROOTS];

/** The path part of a request URL (no query string). */
export function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '/';
}

/** True when `path` is `prefix` itself (without its trailing slash) or lies under it. */
function isUnder(path: string, prefix: string): boolean {
  return path.startsWith(prefix) || path === prefix.slice(0, -1);
}

/** True for a path under one of the provider's service roots or the sandbox's own `/sandbox/`. */
export function isApiPath(path: string): boolean {
  return SERVICE_ROOTS.some((root) => isUnder(path, root));
}

/** True when a missing file at `path` may be answered with the SPA's index.html. */
export function mayFallBackToApp(path: string): boolean {
  return !NON_SPA_PREFIXES.some((prefix) => isUnder(path, prefix));
}
