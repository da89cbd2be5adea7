/**
 * The one writer of the per-user API caches, and their purge (docs/pwa.md#purge-on-logout-and-401,
 * docs/decisions/0011). Workbox's own write (StrategyHandler.cachePut) opens the cache after the
 * last plugin said yes, and its ExpirationPlugin opens it again after every write and every cached
 * read (CacheExpiration.expireEntries): `caches.open` creates a cache that a purge has just
 * deleted, so an answer in flight when a session ended left the customer's cache, or its
 * expiration records, behind. Here:
 * - every purge bumps a generation; an answer is written only under the generation its request
 *   started in, and only while the stored token is still the request's (checked after that await,
 *   with no await between the last check and the write's first Cache Storage call);
 * - writes and purges run one at a time in one queue, so a purge waits for the write already under
 *   way, then deletes what it wrote; a write queued behind a purge finds a newer generation and
 *   drops its answer;
 * - expiration (at most {@link MAX_ENTRIES}, none older than {@link MAX_AGE_SECONDS}) runs inside
 *   the write, in the same queue, never on its own.
 */
import { CacheExpiration } from 'workbox-expiration';

import { readStoredToken } from '../src/session/stored-token';
import { isUserCache } from './cache-names';
import { deleteUserExpirationRecords } from './expiration-records';

const MAX_ENTRIES = 150;
export const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Bumped by every purge: what a request of an earlier generation brings back is not kept. */
let generation = 0;
/** Writes and purges, one at a time, in arrival order. Never rejects. */
let queue: Promise<void> = Promise.resolve();
const expirations = new Map<string, CacheExpiration>();

/** The generation a request starts in: read when the worker first sees it. */
export function currentGeneration(): number {
  return generation;
}

function enqueue(work: () => Promise<void>): Promise<void> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

export type Answer = {
  cacheName: string;
  /** The request's `Authorization`: the session the answer belongs to (compared, never stored). */
  authorization: string;
  url: string;
  response: Response;
  /** {@link currentGeneration} when the request reached the worker. */
  generation: number;
};

/** Keeps `answer` in its per-user cache unless its session ended meanwhile. Never rejects. */
export function keepAnswer(answer: Answer): Promise<void> {
  return enqueue(async () => {
    if (answer.generation !== generation) return;
    // Signed out, or another session stored since: this answer belongs to nobody on the device now.
    if ((await readStoredToken()) !== answer.authorization) return;
    if (answer.generation !== generation) return;
    // From here on a purge waits for this write (same queue) and deletes what it leaves.
    const cache = await caches.open(answer.cacheName);
    // Keyed by the URL alone: the key must not carry the request's token (sw/cache-key.ts).
    await cache.put(new Request(answer.url), answer.response);
    let expiration = expirations.get(answer.cacheName);
    if (expiration === undefined) {
      expiration = new CacheExpiration(answer.cacheName, {
        maxEntries: MAX_ENTRIES,
        maxAgeSeconds: MAX_AGE_SECONDS,
      });
      expirations.set(answer.cacheName, expiration);
    }
    await expiration.updateTimestamp(answer.url);
    await expiration.expireEntries();
  }).catch((error: unknown) => console.warn('Could not keep an API answer', error));
}

/**
 * Deletes every per-user cache and every expiration record of one (logout, 401), after the write
 * under way, if any; no answer of a request that reached the worker before this call is kept after
 * it. Resolves once done (the page waits for it before it shows the login page). Never rejects.
 */
export function purgeUserCaches(): Promise<void> {
  generation += 1;
  return enqueue(async () => {
    expirations.clear();
    const names = (await caches.keys()).filter(isUserCache);
    await Promise.all([deleteUserExpirationRecords(), ...names.map((name) => caches.delete(name))]);
  }).catch((error: unknown) => console.warn('Could not purge the per-user caches', error));
}
