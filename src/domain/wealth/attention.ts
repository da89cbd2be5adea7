import { dayMonthText } from '@/domain/dates/day-text';
import { daysFromTo } from '@/domain/dates/iso-day';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';
import { APP_PATHS, cardBillPaymentPath } from '@/domain/navigation/app-paths';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';
import { defineText, type Text } from '@/domain/text/message';

/**
 * "Needs attention" on home: one list, most urgent first. Every item says what it is and when, in
 * plain words, and where the customer acts on it.
 */

/** How far ahead a card bill counts as needing attention. */
const CARD_DUE_ATTENTION_DAYS = 7;
/** How far ahead an expiring consent counts as needing attention. */
const CONSENT_EXPIRY_ATTENTION_DAYS = 30;

/** The kinds, most urgent first: the order of the list before dates break ties. */
const ATTENTION_KINDS = [
  'EMI_OVERDUE',
  'CARD_BILL_DUE',
  'CONSENT_FAILED',
  'CONSENT_EXPIRING',
  'BUDGET_OVER',
  'BUDGET_ON_PACE',
  'LINKING_UNFINISHED',
] as const;
type AttentionKind = (typeof ATTENTION_KINDS)[number];

export type AttentionItem = {
  /** Stable across renders: kind plus what it is about. */
  id: string;
  kind: AttentionKind;
  /** What it is: "Instant cash EMI of ₹4,567.00 is overdue". */
  title: Text;
  /** When, in words: "Due 12 Nov, 13 days ago". */
  when: Text;
  /** The ISO day it is about (due, expiry, left on); orders items of one kind. */
  day: string;
  /** Where to act on it: a navlink (a path inside the app), followed through the executor. */
  href: string;
  /** The button's words. */
  action: Text;
  /**
   * A budget's category, which the screen words and passes as the `category` value of the title
   * (a category's name is a message of its own).
   */
  category?: string;
};

