/**
 * The instant-cash credit line (docs/product.md#credit-line): several drawdowns against one limit, each
 * repaid in reducing-balance EMIs due on the 5th of the month. All money is integer paise; "today" is an
 * ISO day passed in by the caller.
 */
import { dayNumber, isoDayFromNumber } from '@/domain/dates/iso-day';

/** How an instalment stands on a given day. */
export type EmiStatus = 'PAID' | 'DUE' | 'OVERDUE' | 'UPCOMING';

/** One instalment of a drawdown's schedule. */
export interface Instalment {
  dueDate: string;
  emiPaise: number;
  principalPaise: number;
  interestPaise: number;
  paid: boolean;
}

/** One drawdown (withdrawal) against the line. */
export interface Drawdown {
  amountPaise: number;
  annualRateBps: number;
  /** ISO day the money reached the customer; interest accrues from here until the first due date. */
  disbursedOn: string;
  closed: boolean;
  instalments: readonly Instalment[];
}

/** Day of the month every EMI of the line falls due. */
const EMI_DUE_DAY = 5;

const BPS = 10_000;
const DAYS_PER_YEAR = 365;

/** Processing fee on a drawdown: 2 % (the seeded world's withdrawals carry the same). */
const PROCESSING_FEE_BPS = 200;

/** The processing fee on drawing `amountPaise`: {@link PROCESSING_FEE_BPS}, to the whole rupee. */
export function processingFeePaise(amountPaise: number): number {
  return Math.round((amountPaise * PROCESSING_FEE_BPS) / BPS / 100) * 100;
}

/**
 * What may still be drawn: the limit less the principal outstanding, never below zero and never
 * above the limit (a negative limit counts as zero).
 */
export function availableLimitPaise(limitPaise: number, outstandingPrincipalPaise: number): number {
  const limit = Math.max(0, limitPaise);
  return Math.min(limit, Math.max(0, limit - outstandingPrincipalPaise));
}

/**
 * Principal not yet repaid on one drawdown: the amount less the principal of paid instalments,
 * within [0, amount]. A closed drawdown owes nothing.
 */
export function outstandingPrincipalPaise(drawdown: Drawdown): number {
  if (drawdown.closed) return 0;
  const repaid = drawdown.instalments.reduce((sum, i) => sum + (i.paid ? i.principalPaise : 0), 0);
  return Math.min(drawdown.amountPaise, Math.max(0, drawdown.amountPaise - repaid));
}

/** Principal outstanding across every drawdown of the line. */
export function lineOutstandingPrincipalPaise(drawdowns: readonly Drawdown[]): number {
  return drawdowns.reduce((sum, d) => sum + outstandingPrincipalPaise(d), 0);
}

/** True when an unpaid instalment's due date has passed. */
export function isOverdue(instalment: Instalment, today: string): boolean {
  return !instalment.paid && dayNumber(instalment.dueDate) < dayNumber(today);
}

/**
 * Status of each instalment of one schedule (same order): paid ones PAID, unpaid ones past their
 * due date OVERDUE, the earliest unpaid one not yet overdue DUE, the rest UPCOMING.
 */
export function scheduleStatuses(instalments: readonly Instalment[], today: string): EmiStatus[] {
  const pending = instalments.filter((i) => !i.paid && !isOverdue(i, today)).map((i) => dayNumber(i.dueDate));
  const nextDue = pending.length > 0 ? Math.min(...pending) : null;
  return instalments.map((i) => {
    if (i.paid) return 'PAID';
    if (isOverdue(i, today)) return 'OVERDUE';
    return dayNumber(i.dueDate) === nextDue ? 'DUE' : 'UPCOMING';
  });
}

/** Unpaid instalments past their due date: how many and how much (whole EMIs, no penal charges). */
export function overdueSummary(
  instalments: readonly Instalment[],
  today: string,
): { amountPaise: number; count: number } {
  const overdue = instalments.filter((i) => isOverdue(i, today));
  return { amountPaise: overdue.reduce((sum, i) => sum + i.emiPaise, 0), count: overdue.length };
}

/**
 * The next due date on or after today across the given instalments, and what falls due on it
 * (every drawdown's EMI shares the 5th, so the customer pays them together). Null when nothing
 * is left to pay in the future.
 */
export function nextDue(
  instalments: readonly Instalment[],
  today: string,
): { dueDate: string; amountPaise: number; count: number } | null {
  const upcoming = instalments.filter((i) => !i.paid && !isOverdue(i, today));
  if (upcoming.length === 0) return null;
  const first = Math.min(...upcoming.map((i) => dayNumber(i.dueDate)));
  const onThatDay = upcoming.filter((i) => dayNumber(i.dueDate) === first);
  return {
    dueDate: isoDayFromNumber(first),
    amountPaise: onThatDay.reduce((sum, i) => sum + i.emiPaise, 0),
    count: onThatDay.length,
  };
}

/**
 * What closes the drawdown today: the principal outstanding plus the interest accrued to date.
 * Interest accrued is the interest of instalments already due but unpaid, plus simple daily
 * interest (rate / 365) on the principal not yet due, from the last due date that has passed (or
 * the disbursal) to today. No foreclosure charge: RBI bars it on floating-rate loans to individuals.
 */
export function foreclosureAmountPaise(drawdown: Drawdown, today: string): number {
  if (drawdown.closed) return 0;
  const todayNo = dayNumber(today);
  const outstanding = outstandingPrincipalPaise(drawdown);
  const fallenDue = drawdown.instalments.filter((i) => !i.paid && dayNumber(i.dueDate) <= todayNo);
  const duePrincipal = fallenDue.reduce((sum, i) => sum + i.principalPaise, 0);
  const dueInterest = fallenDue.reduce((sum, i) => sum + i.interestPaise, 0);
  const notYetDue = Math.max(0, outstanding - duePrincipal);
  const passedDueDates = drawdown.instalments
    .map((i) => dayNumber(i.dueDate))
    .filter((day) => day <= todayNo);
  const accrualStart = Math.max(dayNumber(drawdown.disbursedOn), ...passedDueDates);
  const days = Math.max(0, todayNo - accrualStart);
  const accrued = Math.round((notYetDue * drawdown.annualRateBps * days) / (BPS * DAYS_PER_YEAR));
  return outstanding + dueInterest + accrued;
}

/**
 * First due date of a drawdown made on `today`: the 5th of the following month (the line's one
 * billing day), whatever day of this month the money goes out.
 */
export function firstDueDate(today: string): string {
  const n = dayNumber(today);
  const date = new Date(n * 86_400_000);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, EMI_DUE_DAY);
  return new Date(next).toISOString().slice(0, 10);
}
