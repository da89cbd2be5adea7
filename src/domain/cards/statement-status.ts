/**
 * Where a card statement stands on a given day. Pure: `today` is an ISO day passed in.
 */
import { daysFromTo } from '@/domain/dates/iso-day';

/** The four states a statement can be in. */
export type StatementStatus = 'PAID' | 'PARTIALLY_PAID' | 'DUE' | 'OVERDUE';

/** The amounts and date a statement's status depends on. */
export interface StatementDues {
  totalDuePaise: number;
  minDuePaise: number;
  paidPaise: number;
  dueDate: string;
}

/** What is still to pay on the statement, never negative. */
export function outstandingPaise(dues: StatementDues): number {
  return Math.max(0, dues.totalDuePaise - dues.paidPaise);
}

/** What is still to pay to meet the minimum due, never negative. */
export function minOutstandingPaise(dues: StatementDues): number {
  return Math.max(0, Math.min(dues.minDuePaise, dues.totalDuePaise) - dues.paidPaise);
}

/** Days from today to the due date: 0 on the day, negative once it has passed. */
export function daysToDue(dueDate: string, today: string): number {
  return daysFromTo(today, dueDate);
}

/**
 * The statement's status today: PAID once the total is covered; OVERDUE when the due date has
 * passed without the minimum paid (that is when the issuer charges late fees); PARTIALLY_PAID
 * when something but not all was paid; DUE otherwise.
 */
export function statementStatusOn(dues: StatementDues, today: string): StatementStatus {
  if (outstandingPaise(dues) === 0) return 'PAID';
  if (daysToDue(dues.dueDate, today) < 0 && minOutstandingPaise(dues) > 0) return 'OVERDUE';
  return dues.paidPaise > 0 ? 'PARTIALLY_PAID' : 'DUE';
}
