/**
 * The words a card screen uses for a statement's state, its due date and its network. Pure text
 * rules, so every screen (and the tests) say the same thing the same way.
 */
import type { StatementStatus } from './statement-status';

/** "Due today", "Due tomorrow", "Due in 12 days", "Overdue by 1 day", "Overdue by 9 days". */
export function dueInText(daysToDue: number): string {
  if (daysToDue === 0) return 'Due today';
  if (daysToDue === 1) return 'Due tomorrow';
  if (daysToDue > 1) return `Due in ${daysToDue} days`;
  const late = -daysToDue;
  return `Overdue by ${late} ${late === 1 ? 'day' : 'days'}`;
}

/** How urgent a due date is: under a week away is `soon`; passed is `late`. */
export type DueUrgency = 'late' | 'soon' | 'later';

export function dueUrgency(daysToDue: number): DueUrgency {
  if (daysToDue < 0) return 'late';
  return daysToDue <= 7 ? 'soon' : 'later';
}

const STATUS_LABELS: Record<StatementStatus, string> = {
  PAID: 'Paid',
  PARTIALLY_PAID: 'Partly paid',
  DUE: 'Due',
  OVERDUE: 'Overdue',
};

/** The status of a statement in the customer's words. */
export function statementStatusLabel(status: StatementStatus): string {
  return STATUS_LABELS[status];
}

const NETWORK_LABELS: Record<string, string> = {
  VISA: 'Visa',
  MASTER_CARD: 'Mastercard',
  RUPAY: 'RuPay',
  AMEX: 'American Express',
};

/** The card network as printed on the card; an unknown network prints nothing. */
export function networkLabel(network: string): string {
  return NETWORK_LABELS[network] ?? '';
}

/**
 * Credit-utilisation band. Bureaus (CIBIL and others) favour staying under 30 % of the limit;
 * over 75 % is read as credit hunger.
 */
export type UtilisationBand = 'healthy' | 'high' | 'very-high';

export function utilisationBand(utilisationBps: number): UtilisationBand {
  if (utilisationBps < 3_000) return 'healthy';
  return utilisationBps < 7_500 ? 'high' : 'very-high';
}

/** A way to settle a bill: the whole outstanding, or just enough to meet the minimum due. */
export type PayOption = { kind: 'total' | 'minimum'; label: string; amountPaise: number; note: string };

/**
 * The payment choices a bill offers: the total outstanding (no interest) and, when it is smaller
 * and still owed, the minimum (avoids the late fee, but interest runs on the rest). A paid bill
 * offers nothing.
 */
export function payOptions(bill: { outstandingPaise: number; minOutstandingPaise: number }): PayOption[] {
  if (bill.outstandingPaise <= 0) return [];
  const options: PayOption[] = [
    {
      kind: 'total',
      label: 'Total due',
      amountPaise: bill.outstandingPaise,
      note: 'No interest is charged when the whole bill is paid by the due date.',
    },
  ];
  if (bill.minOutstandingPaise > 0 && bill.minOutstandingPaise < bill.outstandingPaise) {
    options.push({
      kind: 'minimum',
      label: 'Minimum due',
      amountPaise: bill.minOutstandingPaise,
      note: 'Avoids the late fee, but interest is charged on the rest.',
    });
  }
  return options;
}
