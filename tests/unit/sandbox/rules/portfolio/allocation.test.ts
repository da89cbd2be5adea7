import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { allocateBasisPoints } from '../../../../../sandbox/rules/portfolio/allocation';

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('allocateBasisPoints', () => {
  it.each([
    [[], []],
    [[5], [10000]],
    [
      [1, 1],
      [5000, 5000],
    ],
    [
      [1, 1, 1],
      [3334, 3333, 3333],
    ],
    [
      [2, 1],
      [6667, 3333],
    ],
    [
      [1, 2],
      [3333, 6667],
    ],
    [
      [0, 0],
      [5000, 5000],
    ],
    [
      [0, 7],
      [0, 10000],
    ],
    [
      [-5, 5],
      [0, 10000],
    ],
    [
      [Number.NaN, 1, Number.POSITIVE_INFINITY],
      [0, 10000, 0],
    ],
    [
      [1, 1, 1, 1, 1, 1],
      [1667, 1667, 1667, 1667, 1666, 1666],
    ],
    // Beyond 2^53 × 10000 stays exact thanks to BigInt.
    [
      [9_007_199_254_740_991, 1],
      [10000, 0],
    ],
  ])('%j → %j', (weights, shares) => {
    expect(allocateBasisPoints(weights)).toEqual(shares);
  });

  it('sums to exactly 10000 and stays within one point of the exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1e15 }), { minLength: 1, maxLength: 60 }), (weights) => {
        const shares = allocateBasisPoints(weights);
        expect(sum(shares)).toBe(10000);
        const total = sum(weights);
        shares.forEach((share, index) => {
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          if (total > 0) {
            const exact = ((weights[index] ?? 0) / total) * 10000;
            expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6);
          }
        });
      }),
    );
  });

  it('gives a larger weight at least the share of a smaller one', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1e12 }), { minLength: 2, maxLength: 30 }), (weights) => {
        const shares = allocateBasisPoints(weights);
        weights.forEach((a, i) =>
          weights.forEach((b, j) => {
            if (a > b) expect(shares[i] ?? 0).toBeGreaterThanOrEqual(shares[j] ?? 0);
          }),
        );
      }),
    );
  });
});
