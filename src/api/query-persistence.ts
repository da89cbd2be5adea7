/**
 * The persisted data cache (docs/storage.md#the-data-cache): TanStack Query dehydrated into
 * IndexedDB (the Dexie `queryCache` table) so a reload paints the last data at once, online or offline. Every
 * successful query is kept (unless marked `meta.persist: false`), POST-based reads and every loaded list page
 * included: a year of transactions weighs megabytes, more than localStorage's ~5 MB quota holds
 * beside everything else (docs/decisions/0008-offline-reads-and-changes.md). Never without a known
 * customer: the buster is their user id plus the app version, so another customer or another build
 * never sees this cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import type {
  PersistQueryClientOptions,
  PersistedClient,
  Persister,
} from '@tanstack/react-query-persist-client';

import { env } from '@/config/env';
import { emit } from '@/events/bus';
import { getAppState } from '@/events/state/store';
import { currentTokenKey } from '@/session/auth-token';
import { runStorage } from '@/storage/backend';

import './query-meta';
import { safeStorage, type SyncStorage } from './safe-storage';

/** The localStorage key the cache lived under before it moved to IndexedDB (removed on sight). */
const LEGACY_CACHE_KEY = 'kosh.query-cache';
/** localStorage key of the cache's owner: their user id and a fingerprint of the token they had. */
const CACHE_OWNER_KEY = 'kosh.query-cache.owner';
/** Saves are at most this often: every cache change asks for one. */
const PERSIST_THROTTLE_MS = 1000;
/**
 * A persisted cache older than this is discarded instead of painted: a week, as long as the service
 * worker keeps API answers, so a customer offline for days still has their screens.
 */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** The buster while no customer is known: nothing is ever saved under it, so nothing restores. */
const NO_OWNER = 'no-owner';

type Owner = { userId: string; token: string };

/**
 * The session token's fingerprint (src/session/auth-token.ts): tells "same token as when the cache was
 * saved" without storing the token twice, and is known before the stored token is read (the cache
 * is restored at once). Not a secret, not a security boundary: the buster is.
 */
function fingerprint(): string {
  return currentTokenKey() ?? '';
}

function readOwner(storage: SyncStorage): Owner | null {
  try {
    const owner = JSON.parse(storage.getItem(CACHE_OWNER_KEY) ?? 'null') as Partial<Owner> | null;
    return typeof owner?.userId === 'string' && typeof owner.token === 'string'
      ? { userId: owner.userId, token: owner.token }
      : null;
  } catch {
    return null;
  }
}

/**
 * The customer the cache is for: the one `GET /user/basic/` named this session, or else the one who
 * saved the cache, if the token is still the same (a new token may be a new customer).
 */
export function cacheOwner(storage: SyncStorage = safeStorage()): string | null {
  const known = getAppState().userId;
  if (known !== null) return known;
  const saved = readOwner(storage);
  return saved !== null && saved.token === fingerprint() ? saved.userId : null;
}

/** Busts the cache on another customer or another build: `<user id>@<app version>`. */
function cacheBuster(storage: SyncStorage = safeStorage()): string {
  const owner = cacheOwner(storage);
  return owner === null ? NO_OWNER : `${owner}@${env.VITE_APP_VERSION}`;
}

/**
 * What the dehydrate filter reads of a query. Structural on purpose: the persist client bundles its
 * own copy of query-core, whose `Query` class is a different type from react-query's.
 */
type PersistCandidate = {
  state: { status: string; data: unknown; dataUpdatedAt: number };
  meta?: Record<string, unknown> | undefined;
};

/** The dehydrate filter: every successful query, unless it opted out with `meta.persist: false`. */
function shouldPersistQuery(query: PersistCandidate): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

/** Where the dehydrated cache goes: one IndexedDB row (memory when IndexedDB is unavailable). */
export type PersistStore = {
  read: () => Promise<{ owner: string; client: unknown } | undefined>;
  write: (owner: string, client: PersistedClient) => Promise<void>;
  remove: () => Promise<void>;
};

const dexieStore: PersistStore = {
  read: () => runStorage('query cache read', undefined, (backend) => backend.tables.queryCache.get('client')),
  write: (owner, client) =>
    runStorage('query cache write', undefined, (backend) =>
      backend.tables.queryCache.put({ key: 'client', owner, savedAt: Date.now(), client }),
    ),
  remove: () =>
    runStorage('query cache remove', undefined, (backend) => backend.tables.queryCache.delete('client')),
};

