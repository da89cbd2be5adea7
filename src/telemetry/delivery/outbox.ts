/**
 * The outbox table's API: every item is written here before any send, and leaves only when the
 * sink acknowledged it or refused it for good (then it goes to `deadLetters`). Why the round trip
 * through IndexedDB, see index.ts.
 */
import { runStorage } from '@/storage/backend';
import type { DeadLetterRow, OutboxRow } from '@/storage/db';

import { ownerKeyOf } from './owner';
import { isExpired } from './verdicts';

export type { DeadLetterRow, OutboxRow };

/** The reason written on rows dropped for age (their body is dropped with them). */
const EXPIRED_REASON = 'expired';

/** Writes many ready rows in one transaction (the page's write-behind). Resolves once written. */
export function enqueueRows(rows: readonly OutboxRow[]): Promise<void> {
  if (rows.length === 0) return Promise.resolve();
  return runStorage('outbox enqueue', undefined, (backend) => backend.tables.outbox.bulkPut(rows));
}

/**
 * Up to `n` items of `channel` due now (backoff over), oldest first; with `owner`, only that
 * customer's rows. Nothing is removed.
 */
function peekBatch(channel: string, n: number, now = Date.now(), owner?: string): Promise<OutboxRow[]> {
  return runStorage('outbox peek', [], (backend) =>
    backend.tables.outbox.findBy(
      'channel',
      channel,
      (row) => row.nextAttemptAt <= now && (owner === undefined || row.owner === owner),
      n,
    ),
  );
}

/**
 * Up to `n` items of `channel` to send: like {@link peekBatch}, with the backoff of rows ignored
 * when `dueBy` is Infinity (back online). Rows older than seven days are moved to the dead
 * letters as `expired` (body dropped, counted) instead of returned.
 */
export async function takeDue(
  channel: string,
  n: number,
  now = Date.now(),
  dueBy = now,
  owner?: string,
): Promise<OutboxRow[]> {
  const rows = await peekBatch(channel, n, dueBy, owner);
  const expired = rows.filter((row) => isExpired(row.createdAt, now));
  if (expired.length === 0) return rows;
  await dropExpired(expired, now);
  return rows.filter((row) => !isExpired(row.createdAt, now));
}

/** Moves rows to the dead letters as expired, keeping their id and channel but not their body. */
function dropExpired(rows: readonly OutboxRow[], now: number): Promise<void> {
  return runStorage('outbox expire', undefined, (backend) =>
    backend.transaction(['outbox', 'deadLetters'], async ({ outbox, deadLetters }) => {
      await deadLetters.bulkPut(
        rows.map((row) => ({ ...withoutAuth(row), body: null, reason: EXPIRED_REASON, failedAt: now })),
      );
      await outbox.bulkDelete(rows.map((row) => row.id));
    }),
  );
}

/** A row without the legacy token field (older versions stored it; nothing may keep it). */
function withoutAuth(row: OutboxRow): OutboxRow {
  const { auth: _legacy, ...rest } = row;
  return rest;
}

/** The reason written on a customer's rows dropped because that customer signed out. */
const SIGNED_OUT_REASON = 'signed-out';

/**
 * Drops the rows of `channel` that may no longer be sent: those of any customer but `keep` (null:
 * nobody is signed in, so every owned row goes). They become dead letters without their body, so
 * nothing of the customer who left is kept or ever sent under another session.
 */
export function dropRowsNotOwnedBy(channel: string, keep: string | null, now = Date.now()): Promise<number> {
  return runStorage('outbox drop', 0, (backend) =>
    backend.transaction(['outbox', 'deadLetters'], async ({ outbox, deadLetters }) => {
      const rows = await outbox.findBy(
        'channel',
        channel,
        (row) => keep === null || row.owner !== keep,
        Number.MAX_SAFE_INTEGER,
      );
      await deadLetters.bulkPut(
        rows.map((row) => ({ ...withoutAuth(row), body: null, reason: SIGNED_OUT_REASON, failedAt: now })),
      );
      await outbox.bulkDelete(rows.map((row) => row.id));
      return rows.length;
    }),
  );
}

/**
 * Rows written by an older version kept the token itself (`auth`): give each its owner key and
 * remove the token, in one transaction. Run once per start by the page and by the service worker.
 */
