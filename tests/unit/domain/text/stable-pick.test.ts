import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { stableIndex, stablePick } from '@/domain/text/stable-pick';

describe('stableIndex', () => {
  it('gives the same index for the same key, within the list', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 500 }), (key, count) => {
        const index = stableIndex(key, count);
        expect(index).toBe(stableIndex(key, count));
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(count);
        expect(Number.isInteger(index)).toBe(true);
      }),
    );
  });

  it('spreads different keys and survives an empty list', () => {
    expect(stableIndex('HDFC-FIP', 360)).not.toBe(stableIndex('sbi-fip', 360));
    expect(stableIndex('', 8)).toBe(0);
    expect(stableIndex('anything', 0)).toBe(0);
  });
});

describe('stablePick', () => {
  it('picks an item of the list, the same one for the same key', () => {
    const items = ['a', 'b', 'c'] as const;
    expect(items).toContain(stablePick('HDFC', items));
    expect(stablePick('HDFC', items)).toBe(stablePick('HDFC', items));
    expect(stablePick('x', ['only'])).toBe('only');
  });
});
