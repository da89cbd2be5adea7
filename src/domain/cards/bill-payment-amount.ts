/**
 * The amount a customer pays towards a card bill: the total due, the minimum due or their own
 * figure. Pure; every amount is integer paise.
 */
import { parseRupeeInput } from '@/domain/loans/withdrawal-quote';
import { defineText, type Text } from '@/domain/text/message';

/** What can be paid at most: what is left on the statement plus what has been spent since (unbilled). */
export function maxBillPaymentPaise(bill: { outstandingPaise: number; unbilledPaise: number }): number {
  return Math.max(0, bill.outstandingPaise) + Math.max(0, bill.unbilledPaise);
}

/**
 * What one more payment may be, server side: the statement's total due plus the unbilled spend,
 * less everything already paid (settled) and everything on its way (initiated or pending). Paid
 * beyond the statement's total counts against the unbilled part: unlike {@link maxBillPaymentPaise},
 * which sees one payment, this bounds the sum of all of them by due + unbilled.
 */
export function payablePaise(bill: {
  totalDuePaise: number;
  paidPaise: number;
  unbilledPaise: number;
  inFlightPaise: number;
}): number {
  return Math.max(
    0,
    bill.totalDuePaise - bill.paidPaise + Math.max(0, bill.unbilledPaise) - bill.inFlightPaise,
  );
}

/** Why an amount cannot be paid, or null when it can. */
export type BillAmountProblem = 'missing' | 'invalid' | 'zero' | 'above-maximum';

/**
 * Checks a typed amount: present, a plain rupee figure with at most two decimals (whole paise),
 * more than zero and at most {@link maxBillPaymentPaise}.
 */
export function billAmountProblem(typed: string, maxPaise: number): BillAmountProblem | null {
  if (typed.trim() === '') return 'missing';
  const amount = parseRupeeInput(typed);
  if (amount === null) return 'invalid';
  if (amount <= 0) return 'zero';
  if (amount > maxPaise) return 'above-maximum';
  return null;
}

/**
 * The customer-facing sentence for a {@link BillAmountProblem}; `maxText` is the maximum as the
 * screen writes money in its language ("₹23,483.26").
 */
export function billAmountMessage(problem: BillAmountProblem, maxText: string): Text {
  switch (problem) {
    case 'missing':
      return defineText({ id: 'creditCards.billAmount.missing', defaultMessage: 'Enter an amount' });
    case 'invalid':
      return defineText({
        id: 'creditCards.billAmount.invalid',
        defaultMessage: 'Enter an amount in rupees, with at most two decimals',
      });
    case 'zero':
      return defineText({
        id: 'creditCards.billAmount.zero',
        defaultMessage: 'Enter an amount more than ₹0',
      });
    case 'above-maximum':
      return defineText({
        id: 'creditCards.billAmount.aboveMaximum',
        defaultMessage: 'You can pay at most {max}: the total due plus unbilled spends',
        values: { max: maxText },
      });
  }
}
