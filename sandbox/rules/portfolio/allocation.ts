import { BPS_PER_WHOLE } from './holding';

const WHOLE = BigInt(BPS_PER_WHOLE);

/** A weight the allocation can use: a non-negative integer (anything else counts as 0). */
function cleanWeight(weight: number): bigint {
  return Number.isFinite(weight) && weight > 0 ? BigInt(Math.round(weight)) : 0n;
}

/**
 * Splits 10000 basis points between `weights` in proportion, by the largest-remainder method, so
 * the shares of a non-empty list always sum to exactly 10000 (a pie chart that adds up). Each share
 * is its exact quotient rounded down; the leftover points go one each to the largest remainders
 * (ties: larger weight first, then earlier position), so a share never differs from its exact
 * value by a whole point or more. BigInt keeps `weight × 10000` exact beyond 2^53.
 *
 * Weights are amounts such as paise: negatives and non-finite values count as 0, fractions are
 * rounded. When every weight is 0 the points are shared equally. An empty list gives [].
 */
export function allocateBasisPoints(weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  let clean = weights.map(cleanWeight);
  let total = clean.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) {
    clean = clean.map(() => 1n);
    total = BigInt(clean.length);
  }
  const floors = clean.map((weight) => (weight * WHOLE) / total);
  const remainders = clean.map((weight) => (weight * WHOLE) % total);
  const leftover = Number(WHOLE - floors.reduce((sum, share) => sum + share, 0n));
  const order = clean
    .map((_, index) => index)
    .sort(
      (a, b) => compareBigDesc(remainders[a], remainders[b]) || compareBigDesc(clean[a], clean[b]) || a - b,
    );
  const shares = floors.map(Number);
  for (const index of order.slice(0, leftover)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

/** Descending order of two bigints (undefined sorts last; never happens for in-range indices). */
function compareBigDesc(a: bigint | undefined, b: bigint | undefined): number {
  const x = a ?? -1n;
  const y = b ?? -1n;
  if (x === y) return 0;
  return x > y ? -1 : 1;
}