export function upgradeLegacyRows(): Promise<void> {
  return runStorage('outbox upgrade', undefined, (backend) =>
    backend.transaction(['outbox', 'deadLetters'], async ({ outbox, deadLetters }) => {
      const legacy = (await outbox.toArray()).filter((row) => 'auth' in row);
      await outbox.bulkPut(legacy.map((row) => ({ ...withoutAuth(row), owner: ownerKeyOf(row.auth) })));
      const dead = (await deadLetters.toArray()).filter((row) => 'auth' in row);
      await deadLetters.bulkPut(
        dead.map((row) => ({ ...withoutAuth(row), reason: row.reason, failedAt: row.failedAt })),
      );
    }),
  );
}

/** The sink took these items: they leave the outbox. */
export function ack(ids: readonly string[]): Promise<void> {
  return runStorage('outbox ack', undefined, (backend) => backend.tables.outbox.bulkDelete(ids));
}

/** A send failed but may succeed later: count the attempt and wait until `nextAttemptAt`. */
export function retryLater(ids: readonly string[], nextAttemptAt: number): Promise<void> {
  return runStorage('outbox retry', undefined, (backend) =>
    backend.transaction(['outbox'], async ({ outbox }) => {
      const rows = await outbox.bulkGet(ids);
      const due = rows.filter((row) => row !== undefined);
      await outbox.bulkPut(due.map((row) => ({ ...row, attempts: row.attempts + 1, nextAttemptAt })));
    }),
  );
}

/**
 * Holds rows back until `until` without counting an attempt: the service worker is sending what a
 * closing page handed it, and the next page must not send the same rows meanwhile. A send that
 * fails releases them (`until` = now); a worker that dies leaves them due at `until`: never lost.
 */
export function lease(ids: readonly string[], until: number): Promise<void> {
  return runStorage('outbox lease', undefined, (backend) =>
    backend.transaction(['outbox'], async ({ outbox }) => {
      const rows = (await outbox.bulkGet(ids)).filter((row) => row !== undefined);
      await outbox.bulkPut(rows.map((row) => ({ ...row, nextAttemptAt: until })));
    }),
  );
}

/** The sink refused these items for good: move them to `deadLetters` with the reason, atomically. */
export function deadLetter(ids: readonly string[], reason: string, now = Date.now()): Promise<void> {
  return runStorage('outbox dead-letter', undefined, (backend) =>
    backend.transaction(['outbox', 'deadLetters'], async ({ outbox, deadLetters }) => {
      const rows = (await outbox.bulkGet(ids)).filter((row) => row !== undefined);
      const dead: DeadLetterRow[] = rows.map((row) => ({ ...withoutAuth(row), reason, failedAt: now }));
      await deadLetters.bulkPut(dead);
      await outbox.bulkDelete(rows.map((row) => row.id));
    }),
  );
}

/** What the outbox holds, per channel: waiting rows and dead letters (by reason). For the debug view. */
export type OutboxStats = {
  pending: Record<string, number>;
  dead: Record<string, number>;
  deadByReason: Record<string, number>;
};

function countBy<T>(rows: readonly T[], key: (row: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[key(row)] = (counts[key(row)] ?? 0) + 1;
  return counts;
}

export async function outboxStats(): Promise<OutboxStats> {
  const [pending, dead] = await Promise.all([
    runStorage('outbox stats', [] as OutboxRow[], (backend) => backend.tables.outbox.toArray()),
    runStorage('outbox stats', [] as DeadLetterRow[], (backend) => backend.tables.deadLetters.toArray()),
  ]);
  return {
    pending: countBy(pending, (row) => row.channel),
    dead: countBy(dead, (row) => row.channel),
    deadByReason: countBy(dead, (row) => row.reason),
  };
}

/** The most recent dead letters, newest first (at most `limit`), without their tokens. */
export async function recentDeadLetters(limit = 50): Promise<DeadLetterRow[]> {
  const rows = await runStorage('outbox dead letters', [] as DeadLetterRow[], (backend) =>
    backend.tables.deadLetters.toArray(),
  );
  return rows.sort((a, b) => b.failedAt - a.failedAt).slice(0, limit);
}
