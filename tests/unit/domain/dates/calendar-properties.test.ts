import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { daysInMonth } from '@/domain/dates/calendar-date';
import { financialYearStart } from '@/domain/dates/financial-year';
import {
  dayNumber,
  daysFromTo,
  daysInclusive,
  isoDay,
  isoDayFromNumber,
  isRealDay,
  previousDay,
} from '@/domain/dates/iso-day';
import { istDayOf, istDayStartInstant, istMonthDay } from '@/domain/dates/ist';
import { monthEnd, monthStart } from '@/domain/dates/month';
import { resolveRange } from '@/domain/dates/periods';
import { istDayKey, monthKey } from '@/domain/dates/zoned-day';

/** Any real day from 1901 to 2199 (the range Date arithmetic and the calendar agree on). */
const anyDay = fc
  .integer({ min: dayNumber('1901-01-01'), max: dayNumber('2199-12-31') })
  .map((n) => isoDayFromNumber(n));

describe('month ends', () => {
  it('a month has as many days as the day before the next month’s first says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1901, max: 2199 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const next = month === 12 ? isoDay(year + 1, 1, 1) : isoDay(year, month + 1, 1);
        expect(previousDay(next)).toBe(isoDay(year, month, daysInMonth(year, month)));
        expect(isRealDay(isoDay(year, month, daysInMonth(year, month)))).toBe(true);
        expect(isRealDay(isoDay(year, month, daysInMonth(year, month) + 1))).toBe(false);
      }),
    );
  });

  it('a day lies between its month’s start and end, and the end is followed by a first', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const [start, end] = [monthStart(day, 0), monthEnd(day, 0)];
        expect(start <= day && day <= end).toBe(true);
        expect(isoDayFromNumber(dayNumber(end) + 1).slice(8)).toBe('01');
        expect(daysInclusive(start, end)).toBe(daysInMonth(Number(day.slice(0, 4)), Number(day.slice(5, 7))));
      }),
    );
  });
});

describe('leap years', () => {
  it.each([
    [1900, false],
    [2000, true],
    [2024, true],
    [2025, false],
    [2100, false],
  ])('%i is a leap year: %s', (year, leap) => {
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
    expect(isRealDay(isoDay(year, 2, 29))).toBe(leap);
  });

  it('29 February exists exactly in leap years, and a year has 365 or 366 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1901, max: 2198 }), (year) => {
        // The Gregorian rule, restated: every fourth year, but not centuries unless divisible by 400.
        const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        expect(isRealDay(isoDay(year, 2, 29))).toBe(leap);
        expect(daysFromTo(isoDay(year, 1, 1), isoDay(year + 1, 1, 1))).toBe(leap ? 366 : 365);
      }),
    );
  });
});

describe('day counts', () => {
  it('counting both ends is one more than counting from one day to the other', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (from, to) => {
        expect(daysInclusive(from, to)).toBe(daysFromTo(from, to) + 1);
        // A sum, not a negation: -0 is not 0 to `toBe`, and the same day twice is a likely draw.
        expect(daysFromTo(from, to) + daysFromTo(to, from)).toBe(0);
      }),
    );
  });
});

describe('IST midnight', () => {
  it('18:29:59Z is still the UTC day in India, 18:30:00Z is the next day', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const next = isoDayFromNumber(dayNumber(day) + 1);
        for (const read of [(iso: string) => istDayOf(new Date(iso)), (iso: string) => istDayKey(iso)]) {
          expect(read(`${day}T18:29:59.999Z`)).toBe(day);
          expect(read(`${day}T18:30:00.000Z`)).toBe(next);
        }
        expect(istDayStartInstant(next)).toBe(`${day}T18:30:00.000Z`);
      }),
    );
  });

  it('the month of an instant turns with the IST day', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const end = monthEnd(day, 0);
        expect(monthKey(`${end}T18:29:59Z`)).toBe(end.slice(0, 7));
        expect(monthKey(`${end}T18:30:00Z`)).toBe(isoDayFromNumber(dayNumber(end) + 1).slice(0, 7));
        expect(istMonthDay(new Date(`${end}T18:30:00Z`)).day).toBe(1);
      }),
    );
  });
});

describe('financial-year boundaries', () => {
  it('31 March closes a financial year and 1 April opens the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1901, max: 2198 }), (year) => {
        expect(financialYearStart(isoDay(year, 3, 31))).toBe(year - 1);
        expect(financialYearStart(isoDay(year, 4, 1))).toBe(year);
        expect(resolveRange({ preset: 'this_fy' }, isoDay(year, 4, 1))).toEqual({
          from: isoDay(year, 4, 1),
          to: isoDay(year, 4, 1),
        });
        expect(resolveRange({ preset: 'last_fy' }, isoDay(year, 4, 1))).toEqual({
          from: isoDay(year - 1, 4, 1),
          to: isoDay(year, 3, 31),
        });
      }),
    );
  });

  it('the instant that is 1 April in India is already in the new financial year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1901, max: 2198 }), (year) => {
        const before = istDayOf(new Date(`${isoDay(year, 3, 31)}T18:29:59.999Z`));
        const after = istDayOf(new Date(`${isoDay(year, 3, 31)}T18:30:00.000Z`));
        expect([before, financialYearStart(before)]).toEqual([isoDay(year, 3, 31), year - 1]);
        expect([after, financialYearStart(after)]).toEqual([isoDay(year, 4, 1), year]);
      }),
    );
  });

  it('every day belongs to the financial year that holds it', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const start = financialYearStart(day);
        expect(isoDay(start, 4, 1) <= day && day <= isoDay(start + 1, 3, 31)).toBe(true);
      }),
    );
  });
});
