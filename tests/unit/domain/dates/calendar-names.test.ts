import { describe, expect, it } from 'vitest';

import { MONTH_ABBREVIATIONS, WEEKDAY_ABBREVIATIONS, monthAbbreviation } from '@/domain/dates/calendar-names';

describe('MONTH_ABBREVIATIONS and WEEKDAY_ABBREVIATIONS', () => {
  it('list twelve months from Jan and seven days from Sun', () => {
    expect(MONTH_ABBREVIATIONS).toHaveLength(12);
    expect(MONTH_ABBREVIATIONS[0]).toBe('Jan');
    expect(MONTH_ABBREVIATIONS[11]).toBe('Dec');
    expect(WEEKDAY_ABBREVIATIONS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
});

describe('monthAbbreviation', () => {
  it.each([
    [1, 'Jan'],
    [6, 'Jun'],
    [9, 'Sep'],
    [12, 'Dec'],
    [0, null],
    [13, null],
    [1.5, null],
    [Number.NaN, null],
  ])('%s → %j', (month, expected) => {
    expect(monthAbbreviation(month)).toBe(expected);
  });
});
