import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';

import { SW_VERSION } from '../src/config/constants';
import { cacheName, hexPrefix, isUserCache } from './cache-names';

/** Only complete, successful answers are kept: an error page must never be replayed offline. */
const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null),
};

const NETWORK_TIMEOUT_SECONDS = 4;
const MAX_ENTRIES = 150;
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const strategies = new Map<string, NetworkFirst>();

/** A short, one-way key for the token's owner: the cache name never contains the token. */
async function userKeyFor(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return hexPrefix(digest);
}

/**
 * Personal API GETs: network first (with a timeout, for flaky networks), falling back to the last
 * answer this same user got. A request without a token is never cached: it has no owner.
 */
export async function handleUserApiGet(options: RouteHandlerCallbackOptions): Promise<Response> {
  const request = options.request instanceof Request ? options.request : new Request(options.request);
  const authorization = request.headers.get('authorization');
  if (authorization === null) return fetch(request);
  const key = await userKeyFor(authorization);
  let strategy = strategies.get(key);
  if (strategy === undefined) {
    strategy = new NetworkFirst({
      cacheName: cacheName('api', SW_VERSION, key),
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [onlyOk, new ExpirationPlugin({ maxEntries: MAX_ENTRIES, maxAgeSeconds: MAX_AGE_SECONDS })],
    });
    strategies.set(key, strategy);
  }
  return strategy.handle({ request, event: options.event });
}

/** Deletes every per-user cache (logout, 401): nothing personal survives for the next user. */
export async function purgeUserCaches(): Promise<void> {
  strategies.clear();
  const names = await caches.keys();
  await Promise.all(names.filter(isUserCache).map((name) => caches.delete(name)));
}
