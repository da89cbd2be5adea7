/** Unit splits and bonus units, worked by hand: lots, gains, holding periods, cash flows and NAVs. */
import { describe, expect, it } from 'vitest';

import { fundPortfolioSchema } from '@/api/schemas/mutual-funds';
import { fundGains } from '@/domain/capital-gains/from-fund-lines';
import { type FundLine } from '@/domain/mutual-funds/fund-lines';
import { fundCashFlows, fundPosition } from '@/domain/mutual-funds/fund-position';
import { adjustedNavs, navActions } from '@/domain/mutual-funds/nav-adjust';

import { fund, line } from './fund-fixture';

const action = (day: string, kind: 'split' | 'bonus', units: number, from: number, to: number): FundLine => ({
  ...line(day, kind, 0, units),
  ratio: { from, to },
});

describe('a unit split', () => {
  // ₹10,000 for 100 units at ₹100, ₹9,000 for 100 at ₹90; a 1:10 split makes them 1,000 and 1,000
  // (1,800 units added); 1,500 units redeemed at ₹11 for ₹16,500.
  const lines = [
    line('2022-01-10', 'purchase', 10_000, 100),
    line('2022-06-10', 'purchase', 9_000, 100),
    action('2023-01-02', 'split', 1_800, 1, 10),
    line('2023-03-01', 'redemption', 16_500, 1_500),
  ];

  it('multiplies every lot, keeps its cost and date: FIFO takes all the first lot and half the second', () => {
    const { pieces } = fundGains([fund(lines)]);
    // Proceeds by units: 1,000/1,500 of ₹16,500 is ₹11,000; the rest ₹5,500. Cost of half the second lot: ₹4,500.
    expect(pieces.map((p) => [p.buyDay, p.units, p.costPaise, p.proceedsPaise, p.gainPaise, p.term])).toEqual(
      [
        ['2022-01-10', 1_000_000, 10_000_00, 11_000_00, 1_000_00, 'long'],
        ['2022-06-10', 500_000, 4_500_00, 5_500_00, 1_000_00, 'short'],
      ],
    );
  });

  it('leaves the rest of the second lot at its cost and date, worth units × the post-split NAV', () => {
    // NAV ₹11.5 after the split: 500 units are ₹5,750, against ₹4,500 paid.
    const position = fundPosition(fund(lines, { navHundredthPaise: 115_000 }), '2023-03-10');
    expect(position.openLots.map((lot) => [lot.buyDay, lot.unitsMilli, lot.costPaise])).toEqual([
      ['2022-06-10', 500_000, 4_500_00],
    ]);
    expect([position.valuePaise, position.investedPaise, position.gainPaise]).toEqual([
      5_750_00, 4_500_00, 1_250_00,
    ]);
  });

  it('is no cash flow: the XIRR sees only the two purchases, the redemption and the value', () => {
    const flows = fundCashFlows(fund(lines), '2023-03-10', 5_750_00);
    expect(flows).toEqual([
      { day: '2022-01-10', amountPaise: -10_000_00 },
      { day: '2022-06-10', amountPaise: -9_000_00 },
      { day: '2023-03-01', amountPaise: 16_500_00 },
      { day: '2023-03-10', amountPaise: 5_750_00 },
    ]);
  });
});

