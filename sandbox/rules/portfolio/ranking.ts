import type { Performance } from './holding';

/**
 * Orders for a holdings list: by current value (largest first), or as a ranking of gainers
 * (best first) or losers (worst first), the product's `top_gainers` / `top_losers`.
 */
export type HoldingSort = 'value' | 'top_gainers' | 'top_losers';

/** What gainers and losers are ranked by: today's move or the return since purchase. */
export type RankBasis = 'day_change' | 'overall_return';

/** Anything with a performance and a stable key (ISIN, holding id, group key) to break ties. */
export type Rankable = { performance: Performance; key: string };

/**
 * The exact ratio the ranking uses (not the rounded bps, so 1.004 % still beats 1.003 %), or null
 * when the base is zero: nothing invested, or no previous value.
 */
function ratioOf(performance: Performance, basis: RankBasis): number | null {
  const [change, base] =
    basis === 'day_change'
      ? [performance.dayChangePaise, performance.previousValuePaise]
      : [performance.pnlPaise, performance.investedPaise];
  return base === 0 ? null : change / base;
}

function changeOf(performance: Performance, basis: RankBasis): number {
  return basis === 'day_change' ? performance.dayChangePaise : performance.pnlPaise;
}

function byKey(a: Rankable, b: Rankable): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** Comparator: ratio in `direction` (1 = best first, -1 = worst first); no ratio goes last. */
function byRatio(basis: RankBasis, direction: 1 | -1): (a: Rankable, b: Rankable) => number {
  return function compare(a, b) {
    const x = ratioOf(a.performance, basis);
    const y = ratioOf(b.performance, basis);
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0) || byKey(a, b);
    const delta = direction * (y - x);
    if (delta !== 0) return delta;
    // Same percentage: the larger move in rupees ranks first.
    return direction * (changeOf(b.performance, basis) - changeOf(a.performance, basis)) || byKey(a, b);
  };
}

function byValue(a: Rankable, b: Rankable): number {
  return b.performance.currentValuePaise - a.performance.currentValuePaise || byKey(a, b);
}

/**
 * A sorted copy of `items`: `value` by current value, largest first; `top_gainers` by the
 * `basis` percentage, highest first; `top_losers` lowest first. Items whose percentage has no base
 * go last. Ties: the larger rupee move, then the key, so the order is total and stable.
 */
export function sortByPerformance<T extends Rankable>(
  items: readonly T[],
  sort: HoldingSort,
  basis: RankBasis = 'day_change',
): T[] {
  const compare = sort === 'value' ? byValue : byRatio(basis, sort === 'top_gainers' ? 1 : -1);
  return [...items].sort(compare);
}

/** The `limit` items that rose most by `basis` percentage; only items that actually rose. */
export function topGainers<T extends Rankable>(items: readonly T[], basis: RankBasis, limit: number): T[] {
  const rising = items.filter((item) => (ratioOf(item.performance, basis) ?? 0) > 0);
  return sortByPerformance(rising, 'top_gainers', basis).slice(0, Math.max(0, limit));
}

/** The `limit` items that fell most by `basis` percentage; only items that actually fell. */
export function topLosers<T extends Rankable>(items: readonly T[], basis: RankBasis, limit: number): T[] {
  const falling = items.filter((item) => (ratioOf(item.performance, basis) ?? 0) < 0);
  return sortByPerformance(falling, 'top_losers', basis).slice(0, Math.max(0, limit));
}
