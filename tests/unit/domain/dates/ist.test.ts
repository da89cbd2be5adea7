import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { istDayText } from '@/domain/dates/day-text';
import { istMonthDay, istParts } from '@/domain/dates/ist';

describe('istMonthDay', () => {
  it.each([
    // 18:29:59 UTC is 23:59:59 IST the same day; 18:30 UTC is already tomorrow in India.
    ['2025-06-30T18:29:59.999Z', { monthKey: '2025-06', day: 30, daysInMonth: 30 }],
    ['2025-06-30T18:30:00.000Z', { monthKey: '2025-07', day: 1, daysInMonth: 31 }],
    ['2024-02-29T00:00:00.000Z', { monthKey: '2024-02', day: 29, daysInMonth: 29 }],
    ['2025-02-10T12:00:00.000Z', { monthKey: '2025-02', day: 10, daysInMonth: 28 }],
    ['2025-12-31T18:30:00.000Z', { monthKey: '2026-01', day: 1, daysInMonth: 31 }],
  ])('%s is %j', (instant, expected) => {
    expect(istMonthDay(new Date(instant))).toEqual(expected);
  });

  it('always gives a day inside its month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const { day, daysInMonth } = istMonthDay(d);
          expect(day).toBeGreaterThanOrEqual(1);
          expect(day).toBeLessThanOrEqual(daysInMonth);
          expect([28, 29, 30, 31]).toContain(daysInMonth);
        },
      ),
    );
  });
});

describe('IST dates', () => {
  it('reads an instant in India time, which can be the next day', () => {
    expect(istParts('2026-10-31T19:00:00.000Z')).toEqual({ year: 2026, month: 11, day: 1 });
    expect(istDayText('2026-10-22T08:00:00.000Z')).toBe('22 Oct 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(istParts('soon')).toBeNull();
    expect(istDayText('soon')).toBe('soon');
  });
});
