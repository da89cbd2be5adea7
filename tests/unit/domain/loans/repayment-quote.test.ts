import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { dayNumber } from '@/domain/dates/iso-day';
import { type Drawdown, foreclosureAmountPaise, outstandingPrincipalPaise } from '@/domain/loans/credit-line';
import { repaymentQuote, type QuotedDrawdown } from '@/domain/loans/repayment-quote';

import { loan } from './loan-fixture';

const one = (d: Drawdown): QuotedDrawdown[] => [{ id: 'w1', drawdown: d }];

describe('repayment quotes', () => {
  it('overdue: the unpaid EMIs whose date has passed, whole', () => {
    const d = loan(3_000_000, 1800, 3, 0);
    const quote = repaymentQuote(one(d), { kind: 'OVERDUE' }, '2025-03-10');
    if (typeof quote === 'string') throw new Error(quote);
    expect(quote.lines[0]?.instalments).toEqual([0, 1]);
    expect(quote.totalPaise).toBe((d.instalments[0]?.emiPaise ?? 0) + (d.instalments[1]?.emiPaise ?? 0));
    expect(quote.chargesPaise).toBe(0);
    expect(repaymentQuote(one(loan(3_000_000, 1800, 3, 2)), { kind: 'OVERDUE' }, '2025-03-10')).toBe(
      'nothing-overdue',
    );
  });

  it('next EMI early: refused while one is overdue, else the earliest unpaid', () => {
    expect(repaymentQuote(one(loan(3_000_000, 1800, 3, 0)), { kind: 'NEXT_EMI' }, '2025-03-10')).toBe(
      'overdue-first',
    );
    const quote = repaymentQuote(one(loan(3_000_000, 1800, 3, 1)), { kind: 'NEXT_EMI' }, '2025-02-20');
    if (typeof quote === 'string') throw new Error(quote);
    expect(quote.lines[0]?.instalments).toEqual([1]);
  });

  it('foreclosure: agrees with foreclosureAmountPaise and splits principal and interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 50_000_000 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 700 }),
        (amount, rate, months, dayOffset) => {
          const d = loan(amount, rate, months, 0);
          const today = new Date((dayNumber('2025-01-10') + dayOffset) * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const quote = repaymentQuote(one(d), { kind: 'FORECLOSE' }, today);
          const total = foreclosureAmountPaise(d, today);
          if (total === 0) return expect(quote).toBe('nothing-to-foreclose');
          if (typeof quote === 'string') throw new Error(quote);
          expect(quote.totalPaise).toBe(total);
          expect(quote.principalPaise).toBe(outstandingPrincipalPaise(d));
          expect(quote.interestPaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('prepayment: the new schedule follows the schedule rule on the lower principal and ends on the same date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 50_000_000 }),
        fc.integer({ min: 1, max: 3600 }),
        fc.integer({ min: 3, max: 24 }),
        fc.double({ min: 0.01, max: 0.95, noNaN: true }),
        (amount, rate, months, share) => {
          const d = loan(amount, rate, months, 1);
          const outstanding = outstandingPrincipalPaise(d);
          const prepay = Math.max(1, Math.floor(outstanding * share));
          const quote = repaymentQuote(
            one(d),
            { kind: 'PREPAY', withdrawalId: 'w1', amountPaise: prepay },
            '2025-02-20',
          );
          if (typeof quote === 'string') throw new Error(quote);
          const rows = quote.newSchedule ?? [];
          expect(quote.principalPaise).toBe(prepay);
          expect(quote.totalPaise).toBe(prepay + quote.interestPaise);
          // 15 days of interest on the prepaid amount since the 5 Feb due date.
          expect(quote.interestPaise).toBe(Math.round((prepay * rate * 15) / (10_000 * 365)));
          expect(rows.reduce((s, r) => s + r.principal_paise, 0)).toBe(outstanding - prepay);
          expect(rows.at(-1)?.closing_principal_paise).toBe(0);
          expect(rows.length).toBeLessThanOrEqual(months - 1);
          expect(dayNumber(rows.at(-1)?.due_date ?? '')).toBeLessThanOrEqual(
            dayNumber(d.instalments.at(-1)?.dueDate ?? ''),
          );
          expect(quote.emiAfterPaise).toBeLessThanOrEqual(quote.emiBeforePaise ?? 0);
          expect(rows[0]?.installment_no).toBe(3);
        },
      ),
    );
  });

  it('prepayment: refuses an EMI due first, the whole balance, nothing, and an unknown withdrawal', () => {
    const d = loan(3_000_000, 1800, 3, 0);
    expect(
      repaymentQuote(one(d), { kind: 'PREPAY', withdrawalId: 'w1', amountPaise: 100_000 }, '2025-02-05'),
    ).toBe('overdue-first');
    const after = loan(3_000_000, 1800, 3, 1);
    expect(
      repaymentQuote(
        one(after),
        { kind: 'PREPAY', withdrawalId: 'w1', amountPaise: outstandingPrincipalPaise(after) },
        '2025-02-20',
      ),
    ).toBe('amount-too-large');
    expect(
      repaymentQuote(one(after), { kind: 'PREPAY', withdrawalId: 'w1', amountPaise: 0 }, '2025-02-20'),
    ).toBe('amount-invalid');
    expect(
      repaymentQuote(one(after), { kind: 'PREPAY', withdrawalId: 'nope', amountPaise: 100 }, '2025-02-20'),
    ).toBe('no-such-withdrawal');
  });
});
