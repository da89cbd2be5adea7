import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CRORE, LAKH, THOUSAND } from '@/config/constants';
import { formatIndianCompact } from '@/domain/money/format-indian';

const { NaN: nan, POSITIVE_INFINITY: inf, NEGATIVE_INFINITY: negInf } = Number;
const COMPACT_TEXT = /^(\u2212?)([0-9][0-9,]*)(?:\.([0-9]+))?(K|L|Cr)?$/;
const UNIT_SHIFT = { K: 3, L: 5, Cr: 7 } as const;

/** Splits compact output into its sign, digits and unit; fails the test on any other shape. */
function parseCompact(text: string): { negative: boolean; integer: string; fraction: string; shift: number } {
  const match = COMPACT_TEXT.exec(text);
  if (!match) throw new Error(`unexpected compact text ${text}`);
  const unit = match[4];
  const shift = unit === 'K' || unit === 'L' || unit === 'Cr' ? UNIT_SHIFT[unit] : 0;
  return {
    negative: match[1] === '\u2212',
    integer: (match[2] ?? '').replace(/,/g, ''),
    fraction: match[3] ?? '',
    shift,
  };
}

describe('formatIndianCompact', () => {
  it.each([
    [0, undefined, '0'],
    [999, undefined, '999'],
    [999.999, undefined, '999.99'],
    [1000, undefined, '1K'],
    [1500, undefined, '1.5K'],
    [99999, undefined, '99.99K'],
    [100000, undefined, '1L'],
    [115000, undefined, '1.15L'],
    [150000, undefined, '1.5L'],
    [200000, undefined, '2L'],
    [1234567.891, undefined, '12.34L'],
    [9999999, undefined, '99.99L'],
    [10000000, undefined, '1Cr'],
    [123456789, undefined, '12.34Cr'],
    [123500000, undefined, '12.35Cr'],
    [9999999999, undefined, '999.99Cr'],
    [1e12, undefined, '1,00,000Cr'],
    [-150000, undefined, '−1.5L'],
    [-1234.5, undefined, '−1.23K'],
    [0.004, undefined, '0'],
    [-0.004, undefined, '0'],
    [0.29, undefined, '0.29'],
    [nan, undefined, '—'],
    [inf, undefined, '—'],
    [negInf, undefined, '—'],
    [99999, 0, '99K'],
    [1234567.891, 0, '12L'],
    [999.9, 0, '999'],
    [123456789, 3, '12.345Cr'],
  ])('%s (decimals %s) → %j', (value, decimals, expected) => {
    expect(formatIndianCompact(value, decimals === undefined ? undefined : { decimals })).toBe(expected);
  });

  it('never throws for any double', () => {
    fc.assert(fc.property(fc.double(), (value) => void formatIndianCompact(value)));
  });

  it('never shows more than the magnitude, and loses less than one shown digit (integers, exact)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.nat({ max: 4 }), (n, decimals) => {
        const { integer, fraction, shift } = parseCompact(formatIndianCompact(n, { decimals }));
        const shown = BigInt(integer + fraction) * 10n ** BigInt(shift - fraction.length);
        const magnitude = BigInt(Math.abs(n));
        const lastDigit = 10n ** BigInt(Math.max(0, shift - decimals));
        expect(shown <= magnitude && magnitude - shown < lastDigit).toBe(true);
      }),
    );
  });

  it('never shows more than the magnitude for any finite double, and keeps the sign in front', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const { negative, integer, fraction, shift } = parseCompact(formatIndianCompact(value));
        expect(Number(`${integer}.${fraction}0e${shift}`)).toBeLessThanOrEqual(Math.abs(value));
        expect(!negative || value < 0).toBe(true);
      }),
    );
  });

  it('picks the unit by magnitude and never reaches the next unit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        const { integer, shift } = parseCompact(formatIndianCompact(value));
        const expectedShift = value >= CRORE ? 7 : value >= LAKH ? 5 : value >= THOUSAND ? 3 : 0;
        expect(shift).toBe(expectedShift);
        if (shift === 3) expect(Number(integer)).toBeLessThan(100);
        if (shift === 5) expect(Number(integer)).toBeLessThan(100);
      }),
    );
  });
});
