import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { paise, paiseToRupees, rupeesToPaise } from '@/domain/money/paise';

describe('paise', () => {
  it.each([
    [0, 0],
    [12345, 12345],
    [1.4, 1],
    [1.5, 2],
    [-1.5, -1],
    [-1.6, -2],
    [Number.NaN, Number.NaN],
    [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
  ])('%s → %s', (n, expected) => {
    expect(paise(n)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(paise(-0.4), 0)).toBe(true);
    expect(Object.is(paise(-0), 0)).toBe(true);
  });

  it('never throws and returns an integer for any finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(Number.isInteger(paise(n))).toBe(true);
      }),
    );
  });
});

describe('rupeesToPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-15, -1500],
    [1234567.89, 123456789],
  ])('₹%s → %s paise', (rupees, expected) => {
    expect(rupeesToPaise(rupees)).toBe(expected);
  });
});

describe('paiseToRupees', () => {
  it.each([
    [0, 0],
    [12345, 123.45],
    [-150, -1.5],
  ])('%s paise → ₹%s', (p, expected) => {
    expect(paiseToRupees(paise(p))).toBe(expected);
  });

  it('round-trips through rupeesToPaise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (p) => {
        expect(rupeesToPaise(paiseToRupees(paise(p)))).toBe(p);
      }),
    );
  });
});
