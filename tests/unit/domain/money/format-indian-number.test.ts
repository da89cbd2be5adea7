import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatIndianNumber } from '@/domain/money/format-indian';

const { NaN: nan, POSITIVE_INFINITY: inf, NEGATIVE_INFINITY: negInf } = Number;

describe('formatIndianNumber', () => {
  it.each([
    [0, undefined, '0.00'],
    [999, undefined, '999.00'],
    [1000, undefined, '1,000.00'],
    [99999, undefined, '99,999.00'],
    [100000, undefined, '1,00,000.00'],
    [1234567.891, undefined, '12,34,567.89'],
    [-1234567.891, undefined, '−12,34,567.89'],
    [9999999, undefined, '99,99,999.00'],
    [10000000, undefined, '1,00,00,000.00'],
    [1e12, undefined, '10,00,00,00,00,000.00'],
    [-1234.5, undefined, '−1,234.50'],
    [0.004, undefined, '0.00'],
    [-0.004, undefined, '0.00'],
    [-0, undefined, '0.00'],
    [1.005, undefined, '1.01'],
    [nan, undefined, '—'],
    [inf, undefined, '—'],
    [negInf, undefined, '—'],
    [0, 0, '0'],
    [1234567.891, 0, '12,34,568'],
    [-1234.5, 0, '−1,235'],
    [-0.4, 0, '0'],
    [1234.5678, 3, '1,234.568'],
    [1234.5, Number.NaN, '1,234.50'],
    [1234.5, -1, '1,235'],
  ])('%s (decimals %s) → %j', (value, decimals, expected) => {
    expect(formatIndianNumber(value, decimals === undefined ? undefined : { decimals })).toBe(expected);
  });

  it('never throws for any double and never shows "−0"', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(formatIndianNumber(value)).not.toMatch(/^[-\u2212]0(\.0*)?$/);
      }),
    );
  });

  it('parses back to any integer rupee amount once separators are removed', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(Number(formatIndianNumber(n, { decimals: 0 }).replace(/,/g, '').replace('\u2212', '-'))).toBe(
          n,
        );
        expect(Number(formatIndianNumber(n).replace(/,/g, '').replace('\u2212', '-'))).toBe(n);
      }),
    );
  });

  it('groups three digits at the end, then twos', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(formatIndianNumber(n)).toMatch(
          /^\u2212?(?:[0-9]{1,2}(?:,[0-9]{2})*,[0-9]{3}|[0-9]{1,3})\.[0-9]{2}$/,
        );
      }),
    );
  });
});
