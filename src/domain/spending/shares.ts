/** Basis points in a whole: shares are integers that add up to exactly this. */
const WHOLE_BPS = 10_000;

/**
 * Each total's share of their sum in basis points, rounded by the largest-remainder method so the
 * shares add up to exactly {@link WHOLE_BPS} whenever the sum is positive (all zeros otherwise).
 * Arithmetic is exact (BigInt), so totals beyond 2^53 / 10^4 paise still round correctly; ties in
 * remainder go to the earlier total, so callers decide ties by the order they pass totals in.
 * Negative, fractional or non-finite totals count as 0.
 */
export function sharesBps(totals: readonly number[]): number[] {
  const clean = totals.map((t) => (Number.isFinite(t) && t > 0 ? BigInt(Math.trunc(t)) : 0n));
  const sum = clean.reduce((acc, t) => acc + t, 0n);
  if (sum === 0n) return clean.map(() => 0);
  const whole = BigInt(WHOLE_BPS);
  const shares = clean.map((t) => Number((t * whole) / sum));
  const remainders = clean.map((t) => (t * whole) % sum);
  let left = WHOLE_BPS - shares.reduce((acc, s) => acc + s, 0);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  // The floors fall short by fewer units than there are totals, so each gets at most one more.
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
