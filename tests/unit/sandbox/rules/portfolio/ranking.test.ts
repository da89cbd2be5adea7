import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { holdingPerformance } from '../../../../../sandbox/rules/portfolio/holding';
import {
  type HoldingSort,
  type RankBasis,
  type Rankable,
  sortByPerformance,
  topGainers,
  topLosers,
} from '../../../../../sandbox/rules/portfolio/ranking';
import { holding, holdingsArbitrary } from './holding-fixtures';

function item(key: string, avg: number, last: number, prev: number, quantity = 1): Rankable {
  return { key, performance: holdingPerformance(holding({ avg, last, prev, quantity })) };
}

// Day change %: up +10 %, flat 0 %, down −5 %, bigUp +10 % (larger rupee move), noBase (prev 0).
// Overall return %: up +100 %, flat −50 %, down +90 %, bigUp +10 %, noBase +50 %.
const ITEMS = [
  item('up', 55_00, 110_00, 100_00),
  item('flat', 200_00, 100_00, 100_00),
  item('down', 100_00, 190_00, 200_00),
  item('bigUp', 1000_00, 1100_00, 1000_00, 10),
  item('noBase', 100_00, 150_00, 0),
];

describe('sortByPerformance', () => {
  it.each<[HoldingSort, RankBasis, string[]]>([
    ['value', 'day_change', ['bigUp', 'down', 'noBase', 'up', 'flat']],
    ['top_gainers', 'day_change', ['bigUp', 'up', 'flat', 'down', 'noBase']],
    ['top_losers', 'day_change', ['down', 'flat', 'up', 'bigUp', 'noBase']],
    ['top_gainers', 'overall_return', ['up', 'down', 'noBase', 'bigUp', 'flat']],
    ['top_losers', 'overall_return', ['flat', 'bigUp', 'noBase', 'down', 'up']],
  ])('%s by %s → %j', (sort, basis, keys) => {
    expect(sortByPerformance(ITEMS, sort, basis).map((i) => i.key)).toEqual(keys);
  });

  it('does not change its input', () => {
    const copy = [...ITEMS];
    sortByPerformance(ITEMS, 'top_losers');
    expect(ITEMS).toEqual(copy);
  });
});

describe('topGainers / topLosers', () => {
  it.each<[RankBasis, number, string[], string[]]>([
    ['day_change', 5, ['bigUp', 'up'], ['down']],
    ['day_change', 1, ['bigUp'], ['down']],
    ['overall_return', 2, ['up', 'down'], ['flat']],
    ['overall_return', 0, [], []],
  ])('by %s, limit %s: gainers %j, losers %j', (basis, limit, gainers, losers) => {
    expect(topGainers(ITEMS, basis, limit).map((i) => i.key)).toEqual(gainers);
    expect(topLosers(ITEMS, basis, limit).map((i) => i.key)).toEqual(losers);
  });

  it.each<RankBasis>(['day_change', 'overall_return'])(
    'by %s: gainers are positive and descending, losers negative and ascending',
    (basis) => {
      const bpsOf = (r: Rankable): number =>
        (basis === 'day_change' ? r.performance.dayChangeBps : r.performance.overallReturnBps) ?? Number.NaN;
      fc.assert(
        fc.property(holdingsArbitrary, fc.nat({ max: 10 }), (holdings, limit) => {
          const items = holdings.map((h) => ({ key: h.id, performance: holdingPerformance(h) }));
          const gainers = topGainers(items, basis, limit).map(bpsOf);
          const losers = topLosers(items, basis, limit).map(bpsOf);
          expect(gainers.length).toBeLessThanOrEqual(limit);
          expect(gainers.every((bps) => bps >= 0)).toBe(true);
          expect(losers.every((bps) => bps <= 0)).toBe(true);
          gainers.forEach((bps, i) => i > 0 && expect(bps).toBeLessThanOrEqual(gainers[i - 1] ?? 0));
          losers.forEach((bps, i) => i > 0 && expect(bps).toBeGreaterThanOrEqual(losers[i - 1] ?? 0));
        }),
      );
    },
  );
});
