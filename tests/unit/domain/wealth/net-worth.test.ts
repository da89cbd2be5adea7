import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { paise, type Paise } from '@/domain/money/paise';
import { changeSince, netWorth } from '@/domain/wealth/net-worth';

const p = (n: number) => paise(n);

describe('netWorth', () => {
  it('adds banks, stocks and funds and takes away card dues and the credit line, in paise', () => {
    expect(
      netWorth({
        banks: p(49_058_341),
        stocks: p(89_444_285),
        funds: p(22_184_687),
        cards: p(4_320_822),
        instaCash: p(8_750_757),
      }),
    ).toEqual({ total: 147_615_734, assets: 160_687_313, liabilities: 13_071_579 });
  });

  it('keeps every paisa where rupee floats would drift (0.10 + 0.20)', () => {
    expect(netWorth({ banks: p(10), stocks: p(20), funds: null, cards: null, instaCash: null })?.total).toBe(
      30,
    );
  });

  it('counts a part that is not linked as nothing, and has no net worth when nothing is linked', () => {
    expect(netWorth({ banks: p(100_000), stocks: null, funds: null, cards: null, instaCash: null })).toEqual({
      total: 100_000,
      assets: 100_000,
      liabilities: 0,
    });
    expect(netWorth({ banks: null, stocks: null, funds: null, cards: null, instaCash: null })).toBeNull();
  });

  it('goes below zero when more is owed than owned', () => {
    expect(
      netWorth({ banks: p(5_000), stocks: null, funds: null, cards: p(20_000), instaCash: p(1_000) })?.total,
    ).toBe(-16_000);
  });

  it('refuses a part that is not whole paise', () => {
    expect(() =>
      netWorth({ banks: 10.5 as Paise, stocks: null, funds: null, cards: null, instaCash: null }),
    ).toThrow(/banks/);
  });

  it('is assets minus liabilities for any whole amounts, and stays an integer', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 10 ** 13 }), { nil: null });
    fc.assert(
      fc.property(amount, amount, amount, amount, amount, (banks, stocks, funds, cards, instaCash) => {
        const result = netWorth({
          banks: banks === null ? null : p(banks),
          stocks: stocks === null ? null : p(stocks),
          funds: funds === null ? null : p(funds),
          cards: cards === null ? null : p(cards),
          instaCash: instaCash === null ? null : p(instaCash),
        });
        if ([banks, stocks, funds, cards, instaCash].every((v) => v === null)) return result === null;
        const expected = (banks ?? 0) + (stocks ?? 0) + (funds ?? 0) - (cards ?? 0) - (instaCash ?? 0);
        return result !== null && result.total === expected && Number.isInteger(result.total);
      }),
    );
  });
});

describe('changeSince', () => {
  it('gives the amount and the percent of the earlier figure in basis points', () => {
    expect(changeSince(p(110_000), p(100_000))).toEqual({ amount: 10_000, bps: 1000 });
    expect(changeSince(p(125_431_047), p(148_803_469))).toEqual({ amount: -23_372_422, bps: -1571 });
  });

  it('has no percent from zero, and measures against the size of a negative base', () => {
    expect(changeSince(p(500), p(0))).toEqual({ amount: 500, bps: null });
    expect(changeSince(p(-50), p(-100))).toEqual({ amount: 50, bps: 5000 });
  });

  it('reads an unchanged figure as 0, never -0', () => {
    expect(Object.is(changeSince(p(100), p(100)).bps, 0)).toBe(true);
  });
});
