import { describe, expect, it } from 'vitest';

import {
  BACKOFF_CAP_MS,
  OUTBOX_MAX_AGE_MS,
  chunkBySize,
  isExpired,
  utf8Length,
  verdictFor,
  type Answer,
} from '@/telemetry/delivery';

/** How long verdictFor waits before the next try of a request of one row. */
function retryDelay(answer: Answer, attempts: number, now: number, random: number): number {
  const verdict = verdictFor(answer, 1, attempts, now, random);
  if (verdict.kind !== 'retry') throw new Error(`expected a retry, got ${verdict.kind}`);
  return verdict.delayMs;
}

/** The backoff: the wait after an ask that got no answer (and so no Retry-After). */
const backoffDelayMs = (attempts: number, random: number) =>
  retryDelay({ status: null }, attempts, 0, random);

describe('the backoff', () => {
  it('doubles per attempt with jitter in the upper half, capped at 30 s', () => {
    expect(backoffDelayMs(0, 0)).toBe(500);
    expect(backoffDelayMs(0, 0.999)).toBe(1000);
    expect(backoffDelayMs(3, 0)).toBe(4000);
    expect(backoffDelayMs(3, 0.5)).toBe(6000);
    for (const attempts of [5, 6, 10, 50, 1000]) {
      expect(backoffDelayMs(attempts, 0.999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
      expect(backoffDelayMs(attempts, 0)).toBeGreaterThanOrEqual(BACKOFF_CAP_MS / 2 - 1);
    }
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  /** The wait after a 429 of a first try with `header` as its Retry-After. */
  const delayAfter = (header: string | null | undefined, random: number) =>
    retryDelay({ status: 429, retryAfter: header }, 0, now, random);
  it.each([
    ['2', 2000],
    ['0', 0],
    ['1.5', 1500],
    ['Sun, 01 Mar 2026 10:00:30 GMT', 30_000],
    ['Sun, 01 Mar 2026 09:00:00 GMT', 0],
    ['100000', 600_000],
  ])('reads %j', (header, ms) => {
    expect(delayAfter(header, 0)).toBe(ms);
    expect(delayAfter(header, 0.999)).toBe(ms);
  });
  it.each([null, undefined, '', 'soon', '-1'])('ignores %j, so the backoff decides', (header) => {
    expect(delayAfter(header, 0)).toBe(backoffDelayMs(0, 0));
    expect(delayAfter(header, 0.999)).toBe(backoffDelayMs(0, 0.999));
  });
});

describe('verdictFor', () => {
  const now = 1000;
  it('acknowledges 2xx', () => {
    expect(verdictFor({ status: 202 }, 10, 0, now, 0)).toEqual({ kind: 'ack' });
  });
  it.each([null, 408, 429, 500, 503])('retries %j with backoff', (status) => {
    expect(verdictFor({ status }, 10, 2, now, 0)).toEqual({ kind: 'retry', delayMs: 2000 });
  });
  it('honours Retry-After over the backoff', () => {
    expect(verdictFor({ status: 429, retryAfter: '7' }, 10, 0, now, 0)).toEqual({
      kind: 'retry',
      delayMs: 7000,
    });
    expect(verdictFor({ status: 503, retryAfter: '45' }, 1, 0, now, 0)).toEqual({
      kind: 'retry',
      delayMs: 45_000,
    });
  });
  it.each([401, 403, 404, 410])('dead-letters %i', (status) => {
    expect(verdictFor({ status }, 10, 0, now, 0)).toEqual({ kind: 'dead', reason: `HTTP ${status}` });
  });
  it('splits a refused batch of several to find the bad record, and dead-letters it alone', () => {
    expect(verdictFor({ status: 400 }, 2, 0, now, 0)).toEqual({ kind: 'split' });
    expect(verdictFor({ status: 413 }, 9, 0, now, 0)).toEqual({ kind: 'split' });
    expect(verdictFor({ status: 400 }, 1, 0, now, 0)).toEqual({ kind: 'dead', reason: 'HTTP 400' });
  });
});

describe('chunkBySize', () => {
  it('cuts by count and by bytes, keeping order', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(chunkBySize(items, () => 10, { maxItems: 50, maxBytes: 100_000 }).map((c) => c.length)).toEqual([
      50, 50, 20,
    ]);
    const bySize = chunkBySize(items, () => 1000, { maxItems: 50, maxBytes: 10_000, overhead: 0 });
    expect(bySize.every((chunk) => chunk.length * 1001 <= 10_000)).toBe(true);
    expect(bySize.flat()).toEqual(items);
  });
  it('gives an oversized item a chunk of its own', () => {
    expect(chunkBySize([1, 2, 3], (n) => (n === 2 ? 999_999 : 1), { maxItems: 50, maxBytes: 100 })).toEqual([
      [1],
      [2],
      [3],
    ]);
  });
});

describe('isExpired and utf8Length', () => {
  it('drops rows older than seven days', () => {
    expect(isExpired(0, OUTBOX_MAX_AGE_MS)).toBe(false);
    expect(isExpired(0, OUTBOX_MAX_AGE_MS + 1)).toBe(true);
  });
  it('counts UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('₹')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('😀')).toBe(4);
  });
});
