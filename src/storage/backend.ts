/**
 * Which store the repositories use: IndexedDB while it works, memory once it does not.
 * Private modes, webviews without IndexedDB, a failed open or a full disk all end in memory for the
 * rest of the session, said once with `console.warn`; nothing throws into the UI
 * (docs/storage.md#when-indexeddb-is-unavailable-or-full). No DOM globals: the service worker reaches this
 * file through the outbox.
 *
 * Dexie is not on the first screen (docs/decisions/0014): until it is loaded, reads go to IndexedDB
 * with the plain API (idb-reads.ts) and the first write, or `loadStorage()` after the first paint,
 * brings Dexie in its own chunk. Every write goes through Dexie.
 */
import type * as DexieModuleType from './db';
import type { TableName } from './db';
import { closeReads, rawReads } from './idb-reads';
import { loadDexieModule } from './load-dexie';
import { TABLE_NAMES, dexieStore, memoryStore, type TableStore, type Tables } from './table-store';

export type StorageBackend = {
  kind: 'indexeddb' | 'memory';
  tables: Tables;
  /** Runs `work` atomically over `names`: a Dexie read-write transaction, or directly in memory. */
  transaction: <R>(names: readonly TableName[], work: (tables: Tables) => Promise<R>) => Promise<R>;
};

/**
 * Failures that mean "IndexedDB is unavailable or full", by name (Dexie names its errors after the
 * DOMException, and wraps a failed open with the cause as `inner`).
 */
const UNAVAILABLE = new Set([
  'OpenFailedError',
  'MissingAPIError',
  'DatabaseClosedError',
  'QuotaExceededError',
  'InvalidStateError',
  'UnknownError',
  'VersionError',
  'SecurityError',
  'AbortError',
  'TimeoutError',
  'InvalidAccessError',
  'NotFoundError',
]);

let backend: StorageBackend | null = null;
let dexie: Promise<DexieParts> | null = null;
let dexieLoaded: DexieParts | null = null;
const dexieWaiters = new Set<(parts: DexieParts) => void>();
let switching: Promise<void> | null = null;
let warned = false;
let version = 0;
const listeners = new Set<() => void>();

/** Bumps the storage version: hooks re-read (memory writes and the switch to memory are not Dexie-observed). */
function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function warnOnce(reason: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('IndexedDB is unavailable or full: Kosh keeps its data in memory for this session', reason);
}

function memoryBackend(): StorageBackend {
  const tables: Tables = {
    prefs: memoryStore((row) => row.key, notify),
    linking: memoryStore((row) => row.key, notify),
    identity: memoryStore((row) => row.key, notify),
    redirection: memoryStore((row) => row.key, notify),
    outbox: memoryStore((row) => row.id, notify),
    deadLetters: memoryStore((row) => row.id, notify),
    commands: memoryStore((row) => row.id, notify),
    queryCache: memoryStore((row) => row.key, notify),
  };
  return { kind: 'memory', tables, transaction: (_names, work) => work(tables) };
}

type DexieModule = typeof DexieModuleType;
type DexieParts = { backend: StorageBackend; liveQuery: DexieModule['liveQuery'] };

function dexieBackend(db: InstanceType<DexieModule['KoshDb']>): StorageBackend {
  const tables: Tables = {
    prefs: dexieStore(db.prefs),
    linking: dexieStore(db.linking),
    identity: dexieStore(db.identity),
    redirection: dexieStore(db.redirection),
    outbox: dexieStore(db.outbox),
    deadLetters: dexieStore(db.deadLetters),
    commands: dexieStore(db.commands),
    queryCache: dexieStore(db.queryCache),
  };
  return {
    kind: 'indexeddb',
    tables,
    transaction: (names, work) => db.transaction('rw', [...names], () => work(tables)),
  };
}

/** Loads Dexie (once) and makes it the backend, unless the session already runs from memory. */
function loadDexie(): Promise<DexieParts> {
  dexie ??= loadDexieModule().then(({ KoshDb, liveQuery }) => {
    const parts: DexieParts = { backend: dexieBackend(new KoshDb()), liveQuery };
    if (backend?.kind === 'indexeddb') {
      backend = parts.backend;
      closeReads();
    }
    dexieLoaded = parts;
    for (const waiter of dexieWaiters) waiter(parts);
    dexieWaiters.clear();
    return parts;
  });
  // A chunk that did not download (a flaky network before the worker cached it) is asked for
  // again by the next write, not given up on for the session.
  dexie.catch(() => {
    dexie = null;
  });
  return dexie;
}

/**
 * IndexedDB before Dexie: reads with the plain API, and every write (or transaction) first loads
 * Dexie, then runs on whatever backend the session has by then (Dexie, or memory after a failure).
 */
