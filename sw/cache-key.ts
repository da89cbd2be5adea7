import type { WorkboxPlugin } from 'workbox-core/types.js';

/**
 * Caches are keyed by a Request made from the URL alone: Cache Storage keeps the key Request with
 * all its headers, and the page's requests carry `Authorization: Bearer …`, which must not be at
 * rest anywhere but the one place the app keeps it. Who may read an answer is decided by the cache
 * name (per-user caches are named after a hash of the token), not by the key. Reads use the same
 * bare key, so a stored answer's `Vary: Authorization` still matches (neither side has the header).
 */
export const keyWithoutCredentials: WorkboxPlugin = {
  cacheKeyWillBeUsed: ({ request }) => Promise.resolve(new Request(request.url)),
};
