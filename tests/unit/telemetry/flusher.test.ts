import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Backend from '@/storage/backend';
import type * as Outbox from '@/telemetry/delivery';
import type * as FlusherModule from '@/telemetry/flusher';

import { currentBackend } from '../storage/current-backend';
import { fakePost, idsIn, memoryStorage, rows } from './telemetry-fixtures';

let outbox: typeof Outbox;
let backend: typeof Backend;
let createFlusher: typeof FlusherModule.createFlusher;

beforeEach(async () => {
  ({ outbox, backend } = await memoryStorage());
  ({ createFlusher } = await import('@/telemetry/flusher'));
  vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

type Post = ReturnType<typeof fakePost>['post'];

function flusherWith(post: Post, sender = true) {
  return createFlusher({
    post,
    baseUrl: 'https://gw.test',
    isSender: () => sender,
    authorization: () => 'Bearer demo',
    random: () => 0,
  });
}

/** Writes rows to the outbox and tells the flusher, as the pipeline does. */
async function write(flusher: ReturnType<typeof flusherWith>, channel: 'track' | 'health', n: number) {
  await outbox.enqueueRows(rows(channel, n));
  flusher.notify(channel, n);
  await vi.advanceTimersByTimeAsync(0);
}

async function waiting(): Promise<number> {
  return (await (await currentBackend(backend)).tables.outbox.toArray()).length;
}

describe('batching', () => {
  it('sends a batch as soon as 50 records wait, whole batches only', async () => {
    const { post, requests } = fakePost();
    const flusher = flusherWith(post);
    await write(flusher, 'track', 49);
    expect(requests).toHaveLength(0);
    await write(flusher, 'track', 71);
    expect(requests.map((r) => idsIn(r).length)).toEqual([50, 50]);
    expect(requests[0]?.url).toBe('https://gw.test/analytics/track');
    expect(await waiting()).toBe(20);
    // The 20 left over leave with the timer, 5 s after they were first waiting.
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests.map((r) => idsIn(r).length)).toEqual([50, 50, 20]);
    expect(await waiting()).toBe(0);
  });

  it('sends a partial batch 5 s after its first record, not before', async () => {
    const { post, requests } = fakePost();
    const flusher = flusherWith(post);
    await write(flusher, 'health', 3);
    await vi.advanceTimersByTimeAsync(2000);
    await write(flusher, 'health', 2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((r) => [r.url, idsIn(r).length])).toEqual([
      ['https://gw.test/frontend-webview/api/health', 5],
    ]);
  });

  it('keeps requests under 50 KB', async () => {
    const { post, requests } = fakePost();
    const flusher = flusherWith(post);
    await outbox.enqueueRows(rows('track', 50, Date.now(), { blob: 'x'.repeat(3000) }));
    flusher.notify('track', 50);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests)
      expect(new TextEncoder().encode(request.body).length).toBeLessThan(50 * 1024);
    expect(requests.flatMap(idsIn)).toHaveLength(50);
  });

  it('makes one request per 50 records in steady state', async () => {
    const { post, requests } = fakePost();
    const flusher = flusherWith(post);
    for (let burst = 0; burst < 100; burst += 1) {
      await write(flusher, 'track', 10);
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests.flatMap(idsIn)).toHaveLength(1000);
    expect(requests).toHaveLength(20);
  });

  it('does nothing in a tab that is not the sender', async () => {
    const { post, requests } = fakePost();
    const flusher = flusherWith(post, false);
    await write(flusher, 'track', 60);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(0);
    expect(await waiting()).toBe(60);
  });
});

describe('failures', () => {
  it('backs off exponentially (capped at 30 s) while the server fails, then delivers', async () => {
    let failing = true;
    const { post, requests } = fakePost(() => ({ status: failing ? 503 : 202 }));
    const flusher = flusherWith(post);
    await write(flusher, 'track', 50);
    const times = [Date.now()];
    for (let i = 0; i < 7; i += 1) {
      const before = requests.length;
      while (requests.length === before) await vi.advanceTimersByTimeAsync(100);
      times.push(Date.now());
    }
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
    // random() = 0: half of 1 s, 2 s, 4 s, … then the cap's half (15 s), rounded up to the 100 ms steps.
    expect(gaps).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000]);
    failing = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await waiting()).toBe(0);
    const rowsSent = new Set(requests.flatMap(idsIn));
    expect(rowsSent.size).toBe(50);
  });

  it('honours Retry-After', async () => {
    const { post, requests } = fakePost((_r, i) =>
      i === 0 ? { status: 429, retryAfter: '7' } : { status: 202 },
    );
    const flusher = flusherWith(post);
    await write(flusher, 'track', 50);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(6999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect(await waiting()).toBe(0);
  });

  it('moves refused records to the dead letters, and only the bad one of a batch', async () => {
    const { post, requests } = fakePost((request) => ({
      status: request.body.includes('"bad"') ? 400 : 202,
    }));
    const flusher = flusherWith(post);
    const batch = rows('track', 4);
    (batch[2]?.body as Record<string, unknown>)['kind'] = 'bad';
    await outbox.enqueueRows(batch);
    flusher.notify('track', 4);
    await vi.advanceTimersByTimeAsync(5000);
    const dead = await (await currentBackend(backend)).tables.deadLetters.toArray();
    expect(dead.map((row) => [row.id, row.reason])).toEqual([[batch[2]?.id, 'HTTP 400']]);
    expect(await waiting()).toBe(0);
    expect(requests.length).toBeGreaterThan(1);
  });

  it('dead-letters a 401 and 404 at once instead of retrying forever', async () => {
    const { post, requests } = fakePost(() => ({ status: 404 }));
    const flusher = flusherWith(post);
    await write(flusher, 'track', 50);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(1);
    expect((await outbox.outboxStats()).dead).toEqual({ track: 50 });
  });

  it('retries at once when the network comes back (force ignores the backoff)', async () => {
    let online = false;
    const unreachable = vi.fn();
    const { post, requests } = fakePost(() => ({ status: online ? 202 : null }));
    const flusher = createFlusher({
      post,
      baseUrl: '',
      isSender: () => true,
      authorization: () => 'Bearer demo',
      random: () => 0.99,
      onUnreachable: unreachable,
    });
    await write(flusher, 'track', 50);
    await vi.advanceTimersByTimeAsync(1500);
    await vi.advanceTimersByTimeAsync(3000);
    expect(unreachable).toHaveBeenCalled();
    const tries = requests.length;
    online = true;
    await flusher.flushAll('force');
    expect(requests.length).toBe(tries + 1);
    expect(await waiting()).toBe(0);
  });
});

describe('the seven-day bound', () => {
  it('drops records older than seven days and counts them', async () => {
    const { post, requests } = fakePost();
    const flusher = flusherWith(post);
    const old = rows('track', 3, Date.now() - 8 * 24 * 60 * 60_000);
    await outbox.enqueueRows([...old, ...rows('track', 2)]);
    flusher.notify('track', 5);
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests.flatMap(idsIn)).toHaveLength(2);
    const stats = await outbox.outboxStats();
    expect(stats.deadByReason).toEqual({ expired: 3 });
    const dead = await (await currentBackend(backend)).tables.deadLetters.toArray();
    expect(dead.every((row) => row.body === null)).toBe(true);
  });
});
