import { describe, expect, it } from 'vitest';

import { daysInMonth } from '@/domain/dates/calendar-date';

describe('leap years', () => {
  it.each([
    [2000, true],
    [2024, true],
    [1900, false],
    [2023, false],
    [2100, false],
  ])('%s is a leap year: %s (February has 29 days)', (year, leap) => {
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
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
