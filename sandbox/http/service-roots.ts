/**
 * URL prefixes of the provider's services that the sandbox stands in for. A path under one of
 * them is an API call: it never falls back to the app's index.html and is never cached.
 */
export const SERVICE_ROOTS = [
  '/ind-investment/',
  '/aa-service/',
  '/tracking-service/',
  '/track/',
  '/stocks-widget/',
  '/frontend-webview/',
  '/story/',
  '/credit-card/',
] as const;

/** Prefixes that must 404 rather than receive the SPA's index.html. */
const NON_SPA_PREFIXES: readonly string[] = ['/assets/', '/api/', '/sandbox/', ...SERVICE_ROOTS];

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
  return isUnder(path, '/sandbox/') || SERVICE_ROOTS.some((root) => isUnder(path, root));
}

/** True when a missing file at `path` may be answered with the SPA's index.html. */
export function mayFallBackToApp(path: string): boolean {
  return !NON_SPA_PREFIXES.some((prefix) => isUnder(path, prefix));
}
