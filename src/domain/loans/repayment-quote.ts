/**
 * What repaying instant cash costs, before the customer confirms: pay the overdue EMIs, pay the
 * next EMI early, prepay part of one withdrawal's principal, or foreclose every withdrawal. The
 * client shows this quote and the sandbox applies the very same one (and refuses a payment whose
 * quoted total it no longer agrees with), so the two agree to the paisa. Integer paise; `today`
 * is an ISO day passed in by the caller.
 */
import { dayNumber } from '@/domain/dates/iso-day';
import { paise } from '@/domain/money/paise';
import { defineText, type Text } from '@/domain/text/message';

import { type Drawdown, foreclosureAmountPaise, isOverdue, outstandingPrincipalPaise } from './credit-line';
import { emiSchedule, type ScheduledEmi } from './emi';

export type RepaymentKind = 'OVERDUE' | 'NEXT_EMI' | 'PREPAY' | 'FORECLOSE';

/** A withdrawal as the quote needs it: its id and the credit-line view of it. */
export type QuotedDrawdown = { id: string; drawdown: Drawdown };

/** What one withdrawal contributes to a quote; `instalments` are 0-based indexes into its schedule. */
type QuoteLine = {
  withdrawalId: string;
  principalPaise: number;
  interestPaise: number;
  instalments: number[];
};

export type RepaymentQuote = {
  kind: RepaymentKind;
  principalPaise: number;
  /** Interest of the instalments paid, or interest accrued to date (prepayment, foreclosure). */
  interestPaise: number;
  /** Late or foreclosure charges: none on this line (RBI bars foreclosure charges on floating-rate loans). */
  chargesPaise: number;
  totalPaise: number;
  lines: QuoteLine[];
  /** Prepayment: the withdrawal's new schedule for its remaining instalments (same tenure, lower EMI). */
  newSchedule: ScheduledEmi[] | null;
  /** The EMI before and after a prepayment; null for the other kinds. */
  emiBeforePaise: number | null;
  emiAfterPaise: number | null;
};

/** Why a repayment cannot be quoted, or null. */
export type RepaymentProblem =
  | 'nothing-overdue'
  | 'nothing-due'
  | 'overdue-first'
  | 'no-such-withdrawal'
  | 'amount-invalid'
  | 'amount-too-large'
  | 'nothing-to-foreclose';

const BPS = 10_000;
const DAYS_PER_YEAR = 365;

const open = (drawdowns: readonly QuotedDrawdown[]) => drawdowns.filter((d) => !d.drawdown.closed);

function quoteOf(kind: RepaymentKind, lines: QuoteLine[]): RepaymentQuote {
  const principal = lines.reduce((sum, l) => sum + l.principalPaise, 0);
  const interest = lines.reduce((sum, l) => sum + l.interestPaise, 0);
  return {
    kind,
    principalPaise: principal,
    interestPaise: interest,
    chargesPaise: 0,
    totalPaise: principal + interest,
    lines,
    newSchedule: null,
    emiBeforePaise: null,
    emiAfterPaise: null,
  };
}

/** A line paying the instalments of `d` picked by `pick`, or null when none is picked. */
function instalmentLine(d: QuotedDrawdown, pick: (index: number) => boolean): QuoteLine | null {
  const indexes = d.drawdown.instalments.flatMap((_, i) => (pick(i) ? [i] : []));
  if (indexes.length === 0) return null;
  const of = (i: number) => d.drawdown.instalments[i];
  return {
    withdrawalId: d.id,
    principalPaise: indexes.reduce((sum, i) => sum + (of(i)?.principalPaise ?? 0), 0),
    interestPaise: indexes.reduce((sum, i) => sum + (of(i)?.interestPaise ?? 0), 0),
    instalments: indexes,
  };
}

/** Every unpaid instalment past its due date, on every open withdrawal (whole EMIs, no penal charges). */
function overdueQuote(
  drawdowns: readonly QuotedDrawdown[],
  today: string,
): RepaymentQuote | 'nothing-overdue' {
  const lines = open(drawdowns).flatMap((d) => {
    const line = instalmentLine(d, (i) => {
      const instalment = d.drawdown.instalments[i];
      return instalment !== undefined && isOverdue(instalment, today);
    });
    return line === null ? [] : [line];
  });
  return lines.length === 0 ? 'nothing-overdue' : quoteOf('OVERDUE', lines);
}

/**
 * The next EMIs, paid early: every unpaid instalment on the earliest due date not yet passed, across
 * open withdrawals (they share the date). Overdue EMIs must be paid first.
 */
function nextEmiQuote(
  drawdowns: readonly QuotedDrawdown[],
  today: string,
): RepaymentQuote | 'overdue-first' | 'nothing-due' {
  if (overdueQuote(drawdowns, today) !== 'nothing-overdue') return 'overdue-first';
  const upcoming = open(drawdowns).flatMap((d) => d.drawdown.instalments.filter((i) => !i.paid));
  if (upcoming.length === 0) return 'nothing-due';
  const first = Math.min(...upcoming.map((i) => dayNumber(i.dueDate)));
  const lines = open(drawdowns).flatMap((d) => {
    const line = instalmentLine(d, (i) => {
      const instalment = d.drawdown.instalments[i];
      return instalment !== undefined && !instalment.paid && dayNumber(instalment.dueDate) === first;
    });
    return line === null ? [] : [line];
  });
  return quoteOf('NEXT_EMI', lines);
}

