import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';

import { SW_VERSION } from '../src/config/constants';
import { readStoredToken } from '../src/storage/session/index';
import { keyWithoutCredentials } from './cache-key';
import { cacheName, hexPrefix, isUserCache } from './cache-names';
import {
  FETCHED_AT_HEADER,
  NETWORK_DOWN,
  NETWORK_UP,
  SERVED_FROM_CACHE,
  fetchedAtOf,
  type ServedFromCacheMessage,
} from './messages';

declare const self: ServiceWorkerGlobalScope;

/** Per-user caches purged since this worker started: an answer still in flight must not refill one. */
const purged = new Set<string>();

/**
 * Only complete, successful answers are kept (an error page must never be replayed offline), each
 * stamped with when the network delivered it, so a later offline read can say how old it is.
 */
function onlyOkStamped(name: string): WorkboxPlugin {
  return {
    cacheWillUpdate: ({ response }) => {
      if (response.status !== 200 || purged.has(name)) return Promise.resolve(null);
      const headers = new Headers(response.headers);
      headers.set(FETCHED_AT_HEADER, String(Date.now()));
      return Promise.resolve(
        new Response(response.body, { status: response.status, statusText: response.statusText, headers }),
      );
    },
  };
}

/** Posts `message` to the page that made the request of `event`, if it is still there. */
async function tellClient(event: ExtendableEvent | undefined, message: unknown): Promise<void> {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  if (!clientId) return;
  const client = await self.clients.get(clientId);
  client?.postMessage(message);
}

/** Pages told their requests find no network, until one gets through again. */
const toldDown = new Set<string>();

/** Real requests tell whether the network is there, better than `navigator.onLine` can. */
const reportReachability: WorkboxPlugin = {
  fetchDidFail: async ({ error, event }) => {
    const clientId = (event as FetchEvent | undefined)?.clientId;
    // The page giving up on a call (navigation, unmount) says nothing about the network.
    if (!clientId || (error as Error | undefined)?.name === 'AbortError') return;
    toldDown.add(clientId);
    await tellClient(event, { type: NETWORK_DOWN });
  },
  fetchDidSucceed: async ({ response, event }) => {
    const clientId = (event as FetchEvent | undefined)?.clientId;
    if (clientId && toldDown.delete(clientId)) await tellClient(event, { type: NETWORK_UP });
    return response;
  },
};

/**
 * NetworkFirst reads the cache only when the network failed or timed out: tell the page which
 * moment the answer it gets instead comes from (the offline banner shows it).
 */
const announceCacheFallback: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    const fetchedAt = cachedResponse ? fetchedAtOf(cachedResponse.headers) : null;
    if (fetchedAt !== null) {
      const message: ServedFromCacheMessage = { type: SERVED_FROM_CACHE, fetchedAt };
      await tellClient(event, message);
    }
    return cachedResponse ?? null;
  },
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
    const name = cacheName('api', SW_VERSION, key);
    if (purged.has(name)) {
      // After a purge only a session stored again under this token (signed in again) may refill the
      // cache; a call of the ended session still on its way is answered without being kept.
      if ((await readStoredToken()) !== authorization) return fetch(request);
      purged.delete(name);
    }
    strategy = new NetworkFirst({
      cacheName: name,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        keyWithoutCredentials,
        onlyOkStamped(name),
        reportReachability,
        // Before the announcement: an answer too old to use is never announced as shown.
        new ExpirationPlugin({ maxEntries: MAX_ENTRIES, maxAgeSeconds: MAX_AGE_SECONDS }),
        announceCacheFallback,
      ],
    });
    strategies.set(key, strategy);
  }
  return strategy.handle({ request, event: options.event });
}

/**
 * Deletes every per-user cache (logout, 401) and its expiration records (they list the URLs it
 * held): nothing personal survives for the next user.
 */
export async function purgeUserCaches(): Promise<void> {
  // Every cache a strategy of this worker writes to, even one the page has already deleted (it
  // purges Cache Storage itself first): an answer still in flight must not create it again.
  for (const key of strategies.keys()) purged.add(cacheName('api', SW_VERSION, key));
  strategies.clear();
  const names = (await caches.keys()).filter(isUserCache);
  names.forEach((name) => purged.add(name));
  await Promise.all(
    names.map(async (name) => {
      await new CacheExpiration(name, { maxEntries: MAX_ENTRIES }).delete().catch(() => undefined);
      await caches.delete(name);
    }),
  );
}
