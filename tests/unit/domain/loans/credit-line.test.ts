import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  availableLimitPaise,
  type Drawdown,
  type Instalment,
  isOverdue,
  lineOutstandingPrincipalPaise,
  nextDue,
  outstandingPrincipalPaise,
  overdueSummary,
  scheduleStatuses,
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

describe('availableLimitPaise', () => {
  it.each([
    [100_000_00, 0, 100_000_00],
    [100_000_00, 40_000_00, 60_000_00],
    [100_000_00, 100_000_00, 0],
    [100_000_00, 150_000_00, 0],
    [100_000_00, -5_000_00, 100_000_00],
    [0, 0, 0],
    [-100, 0, 0],
  ])('limit %i, outstanding %i → %i', (limit, outstanding, expected) => {
    expect(availableLimitPaise(limit, outstanding)).toBe(expected);
  });

  it('is never negative and never above the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: -1e12, max: 1e12 }),
        (limit, out) => {
          const available = availableLimitPaise(limit, out);
          expect(available).toBeGreaterThanOrEqual(0);
          expect(available).toBeLessThanOrEqual(Math.max(0, limit));
          expect(Number.isInteger(available)).toBe(true);
        },
      ),
    );
  });
});

describe('outstanding principal', () => {
  it.each([
    [0, 3_000_000],
    [1, 3_000_000 - (threeMonthLoan(1).instalments[0]?.principalPaise ?? 0)],
    [3, 0],
  ])('after %i paid instalments → %i', (paid, expected) => {
    expect(outstandingPrincipalPaise(threeMonthLoan(paid))).toBe(expected);
  });

  it('is 0 for a closed drawdown and sums across the line', () => {
    const closed = { ...threeMonthLoan(0), closed: true };
    expect(outstandingPrincipalPaise(closed)).toBe(0);
    expect(lineOutstandingPrincipalPaise([closed, threeMonthLoan(0), threeMonthLoan(3)])).toBe(3_000_000);
  });

  it('keeps the line within its limit for any drawdowns and repayments', () => {
    const arb = fc.record({
      limit: fc.integer({ min: 0, max: 5e9 }),
      loans: fc.array(
        fc.record({
          amount: fc.integer({ min: 100_000, max: 1e9 }),
          months: fc.constantFrom(3, 6, 9, 12),
          rate: fc.integer({ min: 0, max: 3600 }),
          paid: fc.nat({ max: 12 }),
        }),
        { maxLength: 5 },
      ),
    });
    fc.assert(
      fc.property(arb, ({ limit, loans }) => {
        const drawdowns: Drawdown[] = loans.map((l) => {
          const rows = emiSchedule({
            principal: paise(l.amount),
            annualRateBps: l.rate,
            months: l.months,
            firstDueDate: '2025-02-05',
          });
          const principalSum = rows.reduce((s, r) => s + r.principal_paise, 0);
          expect(principalSum).toBe(l.amount);
          return {
            amountPaise: l.amount,
            annualRateBps: l.rate,
            disbursedOn: '2025-01-10',
            closed: false,
            instalments: rows.map((r, i) =>
              inst(r.due_date, r.principal_paise, r.interest_paise, i < l.paid),
            ),
          };
        });
        const outstanding = lineOutstandingPrincipalPaise(drawdowns);
        const available = availableLimitPaise(limit, outstanding);
        expect(available).toBeGreaterThanOrEqual(0);
        expect(available).toBeLessThanOrEqual(limit);
        expect(outstanding).toBeLessThanOrEqual(loans.reduce((s, l) => s + l.amount, 0));
      }),
    );
  });
});

describe('statuses, overdue and next due', () => {
  const instalments = [
    inst('2025-02-05', 900, 100, true),
    inst('2025-03-05', 950, 50, false),
    inst('2025-04-05', 980, 20, false),
    inst('2025-05-05', 990, 10, false),
  ];

  it.each([
    ['2025-03-04', ['PAID', 'DUE', 'UPCOMING', 'UPCOMING']],
    ['2025-03-05', ['PAID', 'DUE', 'UPCOMING', 'UPCOMING']],
    ['2025-03-06', ['PAID', 'OVERDUE', 'DUE', 'UPCOMING']],
    ['2025-04-20', ['PAID', 'OVERDUE', 'OVERDUE', 'DUE']],
    ['2025-06-01', ['PAID', 'OVERDUE', 'OVERDUE', 'OVERDUE']],
  ])('on %s → %j', (today, expected) => {
    expect(scheduleStatuses(instalments, today)).toEqual(expected);
  });

  it.each([
    ['2025-03-05', 0, 0],
    ['2025-03-06', 1000, 1],
    ['2025-04-06', 2000, 2],
  ])('overdue on %s: %i paise in %i EMIs', (today, amount, count) => {
    expect(overdueSummary(instalments, today)).toEqual({ amountPaise: amount, count });
    expect(instalments.filter((i) => isOverdue(i, today))).toHaveLength(count);
  });

  it('adds up every EMI that falls due on the next due date', () => {
    const other = [inst('2025-04-05', 500, 5, false), inst('2025-05-05', 500, 2, false)];
    expect(nextDue([...instalments, ...other], '2025-03-06')).toEqual({
      dueDate: '2025-04-05',
      amountPaise: 1000 + 505,
      count: 2,
    });
    expect(nextDue(instalments, '2025-06-01')).toBeNull();
  });
});
