/**
 * The telemetry outbox (DESIGN.md §3): every item is written here before any send, and leaves only
 * when the sink acknowledged it or refused it for good (then it goes to `deadLetters`). The service
 * worker drains it on a Background Sync event, so this module imports nothing outside
 * `src/storage/` (and npm packages without DOM or React).
 */
import { v7 as uuidv7 } from 'uuid';

import { runStorage } from './backend';
import type { DeadLetterRow, OutboxRow } from './db';

export type { DeadLetterRow, OutboxRow };

/**
 * Adds one item for `channel`, ready to send now. `id` defaults to a fresh UUIDv7; pass the
 * event's own id so the sink's de-duplication recognises a resent item. Resolves with the id.
 */
export async function enqueue(
  channel: string,
  body: unknown,
  { id = uuidv7(), now = Date.now() }: { id?: string; now?: number } = {},
): Promise<string> {
  const row: OutboxRow = { id, channel, createdAt: now, body, attempts: 0, nextAttemptAt: now };
  await runStorage('outbox enqueue', undefined, (backend) => backend.tables.outbox.put(row));
  return id;
}

/** Up to `n` items of `channel` due now (backoff over), oldest first. Nothing is removed. */
export function peekBatch(channel: string, n: number, now = Date.now()): Promise<OutboxRow[]> {
  return runStorage('outbox peek', [], (backend) =>
    backend.tables.outbox.findBy('channel', channel, (row) => row.nextAttemptAt <= now, n),
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

/** The sink refused these items for good: move them to `deadLetters` with the reason, atomically. */
export function deadLetter(ids: readonly string[], reason: string, now = Date.now()): Promise<void> {
  return runStorage('outbox dead-letter', undefined, (backend) =>
    backend.transaction(['outbox', 'deadLetters'], async ({ outbox, deadLetters }) => {
      const rows = (await outbox.bulkGet(ids)).filter((row) => row !== undefined);
      const dead: DeadLetterRow[] = rows.map((row) => ({ ...row, reason, failedAt: now }));
      await deadLetters.bulkPut(dead);
      await outbox.bulkDelete(rows.map((row) => row.id));
    }),
  );
}
