// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PAYMENT_MODES } from '@/domain/spending/payment-mode';
import { detectRecurring, type RecurringInput } from '@/domain/spending/recurring';
import { dayDistance, dayNumber, median, mostCommon, typicalDay } from '@/domain/spending/recurring-stats';
import type { SpendingTxn } from '@/domain/spending/spending-txn';

/** One transaction on `day` of each month from Jan 2025 on, at 10:00 IST. */
function monthly(
  count: number,
  day: number,
  overrides: Partial<RecurringInput>,
  amounts?: number[],
): RecurringInput[] {
  return Array.from({ length: count }, (_, i) => ({
    posted_at: `2025-${String(i + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}T04:30:00.000Z`,
    type: 'DEBIT' as const,
    amount_paise: amounts?.[i] ?? 25_000_00,
    category: 'Rent & Housing',
    payment_mode: 'BANK_TRANSFER' as const,
    counterparty: 'Landlord',
    account_id: 'acc-hdfc',
    ...overrides,
  }));
}

const SALARY = monthly(6, 1, {
  type: 'CREDIT',
  amount_paise: 1_20_000_00,
  category: 'Income',
  counterparty: 'Acme Technologies',
  narration: 'NEFT-CITIN25001-ACME TECHNOLOGIES PVT LTD-SALARY JAN',
});
const RENT = monthly(6, 5, {});
const SIP = monthly(6, 10, {
  amount_paise: 5_000_00,
  category: 'Investments',
  payment_mode: 'AUTO_DEBIT',
  counterparty: 'HDFC MF SIP',
});
const NETFLIX = monthly(6, 20, {
  amount_paise: 649_00,
  category: 'Entertainment & Subscriptions',
  payment_mode: 'CARD',
  counterparty: 'Netflix',
});

describe('detectRecurring', () => {
  it('finds salary, rent, SIP and a subscription with their typical amount and day', () => {
    const items = detectRecurring([...NETFLIX, ...SIP, ...SALARY, ...RENT]);
    expect(items.map((i) => [i.type, i.kind, i.counterparty, i.typical_amount_paise, i.typical_day])).toEqual(
      [
        ['CREDIT', 'SALARY', 'Acme Technologies', 1_20_000_00, 1],
        ['DEBIT', 'RENT', 'Landlord', 25_000_00, 5],
        ['DEBIT', 'SIP', 'HDFC MF SIP', 5_000_00, 10],
        ['DEBIT', 'SUBSCRIPTION', 'Netflix', 649_00, 20],
      ],
    );
    expect(items[1]).toMatchObject({
      payment_mode: 'BANK_TRANSFER',
      occurrences: 6,
      months_seen: 6,
      last_posted_at: '2025-06-05T04:30:00.000Z',
      next_expected_on: '2025-07-05',
    });
  });

  it.each([
    ['only two months', monthly(2, 5, {})],
    ['amounts all over the place', monthly(6, 5, {}, [100_00, 9_000_00, 450_00, 25_000_00, 3_000_00, 70_00])],
    ['many times a month', [...monthly(6, 5, {}), ...monthly(6, 12, {}), ...monthly(6, 25, {})]],
    ['self-transfers', monthly(6, 5, { category: 'Transfers', counterparty: 'Self (SBI)' })],
    [
      'stopped long before the data ends',
      [...monthly(4, 5, {}), ...monthly(12, 20, { counterparty: 'Netflix' }).slice(10)],
    ],
  ])('ignores %s', (_name, txns) => {
    expect(detectRecurring(txns).filter((i) => i.counterparty === 'Landlord')).toEqual([]);
  });

  it('keeps salary paid around the month end together (30th, 31st, 1st)', () => {
    const days = ['2025-01-31', '2025-02-28', '2025-04-01', '2025-04-30', '2025-05-30', '2025-07-01'];
    const txns: RecurringInput[] = days.map((d) => ({
      posted_at: `${d}T05:00:00Z`,
      type: 'CREDIT',
      amount_paise: 80_000_00,
      category: 'Income',
      payment_mode: 'BANK_TRANSFER',
      counterparty: 'Globex Payroll',
      account_id: 'acc',
    }));
    const [salary] = detectRecurring(txns);
    expect(salary).toMatchObject({ kind: 'SALARY', typical_amount_paise: 80_000_00 });
    expect([30, 31, 1]).toContain(salary?.typical_day);
  });

  it('tolerates a bonus month and reports the median amount', () => {
    const amounts = [90_000_00, 90_000_00, 2_50_000_00, 90_000_00, 90_000_00, 90_000_00];
    const txns = monthly(6, 1, { type: 'CREDIT', category: 'Income', counterparty: 'Initech' }, amounts);
    expect(detectRecurring(txns)[0]).toMatchObject({ kind: 'OTHER_INCOME', typical_amount_paise: 90_000_00 });
  });

  it('never throws on arbitrary records and finds nothing in nothing', () => {
    expect(detectRecurring([])).toEqual([]);
    const record: fc.Arbitrary<RecurringInput> = fc.record({
      posted_at: fc.oneof(fc.string(), fc.constantFrom('2025-01-05T04:30:00Z', '2025-02-05T04:30:00Z')),
      type: fc.constantFrom<SpendingTxn['type'][]>('CREDIT', 'DEBIT'),
      amount_paise: fc.oneof(fc.integer({ min: 1, max: 1e9 }), fc.double()),
      category: fc.string(),
      payment_mode: fc.constantFrom(...PAYMENT_MODES),
      counterparty: fc.string(),
      account_id: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), (txns) => {
        for (const item of detectRecurring(txns)) {
          expect(item.typical_day).toBeGreaterThanOrEqual(1);
          expect(item.typical_day).toBeLessThanOrEqual(31);
          expect(item.months_seen).toBeGreaterThanOrEqual(3);
        }
      }),
    );
  });
});

describe('recurring statistics', () => {
  it('numbers days as days since 1970-01-01', () => {
    expect(dayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(dayNumber({ year: 2000, month: 3, day: 1 })).toBe(11_017);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0100-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (d) => {
          const day = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
          expect(dayNumber(day)).toBe(Math.floor(d.getTime() / 86_400_000));
        },
      ),
    );
  });

  it.each([
    [1, 30, 2],
    [5, 5, 0],
    [1, 16, 15],
    [31, 1, 1],
  ])('dayDistance(%s, %s) = %s', (a, b, d) => {
    expect(dayDistance(a, b)).toBe(d);
  });

  it.each([
    [[], 0],
    [[7], 7],
    [[3, 1, 2], 2],
    [[1, 2, 3, 4], 3],
  ])('median(%o) = %s', (values, m) => {
    expect(median(values)).toBe(m);
  });

  it.each([
    [
      [30, 31, 1, 1, 30],
      [30, 31, 1],
    ],
    [[5, 5, 6], [5]],
  ])('typicalDay(%o) is one of %o', (days, expected) => {
    expect(expected).toContain(typicalDay(days));
  });

  it('mostCommon picks the most frequent value', () => {
    expect(mostCommon(['UPI', 'CARD', 'UPI'], 'OTHERS')).toBe('UPI');
    expect(mostCommon([], 'OTHERS')).toBe('OTHERS');
  });
});
