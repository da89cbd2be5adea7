// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PAYMENT_MODES } from '@/domain/spending/payment-mode';

import {
  flowBy,
  isCountable,
  isSelfTransfer,
  moneyFlow,
  spendingBy,
  topCounterparties,
  totalOf,
  type SpendingGrouping,
  type SpendingTxn,
} from '../../../../../sandbox/rules/spending/aggregate';

function txn(overrides: Partial<SpendingTxn>): SpendingTxn {
  return {
    posted_at: '2025-03-10T06:00:00.000Z',
    type: 'DEBIT',
    amount_paise: 100_00,
    category: 'Food & Dining',
    payment_mode: 'UPI',
    counterparty: 'Swiggy',
    account_id: 'acc-hdfc',
    ...overrides,
  };
}

const SAMPLE: SpendingTxn[] = [
  txn({ amount_paise: 450_00, counterparty: 'Swiggy' }),
  txn({ amount_paise: 550_00, counterparty: 'Zomato', posted_at: '2025-03-31T19:00:00Z' }), // April in IST
  txn({ amount_paise: 2_000_00, category: 'Groceries', payment_mode: 'CARD', counterparty: 'DMart' }),
  txn({
    amount_paise: 25_000_00,
    category: 'Rent & Housing',
    payment_mode: 'BANK_TRANSFER',
    counterparty: 'Landlord',
  }),
  txn({
    type: 'CREDIT',
    amount_paise: 90_000_00,
    category: 'Income',
    payment_mode: 'BANK_TRANSFER',
    counterparty: 'Acme',
  }),
  // A move to the user's own SBI account: neither spending nor money in/out.
  txn({
    amount_paise: 30_000_00,
    category: 'Transfers',
    payment_mode: 'BANK_TRANSFER',
    counterparty: 'Self (SBI)',
  }),
  txn({
    type: 'CREDIT',
    amount_paise: 30_000_00,
    category: 'Transfers',
    payment_mode: 'BANK_TRANSFER',
    counterparty: 'Self (HDFC)',
    account_id: 'acc-sbi',
  }),
  // Money sent to family is a real outflow.
  txn({
    amount_paise: 10_000_00,
    category: 'Transfers',
    payment_mode: 'BANK_TRANSFER',
    counterparty: 'Sunita Sharma',
  }),
];

describe('isSelfTransfer', () => {
  it.each([
    ['Transfers', 'Self (SBI)', true],
    ['Transfers', 'self', true],
    ['Transfers', '  SELF transfer', true],
    ['Transfers', 'Own account XX1234', true],
    ['Transfers', 'Selfridges', false],
    ['Transfers', 'Sunita Sharma', false],
    ['Shopping', 'Self (SBI)', false],
  ])('category %s, counterparty %s → %s', (category, counterparty, expected) => {
    expect(isSelfTransfer({ category, counterparty })).toBe(expected);
  });
});

describe('isCountable', () => {
  it.each([
    [txn({}), true],
    [txn({ amount_paise: 0 }), false],
    [txn({ amount_paise: -5 }), false],
    [txn({ amount_paise: 1.5 }), false],
    [txn({ amount_paise: Number.NaN }), false],
    [txn({ type: 'REVERSAL' as SpendingTxn['type'] }), false],
    [txn({ category: 'Transfers', counterparty: 'Self' }), false],
  ])('%o → %s', (record, expected) => {
    expect(isCountable(record)).toBe(expected);
  });
});

describe('moneyFlow', () => {
  it('sums money in and out per IST month, oldest first, without self-transfers', () => {
    expect(moneyFlow(SAMPLE)).toEqual([
      { month_key: '2025-03', money_in_paise: 90_000_00, money_out_paise: 37_450_00, net_paise: 52_550_00 },
      { month_key: '2025-04', money_in_paise: 0, money_out_paise: 550_00, net_paise: -550_00 },
    ]);
  });

  it.each([
    ['nothing', []],
    ['only self-transfers', SAMPLE.filter((t) => t.counterparty.startsWith('Self'))],
    ['only unreadable rows', [txn({ posted_at: 'yesterday' }), txn({ amount_paise: 0 })]],
  ])('is empty for %s', (_name, txns) => {
    expect(moneyFlow(txns)).toEqual([]);
  });

  it('reads months in another zone when told', () => {
    expect(moneyFlow([txn({ posted_at: '2025-03-31T19:00:00Z' })], 'UTC')[0]?.month_key).toBe('2025-03');
  });
});

