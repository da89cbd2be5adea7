// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { monthKeyText } from '@/domain/dates/day-text';
import { istDayStartInstant } from '@/domain/dates/ist';
import { addMonths, isMonthKey, monthKeyOfIndex, monthsEndingWith } from '@/domain/dates/month';
import { monthIndex, monthKey, zonedDay } from '@/domain/dates/zoned-day';

describe('monthKey', () => {
  it.each([
    // IST is UTC+05:30: from 18:30 UTC on a month's last day it is already the next month in India.
    ['2025-03-31T18:29:59.999Z', '2025-03'],
    ['2025-03-31T18:30:00.000Z', '2025-04'],
    ['2025-03-31T20:00:00Z', '2025-04'],
    ['2024-12-31T18:30:00.000Z', '2025-01'],
    ['2024-02-29T19:00:00Z', '2024-03'],
    ['2023-02-28T19:00:00Z', '2023-03'],
    ['2025-04-01T00:00:00+05:30', '2025-04'],
    ['2025-03-31T23:59:00+05:30', '2025-03'],
    ['2025-04-01T02:00:00+09:00', '2025-03'],
    ['2025-03-31T22:00:00-08:00', '2025-04'],
    ['2025-03-31T22:00:00-0800', '2025-04'],
    ['2025-01-01T00:00:00.000Z', '2025-01'],
    ['0001-01-01T00:00:00Z', '0001-01'],
    // A calendar date, or a wall-clock time without a zone, is already Indian time: not shifted.
    ['2025-03-31', '2025-03'],
    ['2025-03-31T23:00:00', '2025-03'],
  ])('%s is in %s (IST)', (iso, key) => {
    expect(monthKey(iso)).toBe(key);
  });

  it.each([
    ['', 'empty'],
    ['2025-13-01T00:00:00Z', 'month 13'],
    ['2025-02-29T00:00:00Z', 'not a leap year'],
    ['2025-03-31T24:00:00Z', 'hour 24'],
    ['2025-03-31T12:60:00Z', 'minute 60'],
    ['2025-03-31T12:00:00.Z', 'empty fraction'],
    ['2025-03-31T12:00:00Q', 'unknown zone letter'],
    ['2025-03-31T12:00:00+5:30', 'short offset'],
    ['2025-3-31', 'short month'],
    ['31/03/2025', 'not ISO'],
    ['9999-12-31T20:00:00Z', 'year 10000 in IST'],
    ['0000-06-01T00:00:00Z', 'year 0'],
  ])('%s (%s) has no month', (iso) => {
    expect(monthKey(iso)).toBeNull();
  });

  it('reads other zones through Intl', () => {
    expect(monthKey('2025-03-31T20:00:00Z', 'UTC')).toBe('2025-03');
    expect(monthKey('2025-04-01T03:00:00Z', 'America/New_York')).toBe('2025-03');
    expect(() => monthKey('2025-04-01T03:00:00Z', 'Not/AZone')).toThrow(RangeError);
  });

  it('agrees with Intl for Asia/Kolkata on any instant', () => {
    // `Asia/Calcutta` is the same zone under its old name, which takes the Intl path.
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(monthKey(iso)).toBe(monthKey(iso, 'Asia/Calcutta'));
        expect(zonedDay(iso)).toEqual(zonedDay(iso, 'Asia/Calcutta'));
      }),
    );
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = monthKey(text);
        expect(key === null || isMonthKey(key)).toBe(true);
      }),
    );
  });
});

describe('month arithmetic', () => {
  it.each([
    ['2025-01', -1, '2024-12'],
    ['2025-01', 12, '2026-01'],
    ['2025-12', 1, '2026-01'],
    ['2025-06', 0, '2025-06'],
    ['2025-06', -18, '2023-12'],
    ['9999-12', 1, null],
    ['0001-01', -1, null],
    ['2025-13', 1, null],
    ['2025-06', 1.5, null],
  ])('addMonths(%s, %s) = %s', (key, count, expected) => {
    expect(addMonths(key, count)).toBe(expected);
  });

  it.each([
    ['2025-02', 3, ['2024-12', '2025-01', '2025-02']],
    ['2025-02', 1, ['2025-02']],
    ['2025-02', 0, []],
    ['2025-02', -2, []],
  ])('monthsEndingWith(%s, %s)', (key, count, expected) => {
    expect(monthsEndingWith(key, count)).toEqual(expected);
  });

  it.each([
    ['2025-03', 'Mar 2025'],
    ['2024-12', 'Dec 2024'],
    ['not-a-month', 'not-a-month'],
  ])('monthKeyText(%s) = %s', (key, label) => {
    expect(monthKeyText(key)).toBe(label);
  });

  it('round-trips month indexes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 119_999 }), (index) => {
        expect(monthIndex(`${monthKeyOfIndex(index)}-15`)).toBe(index);
      }),
    );
  });
});

describe('istDayStartInstant', () => {
  it.each([
    ['2025-04-01', '2025-03-31T18:30:00.000Z'],
    ['2024-03-01', '2024-02-29T18:30:00.000Z'],
    ['2025-01-01', '2024-12-31T18:30:00.000Z'],
    ['2025-02-30', null],
    ['2025-04-01T00:00:00Z', null],
  ])('%s begins at %s', (day, instant) => {
    expect(istDayStartInstant(day)).toBe(instant);
  });

  it('begins the IST day of itself', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (d) => {
          const day = d.toISOString().slice(0, 10);
          const start = istDayStartInstant(day);
          expect(start).not.toBeNull();
          const parts = zonedDay(start ?? '');
          expect(parts).toEqual({
            year: Number(day.slice(0, 4)),
            month: Number(day.slice(5, 7)),
            day: Number(day.slice(8, 10)),
          });
        },
      ),
    );
  });
});
