import { createHash } from 'node:crypto';

import { DATA_MIGRATIONS } from '../../../../sandbox/db/data-schema';
import { type Db, migrate, openDatabase } from '../../../../sandbox/db/database';
import { ensureSeeded } from '../../../../sandbox/seed/seed';

/** The anchor every seed test uses unless it says otherwise. */
export const TEST_ANCHOR = '2025-11-22';
export const TEST_SEED = 20261122;

/** A private in-memory database, migrated and seeded (a new database is always unseeded). */
export function seededDatabase(seed = TEST_SEED, anchor = TEST_ANCHOR): Db {
  const db = openDatabase(':memory:');
  migrate(db, 'data', DATA_MIGRATIONS);
  ensureSeeded(db, { seed, anchor });
  return db;
}

/** The data tables (schema_migrations records wall-clock times, so it is left out). */
export function dataTables(db: Db): string[] {
  return db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name",
    )
    .all()
    .map((row) => row.name);
}

/** sha256 of every data table's rows in primary-key order. */
export function dumpHash(db: Db): string {
  const hash = createHash('sha256');
  for (const table of dataTables(db)) {
    const keys = db
      .prepare<[], { name: string; pk: number }>(`PRAGMA table_info(${table})`)
      .all()
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);
    hash.update(`#${table}\n`);
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY ${keys.join(', ')}`).all()) {
      hash.update(`${JSON.stringify(row)}\n`);
    }
  }
  return hash.digest('hex');
}

/** One scalar of a query. */
export function scalar(db: Db, sql: string, ...params: (string | number)[]): number {
  const row = db.prepare<(string | number)[], { v: number }>(sql).get(...params);
  return row?.v ?? Number.NaN;
}
