import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { spendAnalytics, type SpendTransaction } from '../../../../../sandbox/rules/cards/spend-analytics';

const t = (
  postedAt: string,
  amountPaise: number,
  category: string,
  type: 'DEBIT' | 'CREDIT' = 'DEBIT',
  cardId = 'c1',
): SpendTransaction => ({ cardId, postedAt, type, amountPaise, category });

describe('spendAnalytics', () => {
  it('buckets spend by month and category over the window, credits apart', () => {
    const result = spendAnalytics(
      [
        t('2025-01-31T18:00:00Z', 5000, 'Food & Dining'),
        t('2025-02-03T10:00:00Z', 20000, 'Shopping', 'DEBIT', 'c2'),
        t('2025-02-04T10:00:00Z', 5000, 'Food & Dining'),
        t('2025-03-01T10:00:00Z', 7000, 'Shopping', 'CREDIT'),
        t('2024-12-31T10:00:00Z', 99999, 'Travel'),
        t('2025-04-01T10:00:00Z', 99999, 'Travel'),
      ],
      3,
      '2025-03-15',
    );
    expect(result.byMonth).toEqual([
      { monthKey: '2025-01', spendPaise: 5000, creditsPaise: 0, transactionCount: 1 },
      { monthKey: '2025-02', spendPaise: 25000, creditsPaise: 0, transactionCount: 2 },
      { monthKey: '2025-03', spendPaise: 0, creditsPaise: 7000, transactionCount: 1 },
    ]);
    expect(result.byCategory).toEqual([
      { category: 'Shopping', spendPaise: 20000, shareBps: 6667, transactionCount: 1 },
      { category: 'Food & Dining', spendPaise: 10000, shareBps: 3333, transactionCount: 2 },
    ]);
    expect([...result.byCard.entries()]).toEqual([
      ['c1', 10000],
      ['c2', 20000],
    ]);
    expect(result.totalSpendPaise).toBe(30000);
    expect(result.totalCreditsPaise).toBe(7000);
  });

  it.each([
    [1, ['2025-03']],
    [2, ['2025-02', '2025-03']],
    [0, []],
  ])('a %i-month window lists %j even when empty', (months, keys) => {
    expect(spendAnalytics([], months, '2025-03-15').byMonth.map((m) => m.monthKey)).toEqual(keys);
  });

  it('months, categories and cards all add up to the same total', () => {
    const txn = fc.record({
      cardId: fc.constantFrom('a', 'b', 'c'),
      postedAt: fc
        .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2025, 11, 31) })
        .map((ms) => new Date(ms).toISOString()),
      type: fc.constantFrom('DEBIT' as const, 'CREDIT' as const),
      amountPaise: fc.integer({ min: 1, max: 1e8 }),
      category: fc.constantFrom('Food & Dining', 'Shopping', 'Travel', 'Fuel'),
    });
    fc.assert(
      fc.property(fc.array(txn, { maxLength: 60 }), fc.integer({ min: 1, max: 24 }), (txns, months) => {
        const r = spendAnalytics(txns, months, '2025-06-15');
        const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
        expect(r.byMonth).toHaveLength(months);
        expect(sum(r.byMonth.map((m) => m.spendPaise))).toBe(r.totalSpendPaise);
        expect(sum(r.byCategory.map((c) => c.spendPaise))).toBe(r.totalSpendPaise);
        expect(sum([...r.byCard.values()])).toBe(r.totalSpendPaise);
        expect(sum(r.byCategory.map((c) => c.transactionCount)) + 0).toBeLessThanOrEqual(txns.length);
        for (const c of r.byCategory) expect(c.shareBps).toBeLessThanOrEqual(10_000);
      }),
    );
  });
});
