/**
 * The persisted data cache (DESIGN.md §5): TanStack Query dehydrated into localStorage so a reload
 * paints the last data at once. Only successful queries marked `meta.persist`, none over 200 KB of
 * JSON, and never without a known customer: the buster is their user id plus the app version, so
 * another customer or another build never sees this cache.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';

import { env } from '@/config/env';
import { emit } from '@/events/bus';
import { getAppState } from '@/events/state/store';

import { getAuthorization } from './auth-token';
import './query-meta';
import { safeStorage, type SyncStorage } from './safe-storage';

/** localStorage key of the dehydrated cache. */
export const PERSISTED_CACHE_KEY = 'kosh.query-cache';
/** localStorage key of the cache's owner: their user id and a fingerprint of the token they had. */
export const CACHE_OWNER_KEY = 'kosh.query-cache.owner';
/** A query whose JSON is longer than this is left to the network (localStorage holds ~5 MB). */
export const PERSISTED_QUERY_MAX_CHARS = 200 * 1024;
/** A persisted cache older than this is discarded instead of painted. */
export const PERSISTED_CACHE_MAX_AGE_MS = 24 * 60 * 60_000;
/** The buster while no customer is known: nothing is ever saved under it, so nothing restores. */
const NO_OWNER = 'no-owner';

type Owner = { userId: string; token: string };

/**
 * FNV-1a of the token: tells "same token as when the cache was saved" without storing the token
 * twice. Not a secret, not a security boundary: the buster is.
 */
function fingerprint(token: string | null): string {
  let hash = 0x811c9dc5;
  for (const char of token ?? '') hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (hash >>> 0).toString(16);
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
  return saved !== null && saved.token === fingerprint(getAuthorization()) ? saved.userId : null;
}

/** Busts the cache on another customer or another build: `<user id>@<app version>`. */
export function cacheBuster(storage: SyncStorage = safeStorage()): string {
  const owner = cacheOwner(storage);
  return owner === null ? NO_OWNER : `${owner}@${env.VITE_APP_VERSION}`;
}

/**
 * What the dehydrate filter reads of a query. Structural on purpose: the persist client bundles its
 * own copy of query-core, whose `Query` class is a different type from react-query's.
 */
export type PersistCandidate = {
  state: { status: string; data: unknown; dataUpdatedAt: number };
  meta?: Record<string, unknown> | undefined;
};

/** Length of a query's data as JSON, computed once per answer (saves run on every cache change). */
const sizes = new WeakMap<PersistCandidate, { at: number; chars: number }>();
function jsonChars(query: PersistCandidate): number {
  const cached = sizes.get(query);
  if (cached?.at === query.state.dataUpdatedAt) return cached.chars;
  let chars: number;
  try {
    chars = JSON.stringify(query.state.data)?.length ?? 0;
  } catch {
    chars = Number.POSITIVE_INFINITY; // not serialisable: never persisted
  }
  sizes.set(query, { at: query.state.dataUpdatedAt, chars });
  return chars;
}

/** The dehydrate filter: successful, marked `meta.persist`, and small enough. */
export function shouldPersistQuery(query: PersistCandidate): boolean {
  return (
    query.state.status === 'success' &&
    query.meta?.persist === true &&
    jsonChars(query) <= PERSISTED_QUERY_MAX_CHARS
  );
}

/**
 * The sync-storage persister over a never-throwing storage, saving only for a known customer and
 * stamping their buster at save time (the customer may become known after the provider mounted).
 */
export function createQueryPersister(storage: SyncStorage = safeStorage()): Persister {
  // Saves are throttled (1 s): one that fires after a logout must not write the old data back.
  const guarded: SyncStorage = {
    ...storage,
    setItem: (key, value) => {
      if (cacheOwner(storage) !== null) storage.setItem(key, value);
    },
  };
  const base = createSyncStoragePersister({ storage: guarded, key: PERSISTED_CACHE_KEY });
  return {
    persistClient: (client) => {
      const owner = cacheOwner(storage);
      if (owner === null) return;
      const record: Owner = { userId: owner, token: fingerprint(getAuthorization()) };
      storage.setItem(CACHE_OWNER_KEY, JSON.stringify(record));
      return base.persistClient({ ...client, buster: `${owner}@${env.VITE_APP_VERSION}` });
    },
    restoreClient: () => base.restoreClient(),
    removeClient: () => base.removeClient(),
  };
}

let shared: Persister | null = null;

/** The options for `PersistQueryClientProvider`; the buster is read now, at render. */
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

/** Forgets the persisted cache and its owner (logout, 401). */
export function clearPersistedQueries(storage: SyncStorage = safeStorage()): void {
  storage.removeItem(PERSISTED_CACHE_KEY);
  storage.removeItem(CACHE_OWNER_KEY);
}
