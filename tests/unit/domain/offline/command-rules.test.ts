import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  isCommandExpired,
  nextCommand,
  refusalReason,
  retryDelayMs,
  verdictOf,
} from '@/domain/offline/command-rules';

describe('verdictOf', () => {
  it.each([
    [200, 'applied'],
    [201, 'applied'],
    [204, 'applied'],
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [409, 'refused'],
    [422, 'refused'],
    [401, 'signed-out'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [null, 'retry'],
    [302, 'retry'],
  ] as const)('%s means %s', (status, verdict) => {
    expect(verdictOf(status)).toBe(verdict);
  });
});

describe('retryDelayMs', () => {
  it('starts at 2 s and doubles', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
  });

  it('never waits longer than the cap, however many attempts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (attempts) => {
        const delay = retryDelayMs(attempts);
        return delay >= 2_000 && delay <= 5 * 60_000;
      }),
    );
  });
});

const row = (id: string, userId = 'u1', extra: { nextAttemptAt?: number; refused?: string } = {}) => ({
  id,
  userId,
  nextAttemptAt: extra.nextAttemptAt ?? 0,
  ...(extra.refused === undefined ? {} : { refused: extra.refused }),
});

describe('nextCommand', () => {
  it('sends the oldest command first, whatever order storage lists them in', () => {
    expect(nextCommand([row('0003'), row('0001'), row('0002')], 'u1', 10)?.id).toBe('0001');
  });

  it("never sends another user's command", () => {
    expect(nextCommand([row('0001', 'u2')], 'u1', 10)).toBeNull();
    expect(nextCommand([row('0001', 'u2'), row('0002')], 'u1', 10)?.id).toBe('0002');
  });

  it('sends nothing without a signed-in user', () => {
    expect(nextCommand([row('0001')], null, 10)).toBeNull();
  });

  it('holds the line while the head waits out its backoff: a later change never overtakes', () => {
    const rows = [row('0001', 'u1', { nextAttemptAt: 100 }), row('0002')];
    expect(nextCommand(rows, 'u1', 50)).toBeNull();
    expect(nextCommand(rows, 'u1', 100)?.id).toBe('0001');
    expect(nextCommand(rows, 'u1', 50, true)?.id).toBe('0001');
  });

  it('leaves refused commands out of the line', () => {
    expect(nextCommand([row('0001', 'u1', { refused: 'no' }), row('0002')], 'u1', 10)?.id).toBe('0002');
  });

  it('always picks a due, unrefused command of the user with the smallest id', () => {
    const arbitraryRow = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      userId: fc.constantFrom('u1', 'u2'),
      nextAttemptAt: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryRow), fc.integer({ min: 0, max: 20 }), (rows, now) => {
        const picked = nextCommand(rows, 'u1', now);
        const mine = rows.filter((r) => r.userId === 'u1');
        const head = mine.reduce<(typeof mine)[number] | null>(
          (a, r) => (a === null || r.id < a.id ? r : a),
          null,
        );
        // Nothing is picked exactly when there is no head or the head is still backing off.
        if (picked === null) return head === null || head.nextAttemptAt > now;
        return picked.userId === 'u1' && picked.nextAttemptAt <= now && mine.every((r) => r.id >= picked.id);
      }),
    );
  });
});

/** A queued command older than a week is dropped, not sent. */
const WEEK_MS = 7 * 24 * 60 * 60_000;

describe('isCommandExpired', () => {
  it('drops a change older than a week, keeps one of exactly a week', () => {
    expect(isCommandExpired(0, WEEK_MS)).toBe(false);
    expect(isCommandExpired(0, WEEK_MS + 1)).toBe(true);
  });
});

describe('refusalReason', () => {
  it("is the server's reason as one sentence, or null when it gave none", () => {
    expect(refusalReason('Conflict')).toBe('Conflict.');
    expect(refusalReason(' Not allowed. ')).toBe('Not allowed.');
    expect(refusalReason(null)).toBeNull();
    expect(refusalReason(undefined)).toBeNull();
    expect(refusalReason('  ')).toBeNull();
  });
});
