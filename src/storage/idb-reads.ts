/**
 * Reads of Kosh's IndexedDB with the plain API, for the first screen: Dexie (about 32 KB gzip) is
 * not on any first screen, yet a reload must paint the last data and the remembered tab at once.
 * These read the same object stores Dexie defines (db.ts); every write goes through Dexie, loaded
 * after the first paint or at the first write (backend.ts). No DOM globals: the service worker
 * reaches this file through the outbox.
 *
 * A database, store or index that does not exist yet reads as empty: a first visit has none, and
 * a read must never create the database under Dexie's feet (it would then skip Dexie's schema).
 */
import { DB_NAME } from './db-name';

/** One connection for the page's reads; dropped when Dexie upgrades the schema or takes over. */
const connections = new Map<IDBFactory, Promise<IDBDatabase | null>>();

function open(factory: IDBFactory): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME);
    let missing = false;
    request.onupgradeneeded = () => {
      // No database yet: abort the creation, so Dexie later creates it with its own schema.
      missing = true;
      request.transaction?.abort();
    };
    request.onerror = (event) => {
      if (missing) {
        event.preventDefault();
        resolve(null);
      } else reject(request.error ?? new Error('IndexedDB open failed'));
    };
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      // Dexie opening a newer schema must not wait for this reader.
      db.onversionchange = () => closeReads();
      resolve(db);
    };
  });
}

function database(factory: IDBFactory): Promise<IDBDatabase | null> {
  let connection = connections.get(factory);
  if (connection === undefined) {
    connection = open(factory);
    connections.set(factory, connection);
    // A failed open is not kept: the next read tries again (and may fall back to memory then).
    connection.catch(() => connections.delete(factory));
  }
  return connection;
}

/** Closes the read connections (Dexie has taken over, or a new schema is on its way). */
export function closeReads(): void {
  const open = [...connections.values()];
  connections.clear();
  for (const connection of open) void connection.then((db) => db?.close()).catch(() => undefined);
}

function ask<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
}

/** The object store `name` for reading, or null when the database or the store is not there yet. */
async function store(name: string, factory: IDBFactory): Promise<IDBObjectStore | null> {
  const db = await database(factory);
  if (db === null || !db.objectStoreNames.contains(name)) return null;
  return db.transaction(name, 'readonly').objectStore(name);
}

export type RawReads = {
  get: <Row>(table: string, key: string) => Promise<Row | undefined>;
  bulkGet: <Row>(table: string, keys: readonly string[]) => Promise<(Row | undefined)[]>;
  toArray: <Row>(table: string) => Promise<Row[]>;
  /** Rows whose index `field` equals `value` and pass `filter`, in primary-key order, at most `limit`. */
  findBy: <Row>(
    table: string,
    field: string,
    value: string,
    filter: (row: Row) => boolean,
    limit: number,
  ) => Promise<Row[]>;
};

export function rawReads(factory: IDBFactory): RawReads {
  return {
    get: async <Row>(table: string, key: string) => {
      const found = await store(table, factory);
      return found === null ? undefined : ((await ask(found.get(key))) as Row | undefined);
    },
    bulkGet: async <Row>(table: string, keys: readonly string[]) => {
      const found = await store(table, factory);
      if (found === null) return keys.map(() => undefined);
      return Promise.all(keys.map(async (key) => (await ask(found.get(key))) as Row | undefined));
    },
    toArray: async <Row>(table: string) => {
      const found = await store(table, factory);
      return found === null ? [] : ((await ask(found.getAll())) as Row[]);
    },
    findBy: async <Row>(
      table: string,
      field: string,
      value: string,
      filter: (row: Row) => boolean,
      limit: number,
    ) => {
      const found = await store(table, factory);
      if (found === null || !found.indexNames.contains(field)) return [];
      // Dexie's `where(field).equals(value)` orders equal index keys by primary key, as getAll does.
      const rows = (await ask(found.index(field).getAll(value))) as Row[];
      return rows.filter(filter).slice(0, limit);
    },
  };
}
