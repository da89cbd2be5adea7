import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { paise } from '@/domain/money/paise';

import { type CashFlow, tradeCashFlows, xirr } from '../../../../../sandbox/rules/portfolio/xirr';

describe('xirr', () => {
  it("matches Excel's documented XIRR example (37.34 %)", () => {
    const flows: CashFlow[] = [
      { date: '2008-01-01', amountPaise: -10000 },
      { date: '2008-03-01', amountPaise: 2750 },
      { date: '2008-10-30', amountPaise: 4250 },
      { date: '2009-02-15', amountPaise: 3250 },
      { date: '2009-04-01', amountPaise: 2750 },
    ];
    expect(xirr(flows)).toBeCloseTo(0.373362535, 6);
  });

  it.each<[string, CashFlow[], number | null]>([
    [
      'doubling in a year',
      [
        { date: '2023-01-01', amountPaise: -100 },
        { date: '2024-01-01', amountPaise: 200 },
      ],
      1,
    ],
    [
      'flat',
      [
        { date: '2023-01-01', amountPaise: -100 },
        { date: '2024-01-01', amountPaise: 100 },
      ],
      0,
    ],
    [
      'halving',
      [
        { date: '2023-01-01', amountPaise: -100 },
        { date: '2024-01-01', amountPaise: 50 },
      ],
      -0.5,
    ],
    [
      'instants read as their date',
      [
        { date: '2023-01-01T09:15:00Z', amountPaise: -100 },
        { date: '2024-01-01T15:30:00Z', amountPaise: 110 },
      ],
      0.1,
    ],
    [
      'a near-total loss',
      [
        { date: '2023-01-01', amountPaise: -1_000_000 },
        { date: '2024-01-01', amountPaise: 1 },
      ],
      -0.999999,
    ],
    [
      'only outflows',
      [
        { date: '2023-01-01', amountPaise: -100 },
        { date: '2024-01-01', amountPaise: -100 },
      ],
      null,
    ],
    ['no flows', [], null],
    [
      'a malformed date',
      [
        { date: '2023-02-30', amountPaise: -100 },
        { date: '2024-01-01', amountPaise: 200 },
      ],
      null,
    ],
    [
      'not a date',
      [
        { date: 'soon', amountPaise: -100 },
        { date: '2024-01-01', amountPaise: 200 },
      ],
      null,
    ],
  ])('%s', (_name, flows, rate) => {
    const result = xirr(flows);
    if (rate === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(rate, 6);
  });

  it('recovers the rate that generated a single investment and its value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.9, max: 5, noNaN: true }),
        fc.integer({ min: 30, max: 3650 }),
        fc.integer({ min: 1000, max: 1e9 }),
        (rate, days, invested) => {
          const end = new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
          const value = Math.round(invested * (1 + rate) ** (days / 365));
          fc.pre(value > 0);
          const found = xirr([
            { date: '2020-01-01', amountPaise: -invested },
            { date: end, amountPaise: value },
          ]);
          expect(found).not.toBeNull();
          // Rounding the value to whole paise moves the rate a little on short, small investments.
          const recomputed = Math.round(invested * (1 + (found ?? 0)) ** (days / 365));
          expect(Math.abs(recomputed - value)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('tradeCashFlows', () => {
  it('makes buys negative, sales positive and adds today’s value', () => {
    expect(
      tradeCashFlows(
        [
          { side: 'BUY', quantity: 10, pricePaise: 100_00, tradedAt: '2024-01-05T10:00:00Z' },
          { side: 'SELL', quantity: 4, pricePaise: 150_00, tradedAt: '2024-06-05T10:00:00Z' },
        ],
        paise(900_00),
        '2025-01-05',
      ),
    ).toEqual([
      { date: '2024-01-05T10:00:00Z', amountPaise: -1000_00 },
      { date: '2024-06-05T10:00:00Z', amountPaise: 600_00 },
      { date: '2025-01-05', amountPaise: 900_00 },
    ]);
  });
});
