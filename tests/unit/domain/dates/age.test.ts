import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ageFromText, ageOn, parseBirthDate } from '@/domain/dates/age';

type Day = { day: number; month: number; year: number };
const d = (day: number, month: number, year: number): Day => ({ day, month, year });

describe('ageOn', () => {
  it.each([
    [d(15, 6, 1990), d(15, 6, 2024), 34],
    [d(15, 6, 1990), d(14, 6, 2024), 33],
    [d(15, 6, 1990), d(16, 6, 2024), 34],
    [d(31, 12, 2000), d(1, 1, 2001), 0],
    [d(1, 1, 2024), d(1, 1, 2024), 0],
    // 29 February: in non-leap years the birthday counts as reached on 1 March.
    [d(29, 2, 2000), d(28, 2, 2023), 22],
    [d(29, 2, 2000), d(1, 3, 2023), 23],
    [d(29, 2, 2000), d(28, 2, 2024), 23],
    [d(29, 2, 2000), d(29, 2, 2024), 24],
    [d(2, 1, 2024), d(1, 1, 2024), null],
    [d(31, 4, 1990), d(1, 1, 2024), null],
    [d(29, 2, 2001), d(1, 1, 2024), null],
    [d(1, 13, 1990), d(1, 1, 2024), null],
    [d(1.5, 1, 1990), d(1, 1, 2024), null],
    [d(1, 1, 1990), d(30, 2, 2024), null],
  ])('%j on %j → %s', (birth, today, expected) => {
    expect(ageOn(birth, today)).toBe(expected);
  });

  it('agrees with a naive year difference on the birthday itself', () => {
    const date = fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      month: fc.integer({ min: 1, max: 12 }),
      year: fc.integer({ min: 1900, max: 2100 }),
    });
    fc.assert(
      fc.property(date, fc.nat({ max: 120 }), (birth, years) => {
        expect(ageOn(birth, { ...birth, year: birth.year + years })).toBe(years);
      }),
    );
  });
});

describe('parseBirthDate', () => {
  it.each([
    ['15/06/1990', d(15, 6, 1990)],
    ['15-06-1990', d(15, 6, 1990)],
    ['5/6/1990', d(5, 6, 1990)],
    [' 15/06/1990 ', d(15, 6, 1990)],
    ['29/02/2000', d(29, 2, 2000)],
    ['29/02/1900', null],
    ['29/02/2023', null],
    ['31/04/1990', null],
    ['00/01/1990', null],
    ['15/13/1990', null],
    ['15/06-1990', null],
    ['1990-06-15', null],
    ['15/06/90', null],
    ['15.06.1990', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseBirthDate(text)).toEqual(expected);
  });

  it('never throws for any string', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseBirthDate(text)));
  });

  it('round-trips every real date written as DD/MM/YYYY', () => {
    const date = fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(date, (value) => {
        const parts = d(value.getDate(), value.getMonth() + 1, value.getFullYear());
        const pad = (n: number): string => String(n).padStart(2, '0');
        expect(parseBirthDate(`${pad(parts.day)}/${pad(parts.month)}/${parts.year}`)).toEqual(parts);
      }),
    );
  });
});

describe('ageFromText', () => {
  const today = d(10, 3, 2024);
  it.each([
    ['10/03/2000', 24],
    ['11-03-2000', 23],
    ['29/02/2004', 20],
    ['31/04/2000', null],
    ['11/03/2024', null],
    ['not a date', null],
  ])('%j on 10/03/2024 → %s', (text, expected) => {
    expect(ageFromText(text, today)).toBe(expected);
  });

  it('never throws and is null or a non-negative integer', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const age = ageFromText(text, today);
        expect(age === null || (Number.isInteger(age) && age >= 0)).toBe(true);
      }),
    );
  });
});
