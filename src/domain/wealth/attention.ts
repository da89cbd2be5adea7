import { dayMonthText } from '@/domain/dates/day-text';
import { daysBetween } from '@/domain/loans/iso-day';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';
import { APP_PATHS, cardBillPaymentPath } from '@/domain/navigation/app-paths';

/**
 * "Needs attention" on home: one list, most urgent first. Every item says what it is and when, in
 * plain words, and where the customer acts on it.
 */

/** How far ahead a card bill counts as needing attention. */
export const CARD_DUE_ATTENTION_DAYS = 7;
/** How far ahead an expiring consent counts as needing attention. */
export const CONSENT_EXPIRY_ATTENTION_DAYS = 30;

/** The kinds, most urgent first: the order of the list before dates break ties. */
export const ATTENTION_KINDS = [
  'EMI_OVERDUE',
  'CARD_BILL_DUE',
  'CONSENT_FAILED',
  'CONSENT_EXPIRING',
  'BUDGET_OVER',
  'BUDGET_ON_PACE',
  'LINKING_UNFINISHED',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export type AttentionItem = {
  /** Stable across renders: kind plus what it is about. */
  id: string;
  kind: AttentionKind;
  /** What it is: "Instant cash EMI of ₹4,567.00 is overdue". */
  title: string;
  /** When, in words: "Due 12 Nov, 13 days ago". */
  when: string;
  /** The ISO day it is about (due, expiry, left on); orders items of one kind. */
  day: string;
  /** Where to act on it: a navlink (a path inside the app), followed through the executor. */
  href: string;
  /** The button's words. */
  action: string;
};

/** Most urgent first: by kind ({@link ATTENTION_KINDS}), then the earlier day, then the id. */
export function orderAttention(items: readonly AttentionItem[]): AttentionItem[] {
  const rank = (kind: AttentionKind) => ATTENTION_KINDS.indexOf(kind);
  return [...items].sort(
    (a, b) =>
      rank(a.kind) - rank(b.kind) ||
      (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** "today", "tomorrow", "in 3 days", "yesterday", "13 days ago". */
export function relativeDayText(today: string, day: string): string {
  const days = daysBetween(today, day);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** What home knows that may need attention; each part empty when there is nothing of its kind. */
export type AttentionInput = {
  today: string;
  /** The overdue instant-cash EMIs, summed; null when none is overdue. */
  overdueEmi: { amountPaise: number; count: number; oldestDueDate: string } | null;
  /** The current statement of each card with something left to pay. */
  cardBills: readonly { cardId: string; cardName: string; dueDate: string; outstandingPaise: number }[];
  consents: readonly { handle: string; label: string; status: 'ACTIVE' | 'FAILED'; expiresOn: string }[];
  /** A linking journey that was started and not finished; null when there is none. */
  unfinishedLinking: { leftOn: string; bankName: string | null; resumeHref: string } | null;
  /** This month's budgets that have run over or are on pace to (others are left out or ignored). */
  budgets?: readonly BudgetAttention[];
};

/** A monthly budget as "needs attention" reads it. */
export type BudgetAttention = {
  category: string;
  status: 'OVER' | 'ON_PACE_TO_OVER' | 'ON_TRACK';
  spentPaise: number;
  limitPaise: number;
  projectedPaise: number;
};

/** Builds and orders the items of {@link AttentionInput} that are due for attention today. */
export function attentionItems(input: AttentionInput): AttentionItem[] {
  const { today } = input;
  const items: AttentionItem[] = [];
  const emi = input.overdueEmi;
  if (emi !== null && emi.count > 0) {
    const what = emi.count === 1 ? 'EMI' : `${emi.count} EMIs`;
    items.push({
      id: 'emi-overdue',
      kind: 'EMI_OVERDUE',
      title: `Instant cash ${what} of ${formatInr(paise(emi.amountPaise))} ${emi.count === 1 ? 'is' : 'are'} overdue`,
      when: `Was due ${dayMonthText(emi.oldestDueDate)}, ${relativeDayText(today, emi.oldestDueDate)}`,
      day: emi.oldestDueDate,
      // The overdue repayment's quote opens at once (the lending "Pay now" navlink).
      href: '/insta-cash?repay=overdue',
      action: 'Pay EMI',
    });
  }
  for (const bill of input.cardBills) {
    const days = daysBetween(today, bill.dueDate);
    if (bill.outstandingPaise <= 0 || days > CARD_DUE_ATTENTION_DAYS) continue;
    items.push({
      id: `card-${bill.cardId}`,
      kind: 'CARD_BILL_DUE',
      title: `${bill.cardName} bill of ${formatInr(paise(bill.outstandingPaise))} ${days < 0 ? 'is overdue' : 'is due'}`,
      when: `${days < 0 ? 'Was due' : 'Due'} ${dayMonthText(bill.dueDate)}, ${relativeDayText(today, bill.dueDate)}`,
      day: bill.dueDate,
      // This card's payment opens at once on Bill Payment.
      href: cardBillPaymentPath(bill.cardId),
      action: 'Pay bill',
    });
  }
  for (const consent of input.consents) {
    if (consent.status === 'FAILED') {
      items.push({
        id: `consent-${consent.handle}`,
        kind: 'CONSENT_FAILED',
        title: `Your consent for ${consent.label} has failed`,
        when: 'We cannot refresh these accounts until you link them again',
        day: today,
        href: '/account-aggregator/bank-tracking',
        action: 'Review',
      });
      continue;
    }
    const days = daysBetween(today, consent.expiresOn);
    if (days > CONSENT_EXPIRY_ATTENTION_DAYS) continue;
    items.push({
      id: `consent-${consent.handle}`,
      kind: days < 0 ? 'CONSENT_FAILED' : 'CONSENT_EXPIRING',
      title: `Your consent for ${consent.label} ${days < 0 ? 'has expired' : 'expires soon'}`,
      when: `${days < 0 ? 'Expired' : 'Expires'} ${dayMonthText(consent.expiresOn)}, ${relativeDayText(today, consent.expiresOn)}`,
      day: consent.expiresOn,
      href: '/account-aggregator/bank-tracking',
      action: 'Renew',
    });
  }
  for (const budget of input.budgets ?? []) {
    if (budget.status === 'ON_TRACK') continue;
    const over = budget.status === 'OVER';
    const limit = formatInr(paise(budget.limitPaise));
    items.push({
      id: `budget-${budget.category}`,
      kind: over ? 'BUDGET_OVER' : 'BUDGET_ON_PACE',
      title: over
        ? `${budget.category} is over its ${limit} budget`
        : `${budget.category} is on pace to pass its ${limit} budget`,
      when: over
        ? `Spent ${formatInr(paise(budget.spentPaise))} this month`
        : `On course for ${formatInr(paise(budget.projectedPaise))} by the month's end`,
      day: today,
      href: APP_PATHS.savingsPlan,
      action: 'See budget',
    });
  }
  const linking = input.unfinishedLinking;
  if (linking !== null) {
    items.push({
      id: 'linking-unfinished',
      kind: 'LINKING_UNFINISHED',
      title: `You started linking ${linking.bankName ?? 'an account'} and did not finish`,
      when: `Left ${dayMonthText(linking.leftOn)}, ${relativeDayText(today, linking.leftOn)}`,
      day: linking.leftOn,
      href: linking.resumeHref,
      action: 'Continue',
    });
  }
  return orderAttention(items);
}