/** Most urgent first: by kind ({@link ATTENTION_KINDS}), then the earlier day, then the id. */
function orderAttention(items: readonly AttentionItem[]): AttentionItem[] {
  const rank = (kind: AttentionKind) => ATTENTION_KINDS.indexOf(kind);
  return [...items].sort(
    (a, b) =>
      rank(a.kind) - rank(b.kind) ||
      (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** "today", "tomorrow", "in 3 days", "yesterday", "13 days ago". */
function relativeDayText(today: string, day: string, locale: AppLocale = DEFAULT_LOCALE): string {
  const days = daysFromTo(today, day);
  if (locale !== DEFAULT_LOCALE) return relativeDays(locale).format(days, 'day');
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

const relativeFormats = new Map<AppLocale, Intl.RelativeTimeFormat>();

/** Intl's words for a number of days away in `locale` ("आज", "कल", "3 दिन में", "13 दिन पहले"). */
function relativeDays(locale: AppLocale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
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
type BudgetAttention = {
  category: string;
  status: 'OVER' | 'ON_PACE_TO_OVER' | 'ON_TRACK';
  spentPaise: number;
  limitPaise: number;
  projectedPaise: number;
};

/**
 * Builds and orders the items of {@link AttentionInput} that are due for attention today, their
 * amounts and dates written in `locale` (the words are messages the screen formats).
 */
export function attentionItems(input: AttentionInput, locale: AppLocale = DEFAULT_LOCALE): AttentionItem[] {
  const { today } = input;
  const inr = (amountPaise: number) => formatInr(paise(amountPaise), { locale });
  const date = (day: string) => dayMonthText(day, locale);
  const relative = (day: string) => relativeDayText(today, day, locale);
  const items: AttentionItem[] = [];
  const emi = input.overdueEmi;
  if (emi !== null && emi.count > 0) {
    items.push({
      id: 'emi-overdue',
      kind: 'EMI_OVERDUE',
      title: defineText({
        id: 'home.attention.emiOverdue',
        defaultMessage:
          '{count, plural, one {Instant cash EMI of {amount} is overdue} other {Instant cash # EMIs of {amount} are overdue}}',
        values: { count: emi.count, amount: inr(emi.amountPaise) },
      }),
      when: defineText({
        id: 'home.attention.wasDue',
        defaultMessage: 'Was due {date}, {relative}',
        values: { date: date(emi.oldestDueDate), relative: relative(emi.oldestDueDate) },
      }),
      day: emi.oldestDueDate,
      // The overdue repayment's quote opens at once (the lending "Pay now" navlink).
      href: '/insta-cash?repay=overdue',
      action: defineText({ id: 'home.attention.payEmi', defaultMessage: 'Pay EMI' }),
    });
  }
  for (const bill of input.cardBills) {
    const days = daysFromTo(today, bill.dueDate);
    if (bill.outstandingPaise <= 0 || days > CARD_DUE_ATTENTION_DAYS) continue;
    const values = { card: bill.cardName, amount: inr(bill.outstandingPaise) };
    const when = { date: date(bill.dueDate), relative: relative(bill.dueDate) };
    items.push({
      id: `card-${bill.cardId}`,
      kind: 'CARD_BILL_DUE',
      title:
        days < 0
          ? defineText({
              id: 'home.attention.cardOverdue',
              defaultMessage: '{card} bill of {amount} is overdue',
              values,
            })
          : defineText({
              id: 'home.attention.cardDue',
              defaultMessage: '{card} bill of {amount} is due',
              values,
            }),
      when:
        days < 0
          ? defineText({
              id: 'home.attention.wasDue',
              defaultMessage: 'Was due {date}, {relative}',
              values: when,
            })
          : defineText({ id: 'home.attention.due', defaultMessage: 'Due {date}, {relative}', values: when }),
      day: bill.dueDate,
      // This card's payment opens at once on Bill Payment.
      href: cardBillPaymentPath(bill.cardId),
      action: defineText({ id: 'home.attention.payBill', defaultMessage: 'Pay bill' }),
    });
  }
  for (const consent of input.consents) {
    const name = { name: consent.label };
    if (consent.status === 'FAILED') {
      items.push({
        id: `consent-${consent.handle}`,
        kind: 'CONSENT_FAILED',
        title: defineText({
          id: 'home.attention.consentFailed',
          defaultMessage: 'Your consent for {name} has failed',
          values: name,
        }),
        when: defineText({
          id: 'home.attention.consentFailedWhen',
          defaultMessage: 'We cannot refresh these accounts until you link them again',
        }),
        day: today,
        href: '/account-aggregator/bank-tracking',
        action: defineText({ id: 'home.attention.review', defaultMessage: 'Review' }),
      });
      continue;
    }
    const days = daysFromTo(today, consent.expiresOn);
    if (days > CONSENT_EXPIRY_ATTENTION_DAYS) continue;
    const when = { date: date(consent.expiresOn), relative: relative(consent.expiresOn) };
    items.push({
      id: `consent-${consent.handle}`,
      kind: days < 0 ? 'CONSENT_FAILED' : 'CONSENT_EXPIRING',
      title:
        days < 0
          ? defineText({
              id: 'home.attention.consentExpired',
              defaultMessage: 'Your consent for {name} has expired',
              values: name,
            })
          : defineText({
              id: 'home.attention.consentExpiring',
              defaultMessage: 'Your consent for {name} expires soon',
              values: name,
            }),
      when:
        days < 0
          ? defineText({
              id: 'home.attention.expired',
              defaultMessage: 'Expired {date}, {relative}',
              values: when,
            })
          : defineText({
              id: 'home.attention.expires',
              defaultMessage: 'Expires {date}, {relative}',
              values: when,
            }),
      day: consent.expiresOn,
      href: '/account-aggregator/bank-tracking',
      action: defineText({ id: 'home.attention.renew', defaultMessage: 'Renew' }),
    });
  }
  for (const budget of input.budgets ?? []) {
    if (budget.status === 'ON_TRACK') continue;
    const over = budget.status === 'OVER';
    // `category` is the category's English name here; the screen puts its worded name in its place.
    const values = { category: budget.category, limit: inr(budget.limitPaise) };
    items.push({
      id: `budget-${budget.category}`,
      kind: over ? 'BUDGET_OVER' : 'BUDGET_ON_PACE',
      title: over
        ? defineText({
            id: 'home.attention.budgetOver',
            defaultMessage: '{category} is over its {limit} budget',
            values,
          })
        : defineText({
            id: 'home.attention.budgetOnPace',
            defaultMessage: '{category} is on pace to pass its {limit} budget',
            values,
          }),
      when: over
        ? defineText({
            id: 'home.attention.budgetSpent',
            defaultMessage: 'Spent {amount} this month',
            values: { amount: inr(budget.spentPaise) },
          })
        : defineText({
            id: 'home.attention.budgetProjected',
            defaultMessage: "On course for {amount} by the month's end",
            values: { amount: inr(budget.projectedPaise) },
          }),
      day: today,
      href: APP_PATHS.savingsPlan,
      action: defineText({ id: 'home.attention.seeBudget', defaultMessage: 'See budget' }),
      category: budget.category,
    });
  }
  const linking = input.unfinishedLinking;
  if (linking !== null) {
    items.push({
      id: 'linking-unfinished',
      kind: 'LINKING_UNFINISHED',
      title:
        linking.bankName === null
          ? defineText({
              id: 'home.attention.linkingUnfinishedAny',
              defaultMessage: 'You started linking an account and did not finish',
            })
          : defineText({
              id: 'home.attention.linkingUnfinished',
              defaultMessage: 'You started linking {name} and did not finish',
              values: { name: linking.bankName },
            }),
      when: defineText({
        id: 'home.attention.left',
        defaultMessage: 'Left {date}, {relative}',
        values: { date: date(linking.leftOn), relative: relative(linking.leftOn) },
      }),
      day: linking.leftOn,
      href: linking.resumeHref,
      action: defineText({ id: 'home.attention.continue', defaultMessage: 'Continue' }),
    });
  }
  return orderAttention(items);
}
