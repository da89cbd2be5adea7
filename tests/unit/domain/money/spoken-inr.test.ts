import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { paise } from '@/domain/money/paise';
import { spokenInr } from '@/domain/money/spoken-inr';

describe('spokenInr', () => {
  it('says minus in words and drops a zero fraction', () => {
    expect(spokenInr(paise(-54_800))).toBe('minus ₹548');
    expect(spokenInr(paise(54_800))).toBe('₹548');
    expect(spokenInr(paise(123_456_789))).toBe('₹12,34,567.89');
    expect(spokenInr(paise(-5))).toBe('minus ₹0.05');
  });

  it('never says minus zero', () => {
    expect(spokenInr(paise(0))).toBe('₹0');
    expect(spokenInr(-0 as never)).toBe('₹0');
  });

  it('has no symbol a voice would spell out, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (n) => {
        const text = spokenInr(paise(n));
        expect(text).not.toMatch(/[-−]|\.00$/);
        expect(text.startsWith('minus ')).toBe(n < 0);
      }),
    );
  });

  it('reads a non-number as not available', () => {
    expect(spokenInr(Number.NaN as never)).toBe('not available');
  });
});
