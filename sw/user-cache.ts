import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { NetworkFirst } from 'workbox-strategies';

import { SW_VERSION } from '../src/config/constants';
import { readStoredToken } from '../src/session/stored-token';
import { keyWithoutCredentials } from './cache-key';
import { cacheName, hexPrefix } from './cache-names';
import {
  FETCHED_AT_HEADER,
  NETWORK_DOWN,
  NETWORK_UP,
  SERVED_FROM_CACHE,
  fetchedAtOf,
  type ServedFromCacheMessage,
} from './messages';
import {
  MAX_AGE_SECONDS,
  currentGeneration,
  keepAnswer,
  purgeUserCaches as purgeWrittenCaches,
} from './user-cache-writes';

declare const self: ServiceWorkerGlobalScope;

/** The generation each request started in (sw/user-cache-writes.ts), by the request itself. */
const startedIn = new WeakMap<Request, number>();

/**
 * Only complete, successful answers are kept (an error page must never be replayed offline), each
 * stamped with when the network delivered it, so a later offline read can say how old it is. The
 * write is ours (sw/user-cache-writes.ts), never Workbox's: its write, and its ExpirationPlugin,
 * would open, and so re-create, a cache a purge has just deleted. Workbox is told "not cached".
 */
function keepOkStamped(name: string): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) => {
      const authorization = request.headers.get('authorization');
      const generation = startedIn.get(request);
      if (response.status !== 200 || authorization === null || generation === undefined) return null;
      const headers = new Headers(response.headers);
      headers.set(FETCHED_AT_HEADER, String(Date.now()));
      const stamped = new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
      await keepAnswer({ cacheName: name, authorization, url: request.url, response: stamped, generation });
      return null;
    },
  };
}

/** A cached answer older than the cache's limit is not used (expiration itself runs at writes). */
const refuseExpired: WorkboxPlugin = {
  cachedResponseWillBeUsed: ({ cachedResponse }) => {
    if (cachedResponse === undefined) return Promise.resolve(null);
    const fetchedAt = fetchedAtOf(cachedResponse.headers);
    const fresh = fetchedAt === null || Date.now() - fetchedAt <= MAX_AGE_SECONDS * 1000;
    return Promise.resolve(fresh ? cachedResponse : null);
  },
};

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

const strategies = new Map<string, NetworkFirst>();

/** A short, one-way key for the token's owner: the cache name never contains the token. */
async function userKeyFor(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return hexPrefix(digest);
}

/**
 * Personal API GETs: network first (with a timeout, for flaky networks), falling back to the last
 * answer this same user got. A request without a token is never cached: it has no owner; nor is
 * one whose token is not the stored session's (a call of an ended session still on its way, or a
 * worker restarted after a logout): it is answered, never kept.
 */
export async function handleUserApiGet(options: RouteHandlerCallbackOptions): Promise<Response> {
  // Read first: a purge from here on, during any await below, drops this request's answer.
  const generation = currentGeneration();
  const request = options.request instanceof Request ? options.request : new Request(options.request);
  const authorization = request.headers.get('authorization');
  if (authorization === null) return fetch(request);
  const key = await userKeyFor(authorization);
  let strategy = strategies.get(key);
  if (strategy === undefined) {
    if ((await readStoredToken()) !== authorization) return fetch(request);
    const name = cacheName('api', SW_VERSION, key);
    strategy = new NetworkFirst({
      cacheName: name,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        keyWithoutCredentials,
        keepOkStamped(name),
        reportReachability,
        // Before the announcement: an answer too old to use is never announced as shown.
        refuseExpired,
        announceCacheFallback,
      ],
    });
    strategies.set(key, strategy);
  }
  startedIn.set(request, generation);
  return strategy.handle({ request, event: options.event });
}

/**
 * Deletes every per-user cache (logout, 401) and its expiration records (they list the URLs it
 * held): nothing personal survives for the next user, and no answer still in flight brings it back.
 */
export async function purgeUserCaches(): Promise<void> {
  // The next request of any session builds its strategy anew, after checking the stored token.
  strategies.clear();
  await purgeWrittenCaches();
}