let pendingSave: ReturnType<typeof setTimeout> | null = null;
/** Saves handed to the store and not yet written. */
let writesInFlight = 0;
/** The last save handed to the store: a clear waits for it, so it cannot land after the clear. */
let lastWrite: Promise<void> = Promise.resolve();

/** No save waiting for the throttle and none being written: what is saved is what was last cached. */
export function persistSettled(): boolean {
  return pendingSave === null && writesInFlight === 0;
}

/** Test builds' report of what the save is doing: a save waiting, and how many are being written. */
export function persistState(): string {
  return `save ${pendingSave === null ? 'none' : 'waiting'}, ${writesInFlight} writing`;
}

/**
 * The IndexedDB persister, saving only for a known customer and stamping their buster at save time
 * (the customer may become known after the provider mounted). Saves are throttled; one that fires
 * after a logout finds no owner and writes nothing.
 */
function createQueryPersister(
  store: PersistStore = dexieStore,
  storage: SyncStorage = safeStorage(),
): Persister {
  let latest: PersistedClient | null = null;
  const saveNow = () => {
    if (pendingSave !== null) clearTimeout(pendingSave);
    pendingSave = null;
    const owner = cacheOwner(storage);
    const next = latest;
    latest = null;
    // Signed out (a logout or a 401 under way or done): an answer that arrives now, even one naming
    // the customer again, belongs to an ended session and is never saved.
    if (owner === null || next === null || currentTokenKey() === null) return;
    const record: Owner = { userId: owner, token: fingerprint() };
    storage.setItem(CACHE_OWNER_KEY, JSON.stringify(record));
    writesInFlight += 1;
    lastWrite = store
      .write(owner, { ...next, buster: `${owner}@${env.VITE_APP_VERSION}` })
      .catch(() => undefined)
      .finally(() => (writesInFlight -= 1));
  };
  // A customer who leaves (another page, the tab closed, the app to the background) within the
  // throttle must not lose the last answers: the waiting save goes out at once.
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => pendingSave !== null && saveNow());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden' && pendingSave !== null) saveNow();
    });
  }
  return {
    persistClient: (client) => {
      latest = client;
      pendingSave ??= setTimeout(saveNow, PERSIST_THROTTLE_MS);
    },
    // (The trailing save carries the newest state; pagehide and hiding the tab send it early.)
    restoreClient: async () => {
      storage.removeItem(LEGACY_CACHE_KEY);
      const row = await store.read();
      // Another customer's row is never handed over, whatever its buster says.
      return row !== undefined && row.owner === cacheOwner(storage)
        ? (row.client as PersistedClient)
        : undefined;
    },
    removeClient: () => store.remove(),
  };
}

let shared: Persister | null = null;

/** The options for restoring and saving the cache (src/app/data-provider.tsx); the buster is read now. */
export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  shared ??= createQueryPersister();
  return {
    persister: shared,
    buster: cacheBuster(),
    maxAge: PERSISTED_CACHE_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/** After a restore: the cache's owner is this session's customer until the network says otherwise. */
export function announceCacheOwner(): void {
  const owner = cacheOwner();
  if (owner !== null && getAppState().userId === null) emit('state/user-id-set', { userId: owner });
}

/**
 * After a restore: every restored answer counts as stale, so each screen paints it at once and asks
 * the network again when it mounts. The restored `dataUpdatedAt` would otherwise keep an answer
 * "fresh" for the stale time, and a change made just before a reload (a revoked card, a paid bill)
 * whose invalidation had not been saved yet (saves are throttled, and a write started as the page
 * unloads may never land) would stay on screen for minutes. Nothing is fetched here: offline, the
 * restored data simply stays.
 */
export function revalidateRestored(client: Pick<QueryClient, 'invalidateQueries'>): void {
  void client.invalidateQueries({ refetchType: 'none' });
}

/** Forgets the persisted cache and its owner (logout, 401). Never rejects. */
export async function clearPersistedQueries(
  storage: SyncStorage = safeStorage(),
  store: PersistStore = dexieStore,
): Promise<void> {
  if (pendingSave !== null) clearTimeout(pendingSave);
  pendingSave = null;
  storage.removeItem(LEGACY_CACHE_KEY);
  storage.removeItem(CACHE_OWNER_KEY);
  // A save already handed to IndexedDB finishes first; removed after it, the row stays removed.
  await lastWrite;
  await store.remove();
}
