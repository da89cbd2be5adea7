import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { emiSchedule, monthlyEmiPaise } from '@/domain/loans/emi';
import { paise } from '@/domain/money/paise';

const TEN_LAKH = paise(100_000_000);

describe('monthlyEmiPaise', () => {
  it('rounds the example (₹10,00,000, 8.5 %, 240 months: ₹8,678.23) up to ₹8,679', () => {
    expect(monthlyEmiPaise(TEN_LAKH, 850, 240)).toBe(867_900);
  });

  it.each([
    // principal paise, bps, months, EMI paise
    [paise(5_000_000), 1599, 12, 453_700], // ₹50,000 at 15.99 % for a year: ₹4,536.31 → ₹4,537
    [paise(120_000), 0, 12, 10_000],
    [paise(100_000), 0, 3, 33_400],
    [paise(100_000), 1200, 1, 101_000],
  ])('%s paise at %s bps over %s months → %s', (principal, bps, months, expected) => {
    expect(monthlyEmiPaise(principal, bps, months)).toBe(expected);
  });

  it.each([
    [paise(0), 850, 12],
    [paise(-100), 850, 12],
    [TEN_LAKH, -1, 12],
    [TEN_LAKH, 850, 0],
    [TEN_LAKH, 850, 1.5],
  ])('rejects %s paise at %s bps over %s months', (principal, bps, months) => {
    expect(() => monthlyEmiPaise(principal, bps, months)).toThrow(RangeError);
  });
});

describe('emiSchedule', () => {
  it('matches the propseva schedule in its first month', () => {
    const [first] = emiSchedule({
      principal: TEN_LAKH,
      annualRateBps: 850,
      months: 240,
      firstDueDate: '2025-01-05',
    });
    expect(first).toEqual({
      installment_no: 1,
      due_date: '2025-01-05',
      opening_principal_paise: 100_000_000,
      emi_paise: 867_900,
      interest_paise: 708_333,
      principal_paise: 159_567,
      closing_principal_paise: 99_840_433,
    });
    // The schedule shows whole rupees: interest ₹7,083, principal ₹1,596, closing ₹9,98,404.
    expect(Math.round((first?.interest_paise ?? 0) / 100)).toBe(7083);
    expect(Math.round((first?.principal_paise ?? 0) / 100)).toBe(1596);
    expect(Math.round((first?.closing_principal_paise ?? 0) / 100)).toBe(998_404);
  });

  it('falls due monthly on the same day, clamped to the month end', () => {
    const rows = emiSchedule({
      principal: paise(1_000_000),
      annualRateBps: 1599,
      months: 4,
      firstDueDate: '2024-01-31',
    });
    expect(rows.map((row) => row.due_date)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
  });

  it('adjusts the final instalment so the loan closes at exactly 0', () => {
    const rows = emiSchedule({
      principal: TEN_LAKH,
      annualRateBps: 850,
      months: 240,
      firstDueDate: '2025-01-05',
    });
    expect(rows).toHaveLength(240);
    const last = rows.at(-1);
    expect(last?.closing_principal_paise).toBe(0);
    expect(last?.emi_paise).toBeLessThan(867_900);
  });

  it('rejects a first due date that is not YYYY-MM-DD', () => {
    expect(() =>
      emiSchedule({ principal: TEN_LAKH, annualRateBps: 850, months: 2, firstDueDate: '5/1/2025' }),
    ).toThrow(RangeError);
  });

  const loan = fc.record({
    principal: fc.integer({ min: 100_000, max: 1_000_000_000 }).map(paise),
    annualRateBps: fc.integer({ min: 0, max: 3600 }),
    months: fc.integer({ min: 1, max: 360 }),
  });

  it('holds the schedule invariants for any loan', () => {
    fc.assert(
      fc.property(loan, ({ principal, annualRateBps, months }) => {
        const rows = emiSchedule({ principal, annualRateBps, months, firstDueDate: '2024-08-31' });
        const emi = monthlyEmiPaise(principal, annualRateBps, months);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.length).toBeLessThanOrEqual(months);
        expect(rows.reduce((sum, row) => sum + row.principal_paise, 0)).toBe(principal);
        expect(rows.at(-1)?.closing_principal_paise).toBe(0);
        rows.forEach((row, index) => {
          expect(row.closing_principal_paise).toBeGreaterThanOrEqual(0);
          expect(row.emi_paise).toBe(row.interest_paise + row.principal_paise);
          expect(row.closing_principal_paise).toBe(row.opening_principal_paise - row.principal_paise);
          if (index < rows.length - 1) expect(row.emi_paise).toBe(emi);
          expect(Number.isInteger(row.interest_paise)).toBe(true);
        });
      }),
    );
  });

  it('runs the full tenure for loans of a realistic size', () => {
    fc.assert(
      fc.property(loan, ({ principal, annualRateBps, months }) => {
        // Rounding the EMI up overpays < ₹1 a month; the loan runs its tenure while those
        // overpayments, grown at the loan's rate, stay below one instalment.
        const rate = annualRateBps / 120_000;
        const growth = (1 + rate) ** months;
        const overpaid = rate === 0 ? 100 * months : (100 * (growth - 1)) / rate;
        fc.pre(monthlyEmiPaise(principal, annualRateBps, months) / (1 + rate) > overpaid);
        expect(emiSchedule({ principal, annualRateBps, months, firstDueDate: '2024-02-29' })).toHaveLength(
          months,
        );
      }),
    );
  });
});