describe('spendingBy', () => {
  it('groups by category, largest first, shares summing to 10,000', () => {
    expect(spendingBy(SAMPLE, 'category')).toEqual([
      { key: 'Rent & Housing', label: 'Rent & Housing', total_paise: 25_000_00, count: 1, share_bps: 6579 },
      { key: 'Transfers', label: 'Transfers', total_paise: 10_000_00, count: 1, share_bps: 2632 },
      { key: 'Groceries', label: 'Groceries', total_paise: 2_000_00, count: 1, share_bps: 526 },
      { key: 'Food & Dining', label: 'Food & Dining', total_paise: 1_000_00, count: 2, share_bps: 263 },
    ]);
  });

  it('groups by month, oldest first, with readable labels', () => {
    expect(spendingBy(SAMPLE, 'month').map((g) => [g.key, g.label, g.total_paise, g.count])).toEqual([
      ['2025-03', 'Mar 2025', 37_450_00, 4],
      ['2025-04', 'Apr 2025', 550_00, 1],
    ]);
  });

  it('groups by payment mode with the labels of the legend', () => {
    expect(spendingBy(SAMPLE, 'payment').map((g) => [g.key, g.label, g.total_paise])).toEqual([
      ['BANK_TRANSFER', 'Bank transfer', 35_000_00],
      ['CARD', 'Card', 2_000_00],
      ['UPI', 'UPI', 1_000_00],
    ]);
  });

  it('breaks ties by key so the order never depends on input order', () => {
    const tied = [txn({ category: 'B' }), txn({ category: 'A' })];
    expect(spendingBy(tied, 'category').map((g) => [g.key, g.share_bps])).toEqual([
      ['A', 5000],
      ['B', 5000],
    ]);
    expect(spendingBy([...tied].reverse(), 'category')).toEqual(spendingBy(tied, 'category'));
  });

  it('labels an unknown payment mode with itself', () => {
    const odd = txn({ payment_mode: 'CRYPTO' as SpendingTxn['payment_mode'] });
    expect(spendingBy([odd], 'payment')[0]).toMatchObject({
      key: 'CRYPTO',
      label: 'CRYPTO',
      share_bps: 10_000,
    });
  });

  it('counts credits with flowBy', () => {
    expect(flowBy(SAMPLE, 'CREDIT', 'category')).toEqual([
      { key: 'Income', label: 'Income', total_paise: 90_000_00, count: 1, share_bps: 10_000 },
    ]);
  });
});

describe('topCounterparties', () => {
  it.each([
    [2, ['Landlord', 'Sunita Sharma']],
    [0, []],
    [-3, []],
    [Number.NaN, []],
    [2.9, ['Landlord', 'Sunita Sharma']],
    [Number.POSITIVE_INFINITY, ['Landlord', 'Sunita Sharma', 'DMart', 'Zomato', 'Swiggy']],
  ])('top %s', (n, names) => {
    expect(topCounterparties(SAMPLE, n).map((g) => g.key)).toEqual(names);
  });

  it('ranks payers for credits', () => {
    expect(topCounterparties(SAMPLE, 3, 'CREDIT').map((g) => g.key)).toEqual(['Acme']);
  });
});

// Arbitrary records: any strings, any numbers, both directions, some self-transfers.
const arbitraryTxn: fc.Arbitrary<SpendingTxn> = fc.record({
  posted_at: fc.oneof(
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    fc.string(),
  ),
  type: fc.constantFrom('CREDIT', 'DEBIT', 'OTHER') as fc.Arbitrary<SpendingTxn['type']>,
  amount_paise: fc.oneof(fc.integer({ min: 1, max: 1e11 }), fc.double(), fc.integer({ min: -1e6, max: 0 })),
  category: fc.constantFrom('Food & Dining', 'Transfers', 'Income', 'Shopping', ''),
  payment_mode: fc.constantFrom(...PAYMENT_MODES),
  counterparty: fc.oneof(fc.constantFrom('Self (SBI)', 'Swiggy', 'Mother', ' '), fc.string()),
  account_id: fc.constantFrom('a', 'b'),
});
const groupings: SpendingGrouping[] = ['month', 'category', 'payment'];

describe('properties', () => {
  it('conserve totals: every grouping sums to the countable debits', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryTxn, { maxLength: 200 }),
        fc.constantFrom(...groupings),
        (txns, grouping) => {
          const debits = moneyFlow(txns).reduce((sum, month) => sum + month.money_out_paise, 0);
          const groups = spendingBy(txns, grouping);
          expect(totalOf(groups)).toBe(debits);
          expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(
            txns.filter((t) => t.type === 'DEBIT' && isCountable(t) && moneyFlow([t]).length === 1).length,
          );
        },
      ),
    );
  });

  it('give shares that sum to exactly 10,000 whenever something was spent', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryTxn, { maxLength: 200 }),
        fc.constantFrom(...groupings),
        (txns, grouping) => {
          const groups = spendingBy(txns, grouping);
          const shares = groups.reduce((sum, g) => sum + g.share_bps, 0);
          expect(shares).toBe(totalOf(groups) > 0 ? 10_000 : 0);
          for (const g of groups) expect(Number.isInteger(g.share_bps) && g.share_bps >= 0).toBe(true);
        },
      ),
    );
  });

  it('never throw and keep net = in − out', () => {
    fc.assert(
      fc.property(fc.array(arbitraryTxn, { maxLength: 100 }), fc.integer({ min: -5, max: 50 }), (txns, n) => {
        for (const month of moneyFlow(txns)) {
          expect(month.net_paise).toBe(month.money_in_paise - month.money_out_paise);
        }
        expect(topCounterparties(txns, n).length).toBeLessThanOrEqual(Math.max(0, n));
        expect(() => flowBy(txns, 'CREDIT', 'payment')).not.toThrow();
      }),
    );
  });

  it('leave self-transfers out of every figure', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryTxn, { maxLength: 100 }),
        fc.integer({ min: 1, max: 1e9 }),
        (txns, amount) => {
          const self = txn({ category: 'Transfers', counterparty: 'Self (ICICI)', amount_paise: amount });
          expect(moneyFlow([...txns, self])).toEqual(moneyFlow(txns));
          expect(spendingBy([self, ...txns], 'category')).toEqual(spendingBy(txns, 'category'));
        },
      ),
    );
  });
});
