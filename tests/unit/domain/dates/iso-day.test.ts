import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { addMonthsClamped, dayNumber, daysFromTo, isoDayFromNumber, isRealDay } from '@/domain/dates/iso-day';
import { istDayOf } from '@/domain/dates/ist';
import { monthsEndingWith, shiftMonthKey } from '@/domain/dates/month';

describe('ISO days', () => {
  it.each([
    ['2025-01-01', '2025-01-31', 30],
    ['2025-02-28', '2025-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-03-10', '2025-03-01', -9],
    ['2025-03-10T23:59:59Z', '2025-03-11', 1],
  ])('%s → %s is %i days', (from, to, days) => {
    expect(daysFromTo(from, to)).toBe(days);
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

  it('lists month keys ending with this month', () => {
    expect(monthsEndingWith('2025-02', 3)).toEqual(['2024-12', '2025-01', '2025-02']);
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

describe('addMonthsClamped', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-11-15', 2, '2026-01-15'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-05-05', 0, '2025-05-05'],
  ])('%s + %s months → %s', (date, months, expected) => {
    expect(addMonthsClamped(date, months)).toBe(expected);
  });
});

describe('isRealDay', () => {
  it('knows a real day from an impossible one', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    for (const day of ['2026-13-45', '2025-02-31', '2025-02-29', '2025-04-31', '2025-00-10', '2025-1-1']) {
      expect(isRealDay(day), day).toBe(false);
    }
  });
});
