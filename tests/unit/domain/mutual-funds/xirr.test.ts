import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { daysFromTo, isoDayFromNumber } from '@/domain/dates/iso-day';
import { type CashFlow, xirr } from '@/domain/mutual-funds/xirr';

const flow = (day: string, rupees: number): CashFlow => ({ day, amountPaise: rupees * 100 });

describe('xirr, examples to check by hand', () => {
  it('₹1,00,000 in, ₹1,10,000 out exactly 365 days later: 10 %', () => {
    expect(xirr([flow('2023-01-01', -100_000), flow('2024-01-01', 110_000)])).toBeCloseTo(0.1, 9);
  });

  it('₹1,00,000 in, ₹1,21,000 out 730 days later: 10 % a year, compounded', () => {
    expect(xirr([flow('2021-01-01', -100_000), flow('2023-01-01', 121_000)])).toBeCloseTo(0.1, 9);
  });

  it('counts actual days over 365: a leap year of 366 days earns a little less than 10 % a year', () => {
    // 1.1 ^ (365 / 366) − 1 = 0.0997366…
    expect(xirr([flow('2024-01-01', -100_000), flow('2025-01-01', 110_000)])).toBeCloseTo(
      1.1 ** (365 / 366) - 1,
      9,
    );
  });

  it("agrees with spreadsheet XIRR on Microsoft's documented example (0.373362535)", () => {
    // Excel's XIRR help: −10,000 on 1 Jan 2008, 2,750 on 1 Mar 2008, 4,250 on 30 Oct 2008, 3,250 on
    // 15 Feb 2009, 2,750 on 1 Apr 2009 give 0.373362535. By hand, at r = 0.373362535 the flows are
    // worth −10000 + 2750/1.3734^(60/365) + 4250/1.3734^(303/365) + 3250/1.3734^(411/365)
    // + 2750/1.3734^(456/365) = −10000 + 2610.3 + 3265.9 + 2273.7 + 1850.1 ≈ 0.
    const rate = xirr([
      flow('2008-01-01', -10_000),
      flow('2008-03-01', 2_750),
      flow('2008-10-30', 4_250),
      flow('2009-02-15', 3_250),
      flow('2009-04-01', 2_750),
    ]);
    expect(rate).toBeCloseTo(0.373362535, 8);
  });

  it('a loss is a negative rate: ₹1,00,000 in, ₹80,000 out a year later is −20 %', () => {
    expect(xirr([flow('2023-01-01', -100_000), flow('2024-01-01', 80_000)])).toBeCloseTo(-0.2, 9);
  });

  it('does not depend on the order the flows are given in', () => {
    expect(xirr([flow('2024-01-01', 110_000), flow('2023-01-01', -100_000)])).toBeCloseTo(0.1, 9);
  });

  it('is null with fewer than two flows, without both signs, or with no rate', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([flow('2023-01-01', -100)])).toBeNull();
    expect(xirr([flow('2023-01-01', -100), flow('2024-01-01', -100)])).toBeNull();
    expect(xirr([flow('2023-01-01', 100), flow('2024-01-01', 100)])).toBeNull();
    // In and out on one day: worth nothing at every rate, so no one rate.
    expect(xirr([flow('2023-01-01', -100), flow('2023-01-01', 100)])).toBeNull();
  });
});

const FIRST_DAY = 19_000; // 2022-01-08
/**
 * An investment: money paid in first, then flows of either sign from 60 days to 10 years later, each
 * between all of it taken out again and five times it received, at least one received.
 */
const investment = fc
  .tuple(
    fc.integer({ min: 10_000, max: 1_000_000_000 }),
    fc.array(fc.tuple(fc.integer({ min: 60, max: 3650 }), fc.integer({ min: -1000, max: 5000 })), {
      minLength: 1,
      maxLength: 12,
    }),
  )
  .map(([paidIn, later]) => [
    { day: isoDayFromNumber(FIRST_DAY), amountPaise: -paidIn },
    ...later.map(([offset, permille]) => ({
      day: isoDayFromNumber(FIRST_DAY + offset),
      amountPaise: Math.round((paidIn * permille) / 1000),
    })),
  ])
  .filter((flows) => flows.some((f) => f.amountPaise > 0));

/** The flows' value at `rate`, as a fraction of all the money that moved. */
function relativeNpv(flows: readonly CashFlow[], rate: number): number {
  const first = flows[0]!.day;
  const npv = flows.reduce(
    (sum, f) => sum + f.amountPaise / (1 + rate) ** (daysFromTo(first, f.day) / 365),
    0,
  );
  return npv / flows.reduce((sum, f) => sum + Math.abs(f.amountPaise), 0);
}

describe('xirr, for any investment', () => {
  it('finds a rate at which the flows are worth nothing', () => {
    fc.assert(
      fc.property(investment, (flows) => {
        const rate = xirr(flows);
        if (rate !== null) expect(Math.abs(relativeNpv(flows, rate))).toBeLessThan(1e-6);
      }),
    );
  });

  it('always finds the rate when all is paid in first and at least half of it comes back each time after', () => {
    fc.assert(
      fc.property(investment, (flows) => {
        const half = -flows[0]!.amountPaise / 2;
        const simple = flows.map((f, index) =>
          index === 0 ? f : { ...f, amountPaise: Math.max(half, Math.abs(f.amountPaise)) },
        );
        expect(xirr(simple)).not.toBeNull();
      }),
    );
  });

  it('keeps the rate when every flow is scaled', () => {
    fc.assert(
      fc.property(investment, fc.integer({ min: 2, max: 1000 }), (flows, factor) => {
        const rate = xirr(flows);
        const scaled = xirr(flows.map((f) => ({ ...f, amountPaise: f.amountPaise * factor })));
        if (rate === null) expect(scaled).toBeNull();
        else expect(Math.abs(scaled! - rate)).toBeLessThan(1e-6 * Math.max(1, Math.abs(rate)));
      }),
    );
  });
});
