import { beforeEach, describe, expect, it } from 'vitest';

import type * as Outbox from '@/telemetry/delivery';

import { freshStorage, rawRows } from '../../storage/fresh-storage';

let outbox: typeof Outbox;

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(async () => {
  await freshStorage();
  outbox = await import('@/telemetry/delivery');
});

async function enqueueMany(channel: string, count: number, now = 1000): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await outbox.enqueue(channel, { i }, { now }));
  return ids;
}

describe('outbox', () => {
  it('gives each item a UUIDv7 and a fresh row ready to send', async () => {
    const id = await outbox.enqueue('health', { status: 200 }, { now: 5000 });
    expect(id).toMatch(UUID_V7);
    expect(await rawRows('outbox')).toEqual([
      { id, channel: 'health', createdAt: 5000, body: { status: 200 }, attempts: 0, nextAttemptAt: 5000 },
    ]);
  });

  it('keeps the id it is given, so a resent event is de-duplicated by the sink', async () => {
    await outbox.enqueue('errors', {}, { id: 'event-1' });
    await outbox.enqueue('errors', { again: true }, { id: 'event-1' });
    expect(await rawRows('outbox')).toHaveLength(1);
  });

  it('peeks the oldest items of one channel, at most n, without removing them', async () => {
    const health = await enqueueMany('health', 4);
    await enqueueMany('logs', 2);
    expect((await outbox.peekBatch('health', 3, 1000)).map((row) => row.id)).toEqual(health.slice(0, 3));
    expect(await outbox.peekBatch('health', 10, 1000)).toHaveLength(4);
    expect(await outbox.peekBatch('newrelic', 10, 1000)).toEqual([]);
  });

  it('skips items still backing off', async () => {
    const [first, second] = await enqueueMany('health', 2);
    await outbox.retryLater([first ?? ''], 9000);
    expect((await outbox.peekBatch('health', 10, 5000)).map((row) => row.id)).toEqual([second]);
    const due = await outbox.peekBatch('health', 10, 9000);
    expect(due.map((row) => [row.id, row.attempts])).toEqual([
      [first, 1],
      [second, 0],
    ]);
  });

  it('holds leased items back without counting an attempt, and releases them', async () => {
    const [first, second] = await enqueueMany('health', 2);
    await outbox.lease([first ?? ''], 9000);
    expect((await outbox.peekBatch('health', 10, 5000)).map((row) => row.id)).toEqual([second]);
    await outbox.lease([first ?? '', 'gone'], 5000);
    const due = await outbox.peekBatch('health', 10, 5000);
    expect(due.map((row) => [row.id, row.attempts])).toEqual([
      [first, 0],
      [second, 0],
    ]);
  });

  it('removes acknowledged items', async () => {
    const ids = await enqueueMany('health', 3);
    await outbox.ack(ids.slice(0, 2));
    expect((await outbox.peekBatch('health', 10, 1000)).map((row) => row.id)).toEqual(ids.slice(2));
  });

  it('moves refused items to the dead letters with the reason', async () => {
    const ids = await enqueueMany('logs', 2);
    await outbox.deadLetter([ids[0] ?? '', 'unknown-id'], 'HTTP 400', 7000);
    expect((await outbox.peekBatch('logs', 10, 1000)).map((row) => row.id)).toEqual([ids[1]]);
    expect(await rawRows('deadLetters')).toEqual([
      expect.objectContaining({ id: ids[0], channel: 'logs', reason: 'HTTP 400', failedAt: 7000 }),
    ]);
  });
});
