import { describe, expect, it } from 'vitest';

import { fundCashFlows } from '@/domain/mutual-funds/fund-position';
import { fundPortfolio } from '@/domain/mutual-funds/portfolio';
import { xirr } from '@/domain/mutual-funds/xirr';

import { fund, line } from './fund-fixture';

// At a NAV of ₹60: 100 units are ₹6,000, 50 units ₹3,000, 25 units ₹1,500.
const flexi = fund([line('2024-01-10', 'purchase', 5000, 100)]);
const liquid = fund([line('2024-02-10', 'purchase', 2500, 50)], {
  folioId: 'F2',
  isin: 'INF000000029',
  name: 'Liquid Fund',
  amc: 'Beta Mutual Fund',
  category: 'debt',
  taxClass: 'debt',
});
const smallCap = fund([line('2024-03-10', 'purchase', 1000, 25)], {
  isin: 'INF000000037',
  name: 'Small Cap Fund',
});
const redeemed = fund(
  [line('2024-01-10', 'purchase', 1000, 20), line('2024-05-10', 'redemption', 1100, 20)],
  {
    isin: 'INF000000045',
    name: 'Arbitrage Fund',
    category: 'hybrid',
  },
);

describe('fundPortfolio', () => {
  const portfolio = fundPortfolio([smallCap, redeemed, flexi, liquid], '2024-09-10');

  it('adds up value, cost and gain', () => {
    expect(portfolio).toMatchObject({ valuePaise: 1_050_000, investedPaise: 850_000, gainPaise: 200_000 });
  });

  it('lists funds by value, the ones no longer held last', () => {
    expect(portfolio.funds.map((row) => row.fund.name)).toEqual([
      'Flexi Cap Fund - Direct Growth',
      'Liquid Fund',
      'Small Cap Fund',
      'Arbitrage Fund',
    ]);
    expect(portfolio.funds[3]?.position.unitsMilli).toBe(0);
  });

  it('splits the value by category and fund house in basis points that add up to 10 000', () => {
    // Equity ₹7,500 of ₹10,500 = 71.428…%, debt ₹3,000 = 28.571…%: the larger remainder gets the odd point.
    expect(portfolio.byCategory).toEqual([
      { key: 'equity', valuePaise: 750_000, shareBp: 7143 },
      { key: 'debt', valuePaise: 300_000, shareBp: 2857 },
    ]);
    expect(portfolio.byAmc).toEqual([
      { key: 'Alpha Mutual Fund', valuePaise: 750_000, shareBp: 7143 },
      { key: 'Beta Mutual Fund', valuePaise: 300_000, shareBp: 2857 },
    ]);
  });

  it('takes one XIRR over every fund’s flows', () => {
    const all = [smallCap, redeemed, flexi, liquid].flatMap((f) => {
      const value = portfolio.funds.find((row) => row.fund === f)!.position.valuePaise;
      return fundCashFlows(f, '2024-09-10', value);
    });
    expect(portfolio.xirr).toBeCloseTo(xirr(all)!, 12);
    expect(portfolio.xirr!).toBeGreaterThan(0);
  });

  it('is all zeros, with no shares and no XIRR, for no funds', () => {
    expect(fundPortfolio([], '2024-09-10')).toEqual({
      valuePaise: 0,
      investedPaise: 0,
      gainPaise: 0,
      xirr: null,
      funds: [],
      byCategory: [],
      byAmc: [],
    });
  });
});
