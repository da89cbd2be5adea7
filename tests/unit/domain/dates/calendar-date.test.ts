import { describe, expect, it } from 'vitest';

import { daysInMonth, isLeapYear } from '@/domain/dates/calendar-date';

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
