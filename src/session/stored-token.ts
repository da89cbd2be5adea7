/**
 * The bearer token's one place at rest (docs/security.md, docs/decisions/0011): a tiny IndexedDB
 * database of its own, `kosh-session`, that the page and the service worker both read. The worker
 * needs the token to send a change made offline after every tab is closed; no queued row carries
 * it. Plain IndexedDB, not Dexie: the page's entry chunk reads it at start, and a database of its
 * own has no schema to share with the app's tables. No DOM, no React: the worker imports it.
 * Never rejects: a blocked or broken IndexedDB reads as "no token" and writes report `false`.
 */

const SESSION_DB_NAME = 'kosh-session';
const STORE = 'session';
const CURRENT = 'current';

type SessionRecord = { authorization: string };

function idb(): IDBFactory | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB;
  } catch {
    return null;
  }
}

function open(): Promise<IDBDatabase | null> {
  const factory = idb();
  if (factory === null) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = factory.open(SESSION_DB_NAME, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another context deleting or upgrading the database must not wait for this connection.
        db.onversionchange = () => db.close();
        resolve(db);
      };
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Runs one request in a transaction and closes the connection (nothing stays open). */
async function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest | null,
  fallback: T,
  read: (request: IDBRequest | null) => T,
): Promise<T> {
  const db = await open();
  if (db === null) return fallback;
  try {
    return await new Promise<T>((resolve) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(read(request));
      tx.onerror = () => resolve(fallback);
      tx.onabort = () => resolve(fallback);
    });
  } catch {
    return fallback;
  } finally {
    db.close();
  }
}

/** The stored `Authorization` value (`Bearer …`), or null: signed out, or storage unavailable. */
export function readStoredToken(): Promise<string | null> {
  return run<string | null>(
    'readonly',
    (store) => store.get(CURRENT),
    null,
    (request) => {
      const value = request?.result as Partial<SessionRecord> | undefined;
      return typeof value?.authorization === 'string' && value.authorization !== ''
        ? value.authorization
        : null;
    },
  );
}

/** Stores `authorization` as the session's token, replacing any other. `false`: not stored. */
export function writeStoredToken(authorization: string): Promise<boolean> {
  const record: SessionRecord = { authorization };
  return run(
    'readwrite',
    (store) => store.put(record, CURRENT),
    false,
    () => true,
  );
}

/** Forgets the stored token (logout, a 401, a change of customer). `false`: it could not. */
export function deleteStoredToken(): Promise<boolean> {
  return run(
    'readwrite',
    (store) => store.delete(CURRENT),
    false,
    () => true,
  );
}
