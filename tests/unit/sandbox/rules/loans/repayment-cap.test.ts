import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isoDayFromNumber } from '@/domain/dates/iso-day';
import { type QuotedDrawdown, type RepaymentRequest, repaymentQuote } from '@/domain/loans/repayment-quote';

import { lineOwedPaise, repayablePaise } from '../../../../../sandbox/rules/loans/repayment-cap';
import { loan } from '../../../domain/loans/loan-fixture';

// 2025-01-10 as a day number, so a test day is "that many days after the disbursal".
const DISBURSED = Date.UTC(2025, 0, 10) / 86_400_000;

describe('the repayment cap', () => {
  it('never refuses a repayment the quote rules allow: every quote fits under what is owed', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 100_000, max: 50_000_000 }),
            rate: fc.integer({ min: 0, max: 3600 }),
            months: fc.integer({ min: 1, max: 24 }),
            paid: fc.integer({ min: 0, max: 24 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.integer({ min: 0, max: 800 }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (loans, days, share) => {
          const drawdowns: QuotedDrawdown[] = loans.map((l, i) => ({
            id: `w${String(i)}`,
            drawdown: loan(l.amount, l.rate, l.months, Math.min(l.paid, l.months)),
          }));
          const today = isoDayFromNumber(DISBURSED + days);
          const owed = lineOwedPaise(drawdowns, today);
          const requests: RepaymentRequest[] = [
            { kind: 'OVERDUE' },
            { kind: 'NEXT_EMI' },
            { kind: 'FORECLOSE' },
            ...drawdowns.map((d) => ({
              kind: 'PREPAY' as const,
              withdrawalId: d.id,
              amountPaise: Math.max(1, Math.floor(d.drawdown.amountPaise * share)),
            })),
          ];
          for (const request of requests) {
            const quote = repaymentQuote(drawdowns, request, today);
            if (typeof quote !== 'string') expect(quote.totalPaise).toBeLessThanOrEqual(owed);
          }
        },
      ),
    );
  });

  it('counts what is on its way, never below zero', () => {
    expect(repayablePaise({ owedPaise: 10_000, inFlightPaise: 2_500 })).toBe(7_500);
    expect(repayablePaise({ owedPaise: 10_000, inFlightPaise: 12_000 })).toBe(0);
    expect(repayablePaise({ owedPaise: 10_000, inFlightPaise: -5 })).toBe(10_000);
  });

  it('owes nothing on a closed withdrawal', () => {
    const closed = { ...loan(1_000_000, 1800, 6, 0), closed: true };
    expect(lineOwedPaise([{ id: 'w', drawdown: closed }], '2025-03-01')).toBe(0);
  });
});
