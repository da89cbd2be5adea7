/**
 * Cache naming for the service worker (docs/pwa.md#caches). Every name carries the SW version, so
 * bumping `SW_VERSION` discards every old cache on activate; personal API answers live in a cache
 * per user whose name derives from a hash of the bearer token, never the token itself.
 * Pure: no `self`, no Cache API, so it is unit-tested in Node.
 */
const CACHE_PREFIX = 'kosh';

export type CacheKind = 'precache' | 'api' | 'news' | 'images' | 'fonts';

/** `kosh-<kind>-v<version>[-u<userKey>]`. */
export function cacheName(kind: CacheKind, version: number, userKey?: string): string {
  return `${CACHE_PREFIX}-${kind}-v${version}${userKey === undefined ? '' : `-u${userKey}`}`;
}

/** True for a cache of ours made by another SW version (to delete on activate). */
export function isStaleCache(name: string, version: number): boolean {
  const match = /^kosh-[a-z]+-v(\d+)(?:-|$)/.exec(name);
  return match !== null && Number(match[1]) !== version;
}

/** True for a per-user API cache (of any version): what `PURGE_USER_DATA` deletes. */
export function isUserCache(name: string): boolean {
  return /^kosh-api-v\d+-u[0-9a-f]+$/.test(name);
}

/** Lower-case hex of the first `bytes` bytes of a digest. */
export function hexPrefix(digest: ArrayBuffer, bytes = 12): string {
  return Array.from(new Uint8Array(digest).slice(0, bytes), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
