import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { truncateName } from '@/domain/text/truncate';

describe('truncateName', () => {
  it.each([
    ['Rahul Sharma', 20, 'Rahul Sharma'],
    ['Rahul Sharma', 12, 'Rahul Sharma'],
    ['Rahul Sharma', 11, 'Rahul Shar…'],
    ['Rahul Sharma', 7, 'Rahul…'],
    ['Rahul Sharma', 1, '…'],
    ['Rahul Sharma', 0, ''],
    ['Rahul Sharma', -3, ''],
    ['Rahul Sharma', Number.NaN, ''],
    ['😀😀😀😀', 3, '😀😀…'],
    ['😀😀😀', 3, '😀😀😀'],
    ['राहुल शर्मा', 6, 'राहुल…'],
    ['', 5, ''],
  ])('%j at %s → %j', (name, maxLength, expected) => {
    expect(truncateName(name, maxLength)).toBe(expected);
  });

  it('never exceeds maxLength characters and keeps short names', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: -2, max: 40 }), (name, maxLength) => {
        const result = truncateName(name, maxLength);
        expect(Array.from(result).length).toBeLessThanOrEqual(Math.max(0, maxLength));
        if (maxLength >= 1 && Array.from(name).length <= maxLength) expect(result).toBe(name);
      }),
    );
  });

  it('never splits a surrogate pair', () => {
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    // 'binary' units are whole code points, astral ones included, so the input is well formed.
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat({ max: 20 }), (name, maxLength) => {
        expect(truncateName(name, maxLength)).not.toMatch(loneSurrogate);
      }),
    );
  });
});
