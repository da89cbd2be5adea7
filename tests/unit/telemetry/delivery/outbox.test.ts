import { beforeEach, describe, expect, it } from 'vitest';

import type * as Outbox from '@/telemetry/delivery';

import { freshStorage, rawRows } from '../../storage/fresh-storage';

let outbox: typeof Outbox;

beforeEach(async () => {
  await freshStorage();
  outbox = await import('@/telemetry/delivery');
});

/** A fresh row of `channel`, ready to send at `now`. */
function row(id: string, channel: string, body: unknown, now = 1000): Outbox.OutboxRow {
  return { id, channel, createdAt: now, body, attempts: 0, nextAttemptAt: now };
}

let written = 0;
async function enqueueMany(channel: string, count: number, now = 1000): Promise<string[]> {
  // Ids in the order written, as the pipeline's UUIDv7s are.
  const ids = Array.from({ length: count }, () => `row-${String((written += 1)).padStart(8, '0')}`);
  await outbox.enqueueRows(ids.map((id, i) => row(id, channel, { i }, now)));
  return ids;
}

/** Up to `n` rows of `channel` due at `now` (none here is old enough to expire). */
function dueRows(channel: string, n: number, now: number): Promise<Outbox.OutboxRow[]> {
  return outbox.takeDue(channel, n, now);
}

describe('outbox', () => {
  it('keeps one row per id, so a resent event is de-duplicated by the sink', async () => {
    await outbox.enqueueRows([row('event-1', 'errors', {})]);
    await outbox.enqueueRows([row('event-1', 'errors', { again: true })]);
    expect(await rawRows('outbox')).toHaveLength(1);
  });

  it('peeks the oldest items of one channel, at most n, without removing them', async () => {
    const health = await enqueueMany('health', 4);
    await enqueueMany('logs', 2);
    expect((await dueRows('health', 3, 1000)).map((row) => row.id)).toEqual(health.slice(0, 3));
    expect(await dueRows('health', 10, 1000)).toHaveLength(4);
    expect(await dueRows('newrelic', 10, 1000)).toEqual([]);
  });

  it('skips items still backing off', async () => {
    const [first, second] = await enqueueMany('health', 2);
    await outbox.retryLater([first ?? ''], 9000);
    expect((await dueRows('health', 10, 5000)).map((row) => row.id)).toEqual([second]);
    const due = await dueRows('health', 10, 9000);
    expect(due.map((row) => [row.id, row.attempts])).toEqual([
      [first, 1],
      [second, 0],
    ]);
  });

  it('holds leased items back without counting an attempt, and releases them', async () => {
    const [first, second] = await enqueueMany('health', 2);
    await outbox.lease([first ?? ''], 9000);
    expect((await dueRows('health', 10, 5000)).map((row) => row.id)).toEqual([second]);
    await outbox.lease([first ?? '', 'gone'], 5000);
    const due = await dueRows('health', 10, 5000);
    expect(due.map((row) => [row.id, row.attempts])).toEqual([
      [first, 0],
      [second, 0],
    ]);
  });

  it('removes acknowledged items', async () => {
    const ids = await enqueueMany('health', 3);
    await outbox.ack(ids.slice(0, 2));
    expect((await dueRows('health', 10, 1000)).map((row) => row.id)).toEqual(ids.slice(2));
  });

  it('moves refused items to the dead letters with the reason', async () => {
    const ids = await enqueueMany('logs', 2);
    await outbox.deadLetter([ids[0] ?? '', 'unknown-id'], 'HTTP 400', 7000);
    expect((await dueRows('logs', 10, 1000)).map((row) => row.id)).toEqual([ids[1]]);
    expect(await rawRows('deadLetters')).toEqual([
      expect.objectContaining({ id: ids[0], channel: 'logs', reason: 'HTTP 400', failedAt: 7000 }),
    ]);
  });
});
