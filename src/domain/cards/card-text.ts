/**
 * The words a card screen uses for a statement's state, its due date and its network. Pure text
 * rules, so every screen (and the tests) say the same thing the same way; the words are messages
 * (docs/i18n.md) a screen shows with `intl.formatMessage(text, text.values)`.
 */
import { defineText, type Text } from '@/domain/text/message';

import type { StatementStatus } from './statement-status';

/** "Due today", "Due tomorrow", "Due in 12 days", "Overdue by 1 day", "Overdue by 9 days". */
export function dueInText(daysToDue: number): Text {
  if (daysToDue === 0) return defineText({ id: 'creditCards.due.today', defaultMessage: 'Due today' });
  if (daysToDue === 1) return defineText({ id: 'creditCards.due.tomorrow', defaultMessage: 'Due tomorrow' });
  if (daysToDue > 1)
    return defineText({
      id: 'creditCards.due.inDays',
      defaultMessage: 'Due in {days} days',
      values: { days: daysToDue },
    });
  return defineText({
    id: 'creditCards.due.overdueBy',
    defaultMessage: 'Overdue by {days, plural, one {# day} other {# days}}',
    values: { days: -daysToDue },
  });
}

/** How urgent a due date is: under a week away is `soon`; passed is `late`. */
export type DueUrgency = 'late' | 'soon' | 'later';

export function dueUrgency(daysToDue: number): DueUrgency {
  if (daysToDue < 0) return 'late';
  return daysToDue <= 7 ? 'soon' : 'later';
}

const STATUS_LABELS: Record<StatementStatus, Text> = {
  PAID: defineText({ id: 'creditCards.status.paid', defaultMessage: 'Paid' }),
  PARTIALLY_PAID: defineText({ id: 'creditCards.status.partlyPaid', defaultMessage: 'Partly paid' }),
  DUE: defineText({ id: 'creditCards.status.due', defaultMessage: 'Due' }),
  OVERDUE: defineText({ id: 'creditCards.status.overdue', defaultMessage: 'Overdue' }),
};

/** The status of a statement in the customer's words. */
export function statementStatusLabel(status: StatementStatus): Text {
  return STATUS_LABELS[status];
}

/** Brand names, the same in every language (shown as data, `translate="no"`). */
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
export type PayOption = { kind: 'total' | 'minimum'; label: Text; amountPaise: number; note: Text };

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
      label: defineText({ id: 'creditCards.payOption.total', defaultMessage: 'Total due' }),
      amountPaise: bill.outstandingPaise,
      note: defineText({
        id: 'creditCards.payOption.totalNote',
        defaultMessage: 'No interest is charged when the whole bill is paid by the due date.',
      }),
    },
  ];
  if (bill.minOutstandingPaise > 0 && bill.minOutstandingPaise < bill.outstandingPaise) {
    options.push({
      kind: 'minimum',
      label: defineText({ id: 'creditCards.payOption.minimum', defaultMessage: 'Minimum due' }),
      amountPaise: bill.minOutstandingPaise,
      note: defineText({
        id: 'creditCards.payOption.minimumNote',
        defaultMessage: 'Avoids the late fee, but interest is charged on the rest.',
      }),
    });
  }
  return options;
}
