import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  balanceAtEndOf,
  monthEndsBefore,
  portfolioValueAt,
  type PricePoint,
  principalOutstandingAt,
} from '../../../../../sandbox/rules/wealth/history';

describe('monthEndsBefore', () => {
  it('lists the month-ends before today, oldest first, across a year and February', () => {
    expect(monthEndsBefore('2026-03-10', 4)).toEqual([
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
    ]);
    expect(monthEndsBefore('2024-03-01', 1)).toEqual(['2024-02-29']);
  });

  it('does not count a month that ends today as ended', () => {
    expect(monthEndsBefore('2026-11-30', 1)).toEqual(['2026-10-31']);
  });

  it('gives twelve distinct month-ends, each the last day of its month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (date) => {
          const ends = monthEndsBefore(date.toISOString().slice(0, 10), 12);
          const nextDays = ends.map((end) => new Date(Date.parse(end) + 86_400_000).getUTCDate());
          return (
            new Set(ends).size === 12 &&
            nextDays.every((d) => d === 1) &&
            [...ends].sort().join() === ends.join()
          );
        },
      ),
    );
  });

  it('refuses a count that is not a whole number', () => {
    expect(() => monthEndsBefore('2026-03-10', -1)).toThrow(RangeError);
  });
});

describe('balanceAtEndOf', () => {
  const deltas = [
    { day: '2026-10-30', delta: 17_000_000 },
    { day: '2026-10-31', delta: -500_000 },
    { day: '2026-11-05', delta: -2_800_000 },
  ];

  it('undoes every change after the day and keeps those on it', () => {
    expect(balanceAtEndOf('2026-10-31', 40_000_000, deltas)).toBe(42_800_000);
    expect(balanceAtEndOf('2026-10-30', 40_000_000, deltas)).toBe(43_300_000);
    expect(balanceAtEndOf('2026-11-05', 40_000_000, deltas)).toBe(40_000_000);
  });
});

describe('the price of a stock on a day', () => {
  // One share bought long before: the holdings are worth the stock's price that day.
  const priceOn = (day: string, prints: readonly PricePoint[]) =>
    portfolioValueAt(
      day,
      [{ isin: 'INE002A01018', day: '2000-01-01', side: 'BUY', quantity: 1 }],
      () => prints,
    );
  const prints = [
    { day: '2026-01-11', price: 200_000 },
    { day: '2026-01-01', price: 100_000 },
  ];

  it('reads straight between the prints around the day, in whole paise', () => {
    expect(priceOn('2026-01-06', prints)).toBe(150_000);
    expect(
      priceOn('2026-01-04', [
        { day: '2026-01-01', price: 100 },
        { day: '2026-01-04', price: 101 },
      ]),
    ).toBe(101);
    expect(
      priceOn('2026-01-02', [
        { day: '2026-01-01', price: 100 },
        { day: '2026-01-04', price: 101 },
      ]),
    ).toBe(100);
  });

  it('holds the nearest print outside their range, and knows nothing without prints', () => {
    expect(priceOn('2025-12-01', prints)).toBe(100_000);
    expect(priceOn('2026-02-01', prints)).toBe(200_000);
    expect(priceOn('2026-01-11', prints)).toBe(200_000);
    expect(priceOn('2026-01-06', [])).toBe(0);
  });
});

describe('holdings over time', () => {
  const trades = [
    { isin: 'INE002A01018', day: '2026-01-05', side: 'BUY' as const, quantity: 10 },
    { isin: 'INE002A01018', day: '2026-03-05', side: 'BUY' as const, quantity: 5 },
    { isin: 'INE009A01021', day: '2026-02-01', side: 'BUY' as const, quantity: 4 },
    { isin: 'INE009A01021', day: '2026-04-01', side: 'SELL' as const, quantity: 4 },
  ];
  const prices = (isin: string) =>
    isin === 'INE002A01018' ? [{ day: '2026-01-01', price: 1_000 }] : [{ day: '2026-01-01', price: 500 }];

  it('holds what the trades add up to by that day, and nothing sold in full', () => {
    // A share of one stock is worth 1, of the other 1,000: the value spells out both quantities.
    const units = (isin: string) => [{ day: '2026-01-01', price: isin === 'INE002A01018' ? 1 : 1_000 }];
    expect(portfolioValueAt('2026-02-28', trades, units)).toBe(10 + 4 * 1_000);
    expect(portfolioValueAt('2026-04-30', trades, units)).toBe(15);
    expect(portfolioValueAt('2025-12-31', trades, units)).toBe(0);
  });

  it('values each stock at its price that day', () => {
    expect(portfolioValueAt('2026-02-28', trades, prices)).toBe(10 * 1_000 + 4 * 500);
    expect(portfolioValueAt('2026-04-30', trades, prices)).toBe(15 * 1_000);
  });
});

describe('principalOutstandingAt', () => {
  const loans = [
    {
      amount: 5_000_000,
      disbursedOn: '2026-02-10',
      principalPaid: [
        { day: '2026-03-15', principal: 400_000 },
        { day: '2026-04-15', principal: 405_000 },
      ],
    },
  ];

  it('is what was drawn by then less the principal repaid by then', () => {
    expect(principalOutstandingAt('2026-01-31', loans)).toBe(0);
    expect(principalOutstandingAt('2026-02-28', loans)).toBe(5_000_000);
    expect(principalOutstandingAt('2026-03-31', loans)).toBe(4_600_000);
    expect(principalOutstandingAt('2026-04-30', loans)).toBe(4_195_000);
  });
});
