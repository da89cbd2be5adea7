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
    [2023, 1, 31],
    [2023, 2, 28],
    [2024, 2, 29],
    [2024, 4, 30],
    [2024, 12, 31],
    [2024, 0, 0],
    [2024, 13, 0],
    [2024, 1.5, 0],
  ])('%s, month %s → %s', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
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
