/**
 * Drawing on the instant-cash line (the get-insta-cash view): reading the amount the customer
 * types, checking it against the line, and what it will cost. The schedule is the same
 * reducing-balance math the lender uses (./emi.ts), so the preview matches the EMIs that follow.
 */
import { PAISE_PER_RUPEE } from '@/config/constants';
import { paise } from '@/domain/money/paise';

import { firstDueDate, processingFeePaise } from './credit-line';
import { emiSchedule, monthlyEmiPaise } from './emi';

/** Rupees as typed: digits with optional Indian/Western grouping, "₹", spaces, up to 2 decimals. */
const RUPEE_INPUT = /^\d+(?:\.\d{0,2})?$/;

/**
 * The paise of a typed rupee amount ("₹1,50,000", "25000.5"), or null when it is not a plain
 * non-negative amount. Commas may sit anywhere (customers type both 1,50,000 and 150,000).
 */
export function parseRupeeInput(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!RUPEE_INPUT.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const value = Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** Why an amount cannot be drawn, or null when it can. */
export type AmountProblem = 'missing' | 'invalid' | 'below-minimum' | 'above-available';

export function withdrawalAmountProblem(
  amountPaise: number | null,
  limits: { minPaise: number; maxPaise: number },
  typed: string,
): AmountProblem | null {
  if (typed.trim() === '') return 'missing';
  if (amountPaise === null) return 'invalid';
  if (amountPaise < limits.minPaise) return 'below-minimum';
  if (amountPaise > limits.maxPaise) return 'above-available';
  return null;
}

/** What drawing an amount over a tenure costs, from today's date. */
export type WithdrawalQuote = {
  amountPaise: number;
  tenureMonths: number;
  emiPaise: number;
  totalInterestPaise: number;
  totalPayablePaise: number;
  processingFeePaise: number;
  /** What reaches the bank account: the amount less the processing fee. */
  creditedPaise: number;
  firstDueDate: string;
};

export function withdrawalQuote(
  amountPaise: number,
  annualRateBps: number,
  tenureMonths: number,
  today: string,
): WithdrawalQuote {
  const principal = paise(amountPaise);
  const firstDue = firstDueDate(today);
  const rows = emiSchedule({ principal, annualRateBps, months: tenureMonths, firstDueDate: firstDue });
  const interest = rows.reduce((sum, row) => sum + row.interest_paise, 0);
  const fee = processingFeePaise(amountPaise);
  return {
    amountPaise,
    tenureMonths,
    emiPaise: monthlyEmiPaise(principal, annualRateBps, tenureMonths),
    totalInterestPaise: interest,
    totalPayablePaise: amountPaise + interest,
    processingFeePaise: fee,
    creditedPaise: Math.max(0, amountPaise - fee),
    firstDueDate: firstDue,
  };
}
