import { renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { useSpokenInr } from '@/components/amount/use-spoken-inr';
import { paise } from '@/domain/money/paise';

function spokenInr(): ReturnType<typeof useSpokenInr> {
  return renderHook(() => useSpokenInr()).result.current;
}

describe('useSpokenInr', () => {
  it('says minus in words and drops a zero fraction', () => {
    const spoken = spokenInr();
    expect(spoken(paise(-54_800))).toBe('minus ₹548');
    expect(spoken(paise(54_800))).toBe('₹548');
    expect(spoken(paise(123_456_789))).toBe('₹12,34,567.89');
    expect(spoken(paise(-5))).toBe('minus ₹0.05');
  });

  it('never says minus zero', () => {
    const spoken = spokenInr();
    expect(spoken(paise(0))).toBe('₹0');
    expect(spoken(-0 as never)).toBe('₹0');
  });

  it('has no symbol a voice would spell out, for any amount', () => {
    const spoken = spokenInr();
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (n) => {
        const text = spoken(paise(n));
        expect(text).not.toMatch(/[-−]|\.00$/);
        expect(text.startsWith('minus ')).toBe(n < 0);
      }),
    );
  });

  it('reads a non-number as not available', () => {
    expect(spokenInr()(Number.NaN as never)).toBe('not available');
  });
});