function bootBackend(factory: IDBFactory): StorageBackend {
  const reads = rawReads(factory);
  const onLoaded = async <R>(work: (current: StorageBackend) => Promise<R>): Promise<R> => {
    await loadDexie();
    return work(currentBackend());
  };
  const table = <Row, Key extends string>(name: TableName): TableStore<Row, Key> => {
    const target = (current: StorageBackend) => current.tables[name] as unknown as TableStore<Row, Key>;
    return {
      get: (key) => reads.get<Row>(name, key),
      bulkGet: (keys) => reads.bulkGet<Row>(name, keys),
      toArray: () => reads.toArray<Row>(name),
      findBy: (field, value, filter, limit) => reads.findBy<Row>(name, field, value, filter, limit),
      put: (row) => onLoaded((current) => target(current).put(row)),
      bulkPut: (rows) => onLoaded((current) => target(current).bulkPut(rows)),
      delete: (key) => onLoaded((current) => target(current).delete(key)),
      bulkDelete: (keys) => onLoaded((current) => target(current).bulkDelete(keys)),
      clear: () => onLoaded((current) => target(current).clear()),
    };
  };
  const tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, table(name)])) as unknown as Tables;
  return {
    kind: 'indexeddb',
    tables,
    transaction: (names, work) => onLoaded((current) => current.transaction(names, work)),
  };
}

/** The backend in use; the first call picks IndexedDB when the environment has it. */
function currentBackend(): StorageBackend {
  if (backend !== null) return backend;
  try {
    if (typeof indexedDB === 'undefined') throw new Error('indexedDB is not defined');
    backend = bootBackend(indexedDB);
  } catch (error) {
    warnOnce(error);
    backend = memoryBackend();
  }
  return backend;
}

/**
 * Brings Dexie in now (after the first paint: the outbox, commands and live reads need it).
 * Never rejects; a Dexie that cannot open falls back to memory at its first use.
 */
export function loadStorage(): Promise<void> {
  if (currentBackend().kind === 'memory') return Promise.resolve();
  return loadDexie().then(
    () => undefined,
    (error: unknown) => console.warn('Storage: loading Dexie failed', error),
  );
}

/**
 * Dexie's `liveQuery`, once Dexie is loaded (never loads it): live reads start from a plain read
 * and follow Dexie from then on. Resolves to null while the session runs from memory.
 */
export function whenLiveQueries(): Promise<DexieModule['liveQuery'] | null> {
  if (currentBackend().kind === 'memory') return Promise.resolve(null);
  if (dexieLoaded !== null) return Promise.resolve(dexieLoaded.liveQuery);
  return new Promise((resolve) => dexieWaiters.add((parts) => resolve(parts.liveQuery)));
}

function isUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, inner } = error as { name?: unknown; inner?: { name?: unknown } };
  return UNAVAILABLE.has(String(name)) || UNAVAILABLE.has(String(inner?.name));
}

/** Moves the session to memory, copying what IndexedDB still reads (a full disk still reads). */
function fallBackToMemory(reason: unknown): Promise<void> {
  // The backend that failed may be the boot one that Dexie has since replaced: copy from the one now in use.
  const from = backend;
  if (from?.kind !== 'indexeddb') return switching ?? Promise.resolve();
  switching ??= (async () => {
    warnOnce(reason);
    const memory = memoryBackend();
    for (const name of TABLE_NAMES) {
      // The tables differ in row type; copying moves rows as they are, so erase it here.
      const source = from.tables[name] as unknown as TableStore<unknown, string>;
      const target = memory.tables[name] as unknown as TableStore<unknown, string>;
      try {
        await target.bulkPut(await source.toArray());
      } catch {
        // Unreadable: that table starts empty.
      }
    }
    backend = memory;
    notify();
  })();
  return switching;
}

/**
 * Runs `op` on the current backend. When IndexedDB turns out unavailable or full, the session moves
 * to memory and `op` runs again there. Any other failure is logged and `fallback` returned.
 * `op` must make its first Dexie call synchronously, so a live query sees what it reads.
 */
export async function runStorage<R>(
  what: string,
  fallback: R,
  op: (backend: StorageBackend) => Promise<R>,
): Promise<R> {
  const first = currentBackend();
  let failure: unknown;
  try {
    return await op(first);
  } catch (error) {
    failure = error;
  }
  if (first.kind === 'indexeddb' && isUnavailable(failure)) {
    await fallBackToMemory(failure);
    try {
      return await op(currentBackend());
    } catch (error) {
      failure = error;
    }
  }
  console.warn(`Storage: ${what} failed`, failure);
  return fallback;
}

/** Whether data written now outlives the page (false once in memory). */
export function isPersistent(): boolean {
  return currentBackend().kind === 'indexeddb';
}

/** For hooks: a number that changes whenever what they read may have changed outside Dexie's sight. */
export function storageVersion(): number {
  return version;
}

export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