/**
 * Prepaying `amountPaise` of one withdrawal's principal. It goes straight to principal; the
 * remaining instalments are recomputed on the lower principal over the same number of months from
 * the next due date (lower EMI, same end date). Because that next instalment charges a month's
 * interest on the lower principal only, the prepaid amount's own interest since the last due date
 * (or the disbursal) is paid now: `amount × rate × days / 365`. An instalment already due (or
 * overdue) must be paid first; to repay everything, foreclose.
 */
function prepaymentQuote(
  drawdowns: readonly QuotedDrawdown[],
  withdrawalId: string,
  amountPaise: number,
  today: string,
): RepaymentQuote | RepaymentProblem {
  const target = open(drawdowns).find((d) => d.id === withdrawalId);
  if (target === undefined) return 'no-such-withdrawal';
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) return 'amount-invalid';
  const { drawdown } = target;
  const todayNo = dayNumber(today);
  const unpaid = drawdown.instalments.flatMap((instalment, index) =>
    instalment.paid ? [] : [{ instalment, index }],
  );
  if (unpaid.some(({ instalment }) => dayNumber(instalment.dueDate) <= todayNo)) return 'overdue-first';
  const outstanding = outstandingPrincipalPaise(drawdown);
  const first = unpaid[0];
  if (first === undefined || outstanding <= 0) return 'no-such-withdrawal';
  if (amountPaise >= outstanding) return 'amount-too-large';
  const passed = drawdown.instalments.map((i) => dayNumber(i.dueDate)).filter((day) => day <= todayNo);
  const days = Math.max(0, todayNo - Math.max(dayNumber(drawdown.disbursedOn), ...passed));
  const interest = Math.round((amountPaise * drawdown.annualRateBps * days) / (BPS * DAYS_PER_YEAR));
  const newSchedule = emiSchedule({
    principal: paise(outstanding - amountPaise),
    annualRateBps: drawdown.annualRateBps,
    months: unpaid.length,
    firstDueDate: first.instalment.dueDate,
  }).map((row) => ({ ...row, installment_no: row.installment_no + first.index + 1 }));
  const quote = quoteOf('PREPAY', [
    { withdrawalId, principalPaise: amountPaise, interestPaise: interest, instalments: [] },
  ]);
  return {
    ...quote,
    newSchedule,
    emiBeforePaise: first.instalment.emiPaise,
    emiAfterPaise: newSchedule[0]?.emi_paise ?? 0,
  };
}

/** Closing every open withdrawal today: principal outstanding plus interest accrued to date, no charge. */
function foreclosureQuote(
  drawdowns: readonly QuotedDrawdown[],
  today: string,
): RepaymentQuote | 'nothing-to-foreclose' {
  const lines = open(drawdowns).flatMap((d): QuoteLine[] => {
    const principal = outstandingPrincipalPaise(d.drawdown);
    const total = foreclosureAmountPaise(d.drawdown, today);
    if (total <= 0) return [];
    const remaining = d.drawdown.instalments.flatMap((i, index) => (i.paid ? [] : [index]));
    return [
      {
        withdrawalId: d.id,
        principalPaise: principal,
        interestPaise: total - principal,
        instalments: remaining,
      },
    ];
  });
  return lines.length === 0 ? 'nothing-to-foreclose' : quoteOf('FORECLOSE', lines);
}

/** What a repayment asks for: its kind and, for a prepayment, the withdrawal and amount. */
export type RepaymentRequest =
  | { kind: 'OVERDUE' | 'NEXT_EMI' | 'FORECLOSE' }
  | { kind: 'PREPAY'; withdrawalId: string; amountPaise: number };

/** The quote for any {@link RepaymentRequest}. */
export function repaymentQuote(
  drawdowns: readonly QuotedDrawdown[],
  request: RepaymentRequest,
  today: string,
): RepaymentQuote | RepaymentProblem {
  switch (request.kind) {
    case 'OVERDUE':
      return overdueQuote(drawdowns, today);
    case 'NEXT_EMI':
      return nextEmiQuote(drawdowns, today);
    case 'PREPAY':
      return prepaymentQuote(drawdowns, request.withdrawalId, request.amountPaise, today);
    case 'FORECLOSE':
      return foreclosureQuote(drawdowns, today);
  }
}

/**
 * The customer-facing sentence for a {@link RepaymentProblem} as a message: the screen words it in
 * its language (`intl.formatMessage`).
 */
export function repaymentProblemMessage(problem: RepaymentProblem): Text {
  switch (problem) {
    case 'nothing-overdue':
      return defineText({
        id: 'instaCash.repayProblem.nothingOverdue',
        defaultMessage: 'No EMI is overdue.',
      });
    case 'nothing-due':
      return defineText({
        id: 'instaCash.repayProblem.nothingDue',
        defaultMessage: 'No EMI is left to pay.',
      });
    case 'overdue-first':
      return defineText({
        id: 'instaCash.repayProblem.overdueFirst',
        defaultMessage: 'Pay the EMI that is due or overdue first.',
      });
    case 'no-such-withdrawal':
      return defineText({
        id: 'instaCash.repayProblem.noSuchWithdrawal',
        defaultMessage: 'That withdrawal has nothing left to repay.',
      });
    case 'amount-invalid':
      return defineText({
        id: 'instaCash.repayProblem.amountInvalid',
        defaultMessage: 'Enter an amount more than ₹0, in rupees with at most two decimals.',
      });
    case 'amount-too-large':
      return defineText({
        id: 'instaCash.repayProblem.amountTooLarge',
        defaultMessage: 'That is all you owe on this withdrawal: foreclose instead.',
      });
    case 'nothing-to-foreclose':
      return defineText({
        id: 'instaCash.repayProblem.nothingToForeclose',
        defaultMessage: 'Nothing is left to repay.',
      });
  }
}
