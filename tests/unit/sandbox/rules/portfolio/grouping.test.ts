import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type GroupBy, groupHoldings } from '../../../../../sandbox/rules/portfolio/grouping';
import { portfolioPerformance } from '../../../../../sandbox/rules/portfolio/holding';
import { holding, holdingsArbitrary } from './holding-fixtures';

const PORTFOLIO = [
  holding({
    id: 'a',
    brokerId: 'b1',
    isin: 'INE002A01018',
    companyName: 'Reliance',
    sector: 'Energy',
    quantity: 10,
    last: 2500_00,
  }),
  holding({
    id: 'b',
    brokerId: 'b2',
    isin: 'INE002A01018',
    companyName: 'Reliance',
    sector: 'Energy',
    quantity: 2,
    last: 2500_00,
  }),
  holding({
    id: 'c',
    brokerId: 'b1',
    isin: 'INE040A01034',
    companyName: 'HDFC Bank',
    sector: 'Banking',
    quantity: 10,
    last: 1500_00,
  }),
  holding({
    id: 'd',
    brokerId: 'b2',
    isin: 'INE00XX01011',
    companyName: 'Tiny Co',
    sector: 'Banking',
    marketCap: 'SMALL',
    quantity: 100,
    last: 50_00,
  }),
  holding({
    id: 'e',
    brokerId: 'b2',
    isin: 'INE00YY01011',
    companyName: 'Mid Co',
    sector: 'IT',
    marketCap: 'MID',
    quantity: 5,
    last: 1000_00,
  }),
];
// Values: Reliance 30,000 · HDFC 15,000 · Tiny 5,000 · Mid 5,000 → total 55,000 rupees.

describe('groupHoldings', () => {
  it.each<[GroupBy, string[], string[], number[]]>([
    [
      'stocks',
      ['INE002A01018', 'INE040A01034', 'INE00YY01011', 'INE00XX01011'],
      ['Reliance', 'HDFC Bank', 'Mid Co', 'Tiny Co'],
      [5455, 2727, 909, 909],
    ],
    ['market_cap', ['LARGE', 'MID', 'SMALL'], ['Large cap', 'Mid cap', 'Small cap'], [8182, 909, 909]],
    ['sector', ['Energy', 'Banking', 'IT'], ['Energy', 'Banking', 'IT'], [5455, 3636, 909]],
    ['broker', ['b1', 'b2'], ['Zerodha', 'Groww'], [7273, 2727]],
  ])('by %s: keys %j, labels %j, shares %j', (by, keys, labels, shares) => {
    const names: Record<string, string> = { b1: 'Zerodha', b2: 'Groww' };
    const groups = groupHoldings(PORTFOLIO, by, { brokerName: (id) => names[id] ?? id });
    expect(groups.map((g) => g.key)).toEqual(keys);
    expect(groups.map((g) => g.label)).toEqual(labels);
    expect(groups.map((g) => g.shareBps)).toEqual(shares);
  });

  it('merges one ISIN held at two brokers into one stock', () => {
    const [reliance] = groupHoldings(PORTFOLIO, 'stocks');
    expect(reliance?.holdings.map((h) => h.id)).toEqual(['a', 'b']);
    expect(reliance?.performance.currentValuePaise).toBe(30_000_00);
    expect(reliance?.performance.holdingsCount).toBe(2);
  });

  it('labels brokers by id when no name is given', () => {
    expect(groupHoldings(PORTFOLIO, 'broker').map((g) => g.label)).toEqual(['b1', 'b2']);
  });

  it('gives no groups for no holdings', () => {
    expect(groupHoldings([], 'sector')).toEqual([]);
  });

  it.each<GroupBy>(['stocks', 'market_cap', 'sector', 'broker'])(
    'by %s conserves value, places every holding once and shares sum to 10000',
    (by) => {
      fc.assert(
        fc.property(holdingsArbitrary, (holdings) => {
          const total = portfolioPerformance(holdings);
          const groups = groupHoldings(holdings, by);
          const sumOf = (pick: (g: (typeof groups)[number]) => number): number =>
            groups.reduce((s, g) => s + pick(g), 0);
          expect(sumOf((g) => g.performance.currentValuePaise)).toBe(total.currentValuePaise);
          expect(sumOf((g) => g.performance.investedPaise)).toBe(total.investedPaise);
          expect(sumOf((g) => g.performance.dayChangePaise)).toBe(total.dayChangePaise);
          expect(sumOf((g) => g.holdings.length)).toBe(holdings.length);
          expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
          if (holdings.length > 0) expect(sumOf((g) => g.shareBps)).toBe(10000);
          for (let i = 1; i < groups.length; i += 1) {
            expect(groups[i - 1]?.performance.currentValuePaise).toBeGreaterThanOrEqual(
              groups[i]?.performance.currentValuePaise ?? 0,
            );
          }
        }),
      );
    },
  );
});
