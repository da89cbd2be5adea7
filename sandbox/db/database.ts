import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import Database from 'better-sqlite3';

/** The sandbox's one SQLite connection type. */
export type Db = Database.Database;

/** One schema change: applied once per database, in order, inside a transaction. */
export type Migration = { version: number; name: string; sql: string };

/**
 * Opens (creating if needed) the sandbox database. `':memory:'` gives a private in-memory database,
 * which is what tests use. WAL lets `npm start` and a developer's sqlite3 shell read side by side.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    namespace TEXT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL, applied_at TEXT NOT NULL,
    PRIMARY KEY (namespace, version))`);
  return db;
}

/**
 * Applies the migrations of one namespace (`data`, `aa`, `telemetry`, …) that this database has not
 * seen yet. Each module owns its namespace, so modules add tables without touching each other.
 */
export function migrate(db: Db, namespace: string, migrations: readonly Migration[]): void {
  const applied = new Set(
    db
      .prepare<[string], { version: number }>('SELECT version FROM schema_migrations WHERE namespace = ?')
      .all(namespace)
      .map((row) => row.version),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (namespace, version, name, applied_at) VALUES (?, ?, ?, ?)',
  );
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(namespace, migration.version, migration.name, new Date().toISOString());
    })();
  }
}

/** Key/value facts about this database (seed, anchor date of the seeded world). */
export function readMeta(db: Db, key: string): string | null {
  const row = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key);
  return row?.value ?? null;
}

export function writeMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
