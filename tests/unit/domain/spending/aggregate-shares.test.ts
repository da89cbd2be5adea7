// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { sharesBps } from '@/domain/spending/shares';

describe('sharesBps (largest remainder)', () => {
  it.each([
    [
      [1, 1, 1],
      [3334, 3333, 3333],
    ],
    [
      [2, 1],
      [6667, 3333],
    ],
    [
      [25, 10, 2, 1],
      [6579, 2632, 526, 263],
    ],
    [[100], [10_000]],
    [
      [0, 5],
      [0, 10_000],
    ],
    [[], []],
    [
      [0, 0],
      [0, 0],
    ],
    [
      [-5, Number.NaN, 3],
      [0, 0, 10_000],
    ],
    // Beyond 2^53 / 10^4 a float product would lose the remainder; BigInt keeps it exact.
    [
      [Number.MAX_SAFE_INTEGER, 1, 1],
      [10_000, 0, 0],
    ],
    [
      [1e18, 1e18, 1e18],
      [3334, 3333, 3333],
    ],
  ])('%o → %o', (totals, shares) => {
    expect(sharesBps(totals)).toEqual(shares);
  });

  it('always sums to 10,000 when the total is positive, each share within one unit of exact', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e12 }), { minLength: 1, maxLength: 40 }), (totals) => {
        const shares = sharesBps(totals);
        const sum = totals.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(sum > 0 ? 10_000 : 0);
        shares.forEach((share, i) => {
          const exact = sum > 0 ? ((totals[i] ?? 0) * 10_000) / sum : 0;
          expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6);
        });
      }),
    );
  });
});