describe('bonus units', () => {
  // 100 units for ₹10,000 in January 2023; 1:1 bonus on 1 March 2024 (100 units at nil cost);
  // 150 units redeemed on 2 September 2024 at ₹80 for ₹12,000.
  const lines = [
    line('2023-01-02', 'purchase', 10_000, 100),
    action('2024-03-01', 'bonus', 100, 1, 1),
    line('2024-09-02', 'redemption', 12_000, 150),
  ];

  it('are sold after the original units: the bonus piece gains all its proceeds, short term from allotment', () => {
    const { pieces } = fundGains([fund(lines)]);
    expect(
      pieces.map((p) => [p.buyDay, p.units, p.costPaise, p.proceedsPaise, p.gainPaise, p.term, p.bonus]),
    ).toEqual([
      // The original units: a loss of ₹2,000, long term (held since January 2023).
      ['2023-01-02', 100_000, 10_000_00, 8_000_00, -2_000_00, 'long', false],
      // The bonus units: nil cost, so the whole ₹4,000 is gain; held six months from allotment.
      ['2024-03-01', 50_000, 0, 4_000_00, 4_000_00, 'short', true],
    ]);
  });

  it('left over are a lot at nil cost dated the allotment, long term a year after it', () => {
    const position = fundPosition(fund(lines), '2024-09-10');
    expect(position.openLots).toEqual([{ buyDay: '2024-03-01', unitsMilli: 50_000, costPaise: 0 }]);
    expect(position.investedPaise).toBe(0);
  });

  it('are no cash flow', () => {
    expect(fundCashFlows(fund(lines), '2024-09-10', 0).map((f) => f.day)).toEqual([
      '2023-01-02',
      '2024-09-02',
    ]);
  });
});

describe('the NAV history around a split and a bonus', () => {
  const split = action('2023-01-02', 'split', 900, 1, 10);
  const bonus = action('2024-03-01', 'bonus', 1_000, 1, 1);

  it('takes each action once, however many folios report it', () => {
    expect(navActions([split, bonus, split])).toEqual([
      { day: '2023-01-02', kind: 'split', factor: 10 },
      { day: '2024-03-01', kind: 'bonus', factor: 2 },
    ]);
  });

  it('divides each NAV before an action by the units one unit became, and keeps the rest as published', () => {
    const points = [
      { day: '2022-12-30', nav_hundredth_paise: 1_000_000 },
      { day: '2023-01-02', nav_hundredth_paise: 101_000 },
      { day: '2024-02-29', nav_hundredth_paise: 120_000 },
      { day: '2024-03-01', nav_hundredth_paise: 60_500 },
    ];
    expect(adjustedNavs(points, navActions([split, bonus])).map((p) => p.nav_hundredth_paise)).toEqual([
      50_000, 50_500, 60_000, 60_500,
    ]);
  });
});

describe('the contract', () => {
  const portfolio = (transaction: Record<string, unknown>) => ({
    as_of: '2024-03-10',
    folios: [
      {
        folio_id: 'f',
        folio_number: '1',
        amc: 'A',
        registrar: 'CAMS',
        source: 'cas',
        schemes: [
          {
            isin: 'INF769K01AX2',
            amfi_code: '118825',
            name: 'N',
            amc: 'A',
            plan: 'direct',
            option: 'growth',
            category: 'equity',
            sub_category: 'Large Cap Fund',
            tax_class: 'equity',
            nav_hundredth_paise: 1,
            nav_day: '2024-03-08',
            nav_2018_hundredth_paise: null,
            transactions: [
              {
                transaction_id: 't',
                day: '2024-03-01',
                amount_paise: 0,
                units_milli: 1,
                nav_hundredth_paise: 1,
                ...transaction,
              },
            ],
          },
        ],
      },
    ],
  });
  const parses = (transaction: Record<string, unknown>) =>
    fundPortfolioSchema.safeParse(portfolio(transaction)).success;

  it('takes a split or bonus only with a ratio of whole positive numbers, and a ratio on no other line', () => {
    expect(parses({ kind: 'split', ratio: { from: 1, to: 10 } })).toBe(true);
    expect(parses({ kind: 'bonus', ratio: { from: 2, to: 1 } })).toBe(true);
    expect(parses({ kind: 'split' })).toBe(false);
    expect(parses({ kind: 'split', ratio: { from: 0, to: 10 } })).toBe(false);
    expect(parses({ kind: 'bonus', ratio: { from: 1, to: 1.5 } })).toBe(false);
    expect(parses({ kind: 'purchase', ratio: { from: 1, to: 1 } })).toBe(false);
    expect(parses({ kind: 'purchase' })).toBe(true);
  });
});
