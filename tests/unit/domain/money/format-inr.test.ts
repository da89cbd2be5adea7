import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatInr, MINUS_SIGN } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';

const { NaN: nan, POSITIVE_INFINITY: inf } = Number;

describe('formatInr', () => {
  it.each([
    [123456789, undefined, '₹12,34,567.89'],
    [123456789, { compact: true }, '₹12.34L'],
    [-150000, undefined, '−₹1,500.00'],
    [-150000, { compact: true }, '−₹1.5K'],
    [-15000000, { compact: true }, '−₹1.5L'],
    [0, undefined, '₹0.00'],
    [-1, undefined, '−₹0.01'],
    [-1, { decimals: 0 }, '₹0'],
    [123456789, { decimals: 0 }, '₹12,34,568'],
    [1e14, { compact: true }, '₹1,00,000Cr'],
    [nan, undefined, '—'],
    [inf, { compact: true }, '—'],
  ])('%s paise %j → %j', (amount, options, expected) => {
    expect(formatInr(paise(amount), options)).toBe(expected);
  });

  it('never throws for any double and puts the sign before ₹', () => {
    fc.assert(
      fc.property(fc.double(), fc.boolean(), (value, compact) => {
        expect(formatInr(paise(value), { compact })).toMatch(/^(?:\u2212?₹[0-9]|—$)/);
      }),
    );
  });
});

describe('MINUS_SIGN', () => {
  it('is the minus sign (U+2212), as wide as "+" in tabular figures, not the hyphen', () => {
    expect(MINUS_SIGN).toBe('\u2212');
    expect(formatInr(paise(-150000)).codePointAt(0)).toBe(0x2212);
  });
});
