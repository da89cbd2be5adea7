/**
 * Which requests the service worker handles and how (docs/pwa.md). Pure predicates over a URL and
 * method, unit-tested without a worker.
 */
import { IMAGE_HOST_ALLOW_LIST, NEWS_IMAGE_PATH } from '../src/config/constants';
import { GATEWAY_PATH_PREFIXES, SERVICE_ROOTS } from '../src/config/service-roots';
import { TELEMETRY_PATHNAMES } from '../src/telemetry/delivery/wire';

/**
 * Navigations that belong to the gateway (its login page, the sandbox, an API URL opened directly),
 * never to the single-page app. Workbox's NavigationRoute tests its denylist against path *and
 * query*, so a query right after the prefix (`/login?return_to=%2F`) must count as "under" it.
 */
export const GATEWAY_NAVIGATION = new RegExp(`^(?:${GATEWAY_PATH_PREFIXES.join('|')})(?:[/?#]|$)`);

/** The live news feed: stale-while-revalidate in a shared (non-personal) cache. */
export function isNewsRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(`${SERVICE_ROOTS.stories}/story/news/`);
}

/** A personal API read: network first into the caller's own cache. */
export function isApiGet(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  return (
    Object.values(SERVICE_ROOTS).some((root) => url.pathname.startsWith(`${root}/`)) &&
    !isNewsRequest(url, origin)
  );
}

/**
 * Images from the two allow-listed asset hosts (https only), and the news thumbnails the gateway
 * serves on this origin: cache first, so the news feed reads offline with its pictures.
 */
export function isAllowedImage(url: URL, destination: string, origin?: string): boolean {
  if (destination !== 'image') return false;
  if (origin !== undefined && url.origin === origin && NEWS_IMAGE_PATH.test(url.pathname)) return true;
  return url.protocol === 'https:' && (IMAGE_HOST_ALLOW_LIST as readonly string[]).includes(url.hostname);
}

/**
 * The app's own font files (the Devanagari font, `/assets/*.woff2`; the sales PDF's `*.woff`): a
 * browser asks for them only when Hindi is on screen or a PDF is made, so they are not precached
 * for everyone; cache first once fetched, so Hindi reads offline in its font and the PDF is made
 * offline again. Their names carry a content hash: a cached file never goes stale.
 */
export function isAppFont(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/assets\/[^/]+\.woff2?$/.test(url.pathname);
}

/**
 * Telemetry endpoints that must bypass the worker: unload-time beacons from a controlled page were
 * measured to get lost otherwise. URLPattern pathnames for the Static Routing API, derived from
 * the delivery module's wire contract (the one place a collector path is written).
 */
export const BYPASS_PATHNAMES = TELEMETRY_PATHNAMES;
