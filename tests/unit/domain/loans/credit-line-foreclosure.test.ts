import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  type Drawdown,
  firstDueDate,
  foreclosureAmountPaise,
  type Instalment,
  outstandingPrincipalPaise,
  processingFeePaise,
} from '@/domain/loans/credit-line';
import { emiSchedule } from '@/domain/loans/emi';
import { paise } from '@/domain/money/paise';

function inst(dueDate: string, principalPaise: number, interestPaise: number, paid: boolean): Instalment {
  return { dueDate, principalPaise, interestPaise, emiPaise: principalPaise + interestPaise, paid };
}

/** ₹30,000 over 3 months at 18 %, first EMI on 5 Feb 2025, disbursed 10 Jan 2025. */
function threeMonthLoan(paidCount: number): Drawdown {
  const rows = emiSchedule({
    principal: paise(3_000_000),
    annualRateBps: 1800,
    months: 3,
    firstDueDate: '2025-02-05',
  });
  return {
    amountPaise: 3_000_000,
    annualRateBps: 1800,
    disbursedOn: '2025-01-10',
    closed: false,
    instalments: rows.map((r, i) => inst(r.due_date, r.principal_paise, r.interest_paise, i < paidCount)),
  };
}

describe('foreclosureAmountPaise', () => {
  it('is principal plus daily interest from disbursal before the first due date', () => {
    // 9 days (10 → 19 Jan) at 18 % a year on ₹30,000: 30,000 × 0.18 × 9 / 365 = ₹133.15.
    expect(foreclosureAmountPaise(threeMonthLoan(0), '2025-01-19')).toBe(3_000_000 + 13_315);
  });

  it('accrues from the last due date once instalments are paid', () => {
    const loan = threeMonthLoan(1);
    const left = outstandingPrincipalPaise(loan);
    expect(foreclosureAmountPaise(loan, '2025-02-05')).toBe(left);
    expect(foreclosureAmountPaise(loan, '2025-02-15')).toBe(
      left + Math.round((left * 1800 * 10) / 3_650_000),
    );
  });

  it('includes the interest of an unpaid instalment already due', () => {
    const loan = threeMonthLoan(0);
    const [first] = loan.instalments;
    expect(foreclosureAmountPaise(loan, '2025-02-05')).toBe(3_000_000 + (first?.interestPaise ?? NaN));
  });

  it('is 0 when closed and never below the outstanding principal', () => {
    expect(foreclosureAmountPaise({ ...threeMonthLoan(0), closed: true }, '2025-03-01')).toBe(0);
    fc.assert(
      fc.property(fc.nat({ max: 3 }), fc.integer({ min: 0, max: 200 }), (paid, offset) => {
        const loan = threeMonthLoan(paid);
        const today = new Date(Date.UTC(2025, 0, 10 + offset)).toISOString().slice(0, 10);
        expect(foreclosureAmountPaise(loan, today)).toBeGreaterThanOrEqual(outstandingPrincipalPaise(loan));
      }),
    );
  });
});

describe('firstDueDate and processing fee', () => {
  it.each([
    ['2025-01-01', '2025-02-05'],
    ['2025-01-31', '2025-02-05'],
    ['2025-12-05', '2026-01-05'],
    ['2024-02-29', '2024-03-05'],
  ])('a drawdown on %s first falls due on %s', (today, expected) => {
    expect(firstDueDate(today)).toBe(expected);
  });

  it.each([
    [100_000, 2_000],
    [2_500_000, 50_000],
    [123_456, 2_500],
  ])('fee on %i paise is %i paise', (amount, fee) => {
    expect(processingFeePaise(amount)).toBe(fee);
  });
});
