import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  dayNumber,
  daysBetween,
  isoDayFromNumber,
  isoDayOf,
  istDayOf,
  monthKeysEnding,
  shiftMonthKey,
} from '@/domain/loans/iso-day';

describe('ISO days', () => {
  it.each([
    ['2025-01-01', '2025-01-31', 30],
    ['2025-02-28', '2025-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-03-10', '2025-03-01', -9],
    ['2025-03-10T23:59:59Z', '2025-03-11', 1],
  ])('%s → %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each(['2025-02-29', '2025-13-01', '25-01-01', '', 'nope'])('rejects %j', (text) => {
    expect(() => dayNumber(text)).toThrow(RangeError);
  });

  it('round-trips through day numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (n) => {
        expect(dayNumber(isoDayFromNumber(n))).toBe(n);
      }),
    );
  });

  it.each([
    ['2025-03-15', -2, '2025-01'],
    ['2025-01-15', -1, '2024-12'],
    ['2025-12-01', 1, '2026-01'],
    ['2025-06-30', -18, '2023-12'],
  ])('shiftMonthKey(%s, %i) → %s', (day, offset, key) => {
    expect(shiftMonthKey(day, offset)).toBe(key);
  });

  it('lists month keys ending with this month, and reads a UTC day from an instant', () => {
    expect(monthKeysEnding('2025-02-10', 3)).toEqual(['2024-12', '2025-01', '2025-02']);
    expect(isoDayOf(new Date('2025-02-10T23:30:00Z'))).toBe('2025-02-10');
  });

  it.each([
    ['2025-02-28T18:29:59.999Z', '2025-02-28'],
    ['2025-02-28T18:30:00.000Z', '2025-03-01'],
    ['2025-12-31T20:00:00.000Z', '2026-01-01'],
    ['2025-03-01T00:00:00.000Z', '2025-03-01'],
  ])('%s is %s in India', (instant, day) => {
    expect(istDayOf(new Date(instant))).toBe(day);
  });
});
