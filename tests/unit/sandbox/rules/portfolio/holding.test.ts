import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  combinePerformance,
  holdingPerformance,
  portfolioPerformance,
} from '../../../../../sandbox/rules/portfolio/holding';
import { holding, holdingsArbitrary } from './holding-fixtures';

// A holding's return is `part / whole` in bps: one share bought at `whole` paise, now worth
// `whole + part`, so its P&L is `part` on `whole` invested.
function ratioBps(part: number, whole: number): number | null {
  return holdingPerformance(holding({ quantity: 1, avg: whole, last: whole + part })).overallReturnBps;
}

describe('percentages in basis points', () => {
  it.each([
    [1, 4, 2500],
    [-1, 4, -2500],
    [1, 3, 3333],
    [2, 3, 6667],
    [-2, 3, -6667],
    [1, 20_000, 1],
    [1, 20_001, 0],
    [-1, 20_000, -1],
    [0, 5, 0],
    [5, 0, null],
    [Number.NaN, 5, null],
  ])('%s / %s → %s bps', (part, whole, bps) => {
    expect(ratioBps(part, whole)).toBe(bps);
  });

  it('never gives -0', () => {
    expect(Object.is(ratioBps(-1, 1_000_000), 0)).toBe(true);
  });
});

describe('holdingPerformance', () => {
  it.each([
    // quantity, avg, last, prev → current, invested, pnl, return bps, day change, day bps
    [10, 100_00, 120_00, 110_00, 1200_00, 1000_00, 200_00, 2000, 100_00, 909],
    [5, 250_00, 200_00, 210_00, 1000_00, 1250_00, -250_00, -2000, -50_00, -476],
    [1, 0, 50_00, 50_00, 50_00, 0, 50_00, null, 0, 0],
    [3, 100_00, 100_00, 0, 300_00, 300_00, 0, 0, 300_00, null],
  ])(
    'qty %s avg %s last %s prev %s',
    (quantity, avg, last, prev, current, invested, pnl, returnBps, dayChange, dayBps) => {
      const performance = holdingPerformance(holding({ quantity, avg, last, prev }));
      expect(performance).toEqual({
        currentValuePaise: current,
        investedPaise: invested,
        pnlPaise: pnl,
        previousValuePaise: quantity * prev,
        dayChangePaise: dayChange,
        overallReturnBps: returnBps,
        dayChangeBps: dayBps,
        holdingsCount: 1,
      });
    },
  );
});

describe('combinePerformance', () => {
  it('adds paise and recomputes percentages from the sums (value-weighted)', () => {
    const a = holdingPerformance(holding({ quantity: 1, avg: 100_00, last: 200_00, prev: 100_00 }));
    const b = holdingPerformance(holding({ quantity: 1, avg: 300_00, last: 300_00, prev: 300_00 }));
    const both = combinePerformance([a, b]);
    expect(both.currentValuePaise).toBe(500_00);
    expect(both.investedPaise).toBe(400_00);
    expect(both.overallReturnBps).toBe(2500); // not the average of 10000 and 0
    expect(both.dayChangeBps).toBe(2500);
    expect(both.holdingsCount).toBe(2);
  });

  it('gives zeros and null percentages for nothing', () => {
    expect(portfolioPerformance([])).toEqual({
      currentValuePaise: 0,
      investedPaise: 0,
      pnlPaise: 0,
      previousValuePaise: 0,
      dayChangePaise: 0,
      overallReturnBps: null,
      dayChangeBps: null,
      holdingsCount: 0,
    });
  });

  it('keeps every amount an integer and P&L = current − invested for any holdings', () => {
    fc.assert(
      fc.property(holdingsArbitrary, (holdings) => {
        const total = portfolioPerformance(holdings);
        expect(Number.isSafeInteger(total.currentValuePaise)).toBe(true);
        expect(total.pnlPaise).toBe(total.currentValuePaise - total.investedPaise);
        expect(total.dayChangePaise).toBe(total.currentValuePaise - total.previousValuePaise);
        expect(total.holdingsCount).toBe(holdings.length);
      }),
    );
  });
});
