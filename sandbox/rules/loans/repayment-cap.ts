/**
 * The ceiling on instant-cash repayments, server side, in the card bill's pattern
 * (src/domain/cards/bill-payment-amount.ts): everything still owed on the line, less every
 * repayment on its way. Integer paise; `today` is an ISO day passed in by the caller.
 */
import { foreclosureAmountPaise } from '@/domain/loans/credit-line';
import type { QuotedDrawdown } from '@/domain/loans/repayment-quote';

/**
 * What the open withdrawals still owe: per withdrawal the larger of closing it today (principal,
 * interest fallen due, interest accrued) and paying its unpaid EMIs as scheduled. Every repayment
 * the quote rules allow fits under it: an early EMI carries a whole month's interest, a
 * foreclosure or prepayment the interest accrued to date.
 */
export function lineOwedPaise(drawdowns: readonly QuotedDrawdown[], today: string): number {
  return drawdowns.reduce((sum, { drawdown }) => {
    if (drawdown.closed) return sum;
    const scheduled = drawdown.instalments.reduce((s, i) => s + (i.paid ? 0 : i.emiPaise), 0);
    return sum + Math.max(foreclosureAmountPaise(drawdown, today), scheduled);
  }, 0);
}

/**
 * What one more repayment may be: what is owed less what is already on its way (pending
 * repayments, which the schedule does not show yet). Never below zero.
 */
export function repayablePaise(line: { owedPaise: number; inFlightPaise: number }): number {
  return Math.max(0, line.owedPaise - Math.max(0, line.inFlightPaise));
}
