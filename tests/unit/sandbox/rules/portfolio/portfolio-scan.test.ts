import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { scanPortfolio } from '../../../../../sandbox/rules/portfolio/portfolio-scan';
import { holding, holdingsArbitrary } from './holding-fixtures';

const PORTFOLIO = [
  holding({
    id: 'a',
    brokerId: 'b1',
    isin: 'I1',
    companyName: 'Reliance',
    sector: 'Energy',
    quantity: 10,
    last: 2500_00,
  }),
  holding({
    id: 'b',
    brokerId: 'b2',
    isin: 'I1',
    companyName: 'Reliance',
    sector: 'Energy',
    quantity: 2,
    last: 2500_00,
  }),
  holding({
    id: 'c',
    brokerId: 'b1',
    isin: 'I2',
    companyName: 'HDFC Bank',
    sector: 'Banking',
    quantity: 10,
    last: 1500_00,
  }),
  holding({
    id: 'd',
    brokerId: 'b2',
    isin: 'I3',
    companyName: 'Tiny Co',
    sector: 'Banking',
    marketCap: 'SMALL',
    quantity: 100,
    last: 50_00,
  }),
  holding({
    id: 'e',
    brokerId: 'b2',
    isin: 'I4',
    companyName: 'Mid Co',
    sector: 'IT',
    marketCap: 'MID',
    quantity: 5,
    last: 1000_00,
  }),
];

describe('scanPortfolio', () => {
  it('finds the concentration of a known portfolio', () => {
    const scan = scanPortfolio(PORTFOLIO);
    expect(scan).toMatchObject({
      holdingsCount: 5,
      stocksCount: 4,
      sectorsCount: 3,
      topHolding: { key: 'I1', label: 'Reliance', valuePaise: 30_000_00, shareBps: 5455, stocksCount: 1 },
      topThreeShareBps: 9091,
      stocksAboveReferenceCount: 2,
      topSector: { key: 'Energy', label: 'Energy', shareBps: 5455, stocksCount: 1 },
      smallCaps: { stocksCount: 1, valuePaise: 5_000_00, shareBps: 909 },
    });
  });

  it.each([
    ['SPREAD', 'info', 'You hold 4 stocks across 3 sectors.'],
    ['TOP_HOLDING', 'info', 'Reliance is your largest holding: 54.6% of your portfolio.'],
    [
      'SINGLE_STOCK_ABOVE_REFERENCE',
      'attention',
      "2 stocks are each more than 10% of your portfolio, the limit SEBI sets for a mutual fund's holding in any one company.",
    ],
    ['TOP_THREE', 'info', 'Your three largest holdings make up 90.9% of your portfolio.'],
    ['TOP_SECTOR', 'info', 'Energy is your largest sector: 54.6% of your portfolio across 1 stock.'],
    ['SMALL_CAPS', 'info', '1 of your 4 stocks is a small cap: 9.1% of your portfolio.'],
  ])('notes %s (%s): %s', (code, level, text) => {
    expect(scanPortfolio(PORTFOLIO).notes).toContainEqual({ code, level, text });
  });

  it('says so when there are no small caps and skips the top three for three stocks or fewer', () => {
    const notes = scanPortfolio(PORTFOLIO.slice(0, 3)).notes;
    expect(notes.find((n) => n.code === 'SMALL_CAPS')?.text).toBe('None of your stocks is a small cap.');
    expect(notes.some((n) => n.code === 'TOP_THREE')).toBe(false);
  });

  it('gives zeros, nulls and no notes for no holdings', () => {
    expect(scanPortfolio([])).toEqual({
      holdingsCount: 0,
      stocksCount: 0,
      sectorsCount: 0,
      topHolding: null,
      topThreeShareBps: 0,
      stocksAboveReferenceCount: 0,
      topSector: null,
      smallCaps: { stocksCount: 0, valuePaise: 0, shareBps: 0 },
      notes: [],
    });
  });

  it('never throws and keeps shares within 0…10000 for any holdings', () => {
    fc.assert(
      fc.property(holdingsArbitrary, (holdings) => {
        const scan = scanPortfolio(holdings);
        for (const bps of [scan.topThreeShareBps, scan.smallCaps.shareBps, scan.topHolding?.shareBps ?? 0]) {
          expect(bps).toBeGreaterThanOrEqual(0);
          expect(bps).toBeLessThanOrEqual(10000);
        }
        expect(scan.stocksAboveReferenceCount).toBeLessThanOrEqual(scan.stocksCount);
      }),
    );
  });
});
