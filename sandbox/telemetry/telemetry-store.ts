import type { PiiFlag, TelemetryChannel, TelemetryRecord } from '@/api/schemas/telemetry';
import { PII_FLAGS, TELEMETRY_CHANNELS } from '@/api/schemas/telemetry';

import type { SandboxContext } from '../context';
import { migrate, type Migration } from '../db/database';
import { piiFlagsOf } from './privacy-guard';

const TELEMETRY_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'telemetry records keyed by channel and event id',
    sql: `CREATE TABLE telemetry_records (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      channel TEXT NOT NULL,
      id TEXT NOT NULL,
      body TEXT NOT NULL,
      received_at TEXT NOT NULL,
      user_id TEXT,
      duplicates INTEGER NOT NULL DEFAULT 0,
      pii_flags TEXT NOT NULL DEFAULT '',
      UNIQUE (channel, id)
    );
    CREATE INDEX telemetry_records_received_at ON telemetry_records (received_at);`,
  },
];

/** One item to store: its channel-unique id and the JSON it arrived as. */
export type TelemetryItem = { id: string; body: unknown };

/** What a collector answers: newly stored items and repeats of ids already stored. */
type StoreOutcome = { accepted: number; duplicates: number };

/** Filters of the read side. */
type TelemetryFilter = { channel?: TelemetryChannel | undefined; since?: Date | undefined };

/** The sink's storage: everything goes through prepared statements on one table. */
export interface TelemetryStore {
  /** Stores a whole batch in one transaction (all of it or, on error, none of it). */
  store(channel: TelemetryChannel, items: readonly TelemetryItem[], userId: string | null): StoreOutcome;
  list(filter: TelemetryFilter): TelemetryRecord[];
  clear(): void;
}

type Row = {
  channel: string;
  id: string;
  body: string;
  received_at: string;
  user_id: string | null;
  duplicates: number;
  pii_flags: string;
};

const CHANNELS: ReadonlySet<string> = new Set(TELEMETRY_CHANNELS);
const FLAGS: ReadonlySet<string> = new Set(PII_FLAGS);

function isChannel(value: string): value is TelemetryChannel {
  return CHANNELS.has(value);
}

function isFlag(value: string): value is PiiFlag {
  return FLAGS.has(value);
}

function toRecord(row: Row): TelemetryRecord | null {
  if (!isChannel(row.channel)) return null;
  return {
    channel: row.channel,
    id: row.id,
    received_at: row.received_at,
    duplicates: row.duplicates,
    user_id: row.user_id,
    pii_flags: row.pii_flags.split(',').filter(isFlag),
    body: JSON.parse(row.body) as unknown,
  };
}

/** Creates the `telemetry` tables (namespace `telemetry`) if needed and returns the store. */
export function createTelemetryStore(ctx: SandboxContext): TelemetryStore {
  const { db } = ctx;
  migrate(db, 'telemetry', TELEMETRY_MIGRATIONS);

  // `RETURNING duplicates` tells a fresh insert (0) from a repeat (≥ 1) in one statement.
  const upsert = db.prepare<[string, string, string, string, string | null, string], { duplicates: number }>(
    `INSERT INTO telemetry_records (channel, id, body, received_at, user_id, pii_flags)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (channel, id) DO UPDATE SET duplicates = duplicates + 1
     RETURNING duplicates`,
  );
  const storeBatch = db.transaction(
    (channel: TelemetryChannel, items: readonly TelemetryItem[], userId: string | null): StoreOutcome => {
      const receivedAt = ctx.now().toISOString();
      let duplicates = 0;
      for (const item of items) {
        const body = JSON.stringify(item.body);
        const flags = piiFlagsOf(item.body, body).join(',');
        const row = upsert.get(channel, item.id, body, receivedAt, userId, flags);
        if (row !== undefined && row.duplicates > 0) duplicates += 1;
      }
      return { accepted: items.length - duplicates, duplicates };
    },
  );
  const selectAll = db.prepare<[string | null, string | null, string | null, string | null], Row>(
    `SELECT channel, id, body, received_at, user_id, duplicates, pii_flags FROM telemetry_records
     WHERE (? IS NULL OR channel = ?) AND (? IS NULL OR received_at >= ?)
     ORDER BY seq`,
  );
  const deleteAll = db.prepare('DELETE FROM telemetry_records');

  return {
    store(channel, items, userId) {
      return storeBatch(channel, items, userId);
    },
    list(filter) {
      const channel = filter.channel ?? null;
      const since = filter.since === undefined ? null : filter.since.toISOString();
      return selectAll
        .all(channel, channel, since, since)
        .map(toRecord)
        .filter((record): record is TelemetryRecord => record !== null);
    },
    clear() {
      deleteAll.run();
    },
  };
}
