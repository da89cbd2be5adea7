import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { emiSchedule } from '@/domain/loans/emi';
import { parseRupeeInput, withdrawalAmountProblem, withdrawalQuote } from '@/domain/loans/withdrawal-quote';
import { paise } from '@/domain/money/paise';

describe('parseRupeeInput', () => {
  it.each([
    ['25000', 2500000],
    ['₹1,50,000', 15000000],
    ['150,000', 15000000],
    [' 1 000 ', 100000],
    ['999.5', 99950],
    ['999.05', 99905],
    ['0', 0],
  ])('reads %s as %i paise', (text, value) => {
    expect(parseRupeeInput(text)).toBe(value);
  });

  it.each(['', 'abc', '-500', '1.234', '1e5', '12.3.4', '.5'])('refuses %s', (text) => {
    expect(parseRupeeInput(text)).toBeNull();
  });

  it('reads back any whole-rupee amount written with Indian grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (rupees) => {
        const text = `₹${rupees.toLocaleString('en-IN')}`;
        expect(parseRupeeInput(text)).toBe(rupees * 100);
      }),
    );
  });
});

describe('withdrawalAmountProblem', () => {
  const limits = { minPaise: 100000, maxPaise: 11249243 };
  it.each([
    ['', null, 'missing'],
    ['abc', null, 'invalid'],
    ['500', 50000, 'below-minimum'],
    ['200000', 20000000, 'above-available'],
    ['1000', 100000, null],
    ['112492.43', 11249243, null],
  ] as const)('judges "%s"', (typed, amount, problem) => {
    expect(withdrawalAmountProblem(amount, limits, typed)).toBe(problem);
  });
});

describe('withdrawalQuote', () => {
  it('prices ₹1,12,492.43 over 3 months as the lender does (sandbox offer)', () => {
    const quote = withdrawalQuote(11249243, 1599, 3, '2026-11-23');
    expect(quote).toMatchObject({
      emiPaise: 3850200,
      totalInterestPaise: 301112,
      totalPayablePaise: 11550355,
      firstDueDate: '2026-12-05',
      processingFeePaise: 225000,
      creditedPaise: 11249243 - 225000,
    });
  });

  it('charges interest equal to the schedule it previews, for any amount and tenure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100000, max: 50000000 }),
        fc.constantFrom(3, 6, 9, 12),
        (amount, months) => {
          const quote = withdrawalQuote(amount, 1599, months, '2026-01-31');
          const rows = emiSchedule({
            principal: paise(amount),
            annualRateBps: 1599,
            months,
            firstDueDate: '2026-02-05',
          });
          expect(quote.totalInterestPaise).toBe(rows.reduce((s, r) => s + r.interest_paise, 0));
          expect(quote.totalPayablePaise).toBe(rows.reduce((s, r) => s + r.emi_paise, 0));
          expect(quote.creditedPaise + quote.processingFeePaise).toBe(amount);
        },
      ),
    );
  });
});
