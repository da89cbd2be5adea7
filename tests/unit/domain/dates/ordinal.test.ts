import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ordinalSuffix, withOrdinal } from '@/domain/dates/ordinal';

describe('ordinalSuffix', () => {
  it.each([
    [0, 'th'],
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [21, 'st'],
    [22, 'nd'],
    [23, 'rd'],
    [101, 'st'],
    [111, 'th'],
    [112, 'th'],
    [113, 'th'],
    [-1, 'st'],
    [1.5, 'th'],
    [Number.NaN, 'th'],
  ])('%s → %s', (n, expected) => {
    expect(ordinalSuffix(n)).toBe(expected);
  });

  it('depends only on the last two digits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e6 }), (n) => {
        expect(ordinalSuffix(n)).toBe(ordinalSuffix(n % 100));
      }),
    );
  });
});

describe('withOrdinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [0, '0th'],
  ])('%s → %s', (n, expected) => {
    expect(withOrdinal(n)).toBe(expected);
  });
});
