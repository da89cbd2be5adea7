import { describe, expect, it } from 'vitest';

import {
  compareCalendarDates,
  daysInMonth,
  isLeapYear,
  isValidCalendarDate,
} from '@/domain/dates/calendar-date';

describe('isLeapYear', () => {
  it.each([
    [2000, true],
    [2024, true],
    [1900, false],
    [2023, false],
    [2100, false],
  ])('%s → %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [1, 2023, 31],
    [2, 2023, 28],
    [2, 2024, 29],
    [4, 2024, 30],
    [12, 2024, 31],
    [0, 2024, 0],
    [13, 2024, 0],
    [1.5, 2024, 0],
  ])('month %s of %s → %s', (month, year, expected) => {
    expect(daysInMonth(month, year)).toBe(expected);
  });
});

describe('isValidCalendarDate', () => {
  it.each([
    [{ day: 31, month: 1, year: 2024 }, true],
    [{ day: 29, month: 2, year: 2024 }, true],
    [{ day: 29, month: 2, year: 2023 }, false],
    [{ day: 31, month: 4, year: 2024 }, false],
    [{ day: 0, month: 1, year: 2024 }, false],
    [{ day: 1, month: 1, year: 0 }, false],
    [{ day: Number.NaN, month: 1, year: 2024 }, false],
  ])('%j → %s', (date, expected) => {
    expect(isValidCalendarDate(date)).toBe(expected);
  });
});

describe('compareCalendarDates', () => {
  it.each([
    [{ day: 1, month: 1, year: 2024 }, { day: 1, month: 1, year: 2024 }, 0],
    [{ day: 31, month: 12, year: 2023 }, { day: 1, month: 1, year: 2024 }, -1],
    [{ day: 2, month: 3, year: 2024 }, { day: 1, month: 3, year: 2024 }, 1],
    [{ day: 1, month: 4, year: 2024 }, { day: 30, month: 3, year: 2024 }, 1],
  ])('%j vs %j → sign %s', (a, b, sign) => {
    expect(Math.sign(compareCalendarDates(a, b))).toBe(sign);
  });
});
