/**
 * The small table API the repositories use, with two implementations: a Dexie table and an
 * in-memory map. Same calls, so a session that lost IndexedDB keeps working from memory.
 */
import type { IndexableType, Table } from 'dexie';

import type {
  CommandRow,
  DeadLetterRow,
  IdentityRow,
  LinkingKey,
  LinkingRow,
  OutboxRow,
  PrefRow,
  QueryCacheRow,
  RedirectionRow,
  TableName,
} from './db';

export type TableStore<Row, Key extends string> = {
  get: (key: Key) => Promise<Row | undefined>;
  bulkGet: (keys: readonly Key[]) => Promise<(Row | undefined)[]>;
  put: (row: Row) => Promise<void>;
  bulkPut: (rows: readonly Row[]) => Promise<void>;
  delete: (key: Key) => Promise<void>;
  bulkDelete: (keys: readonly Key[]) => Promise<void>;
  clear: () => Promise<void>;
  toArray: () => Promise<Row[]>;
  /** Rows whose indexed `field` equals `value` and pass `filter`, in primary-key order, at most `limit`. */
  findBy: (field: string, value: string, filter: (row: Row) => boolean, limit: number) => Promise<Row[]>;
};

export type Tables = {
  prefs: TableStore<PrefRow, string>;
  linking: TableStore<LinkingRow, LinkingKey>;
  identity: TableStore<IdentityRow, IdentityRow['key']>;
  redirection: TableStore<RedirectionRow, RedirectionRow['key']>;
  outbox: TableStore<OutboxRow, string>;
  deadLetters: TableStore<DeadLetterRow, string>;
  commands: TableStore<CommandRow, string>;
  queryCache: TableStore<QueryCacheRow, QueryCacheRow['key']>;
};

export const TABLE_NAMES: readonly TableName[] = [
  'prefs',
  'linking',
  'identity',
  'redirection',
  'outbox',
  'deadLetters',
  'commands',
  'queryCache',
];

/** A Dexie table behind the TableStore API. Each call is a Dexie call made at once (liveQuery sees it). */
export function dexieStore<Row, Key extends string & IndexableType>(
  table: Table<Row, Key>,
): TableStore<Row, Key> {
  return {
    get: (key) => table.get(key),
    bulkGet: (keys) => table.bulkGet([...keys]),
    put: async (row) => {
      await table.put(row);
    },
    bulkPut: async (rows) => {
      await table.bulkPut([...rows]);
    },
    delete: (key) => table.delete(key),
    bulkDelete: (keys) => table.bulkDelete([...keys]),
    clear: () => table.clear(),
    toArray: () => table.toArray(),
    findBy: (field, value, filter, limit) =>
      table.where(field).equals(value).filter(filter).limit(limit).toArray(),
  };
}

/**
 * An in-memory table. Rows are cloned in and out, as IndexedDB would, so a caller mutating a row
 * cannot change what is stored. `onChange` runs after every write (hooks re-read on it).
 */
export function memoryStore<Row, Key extends string>(
  keyOf: (row: Row) => Key,
  onChange: () => void,
): TableStore<Row, Key> {
  const rows = new Map<Key, Row>();
  const write = (apply: () => void): Promise<void> => {
    apply();
    onChange();
    return Promise.resolve();
  };
  return {
    get: (key) => Promise.resolve(clone(rows.get(key))),
    bulkGet: (keys) => Promise.resolve(keys.map((key) => clone(rows.get(key)))),
    put: (row) => write(() => rows.set(keyOf(row), clone(row))),
    bulkPut: (list) => write(() => list.forEach((row) => rows.set(keyOf(row), clone(row)))),
    delete: (key) => write(() => rows.delete(key)),
    bulkDelete: (keys) => write(() => keys.forEach((key) => rows.delete(key))),
    clear: () => write(() => rows.clear()),
    toArray: () => Promise.resolve(sortedByKey(rows).map((row) => clone(row))),
    findBy: (field, value, filter, limit) =>
      Promise.resolve(
        sortedByKey(rows)
          .filter((row) => (row as Record<string, unknown>)[field] === value && filter(row))
          .slice(0, limit)
          .map((row) => clone(row)),
      ),
  };
}

function sortedByKey<Key extends string, Row>(rows: Map<Key, Row>): Row[] {
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

function clone<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}
