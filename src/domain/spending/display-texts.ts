import { dayMonthText, dayMonthYearText, relativeTimeText } from '@/domain/dates/day-text';
import { previousDay } from '@/domain/dates/iso-day';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';
import { defineText, type Text } from '@/domain/text/message';

import { agoText } from './freshness';
import type { PaymentMode } from './payment-mode';
import type { RecurringKind } from './recurring';
import type { SavingsPill, SavingsTab, SpendingGroupingId } from './savings-view';

/**
 * The words the savings screens show for the spending domain's codes (payment modes, tabs,
 * pills, groupings, day headings), in the catalogues; a period's words are domain/dates'. The English label tables next
 * to each code stay for the gateway and its CSV/PDF, which are English files.
 */

export const PAYMENT_MODE_TEXTS: Readonly<Record<PaymentMode, Text>> = {
  UPI: defineText({ id: 'savings.paymentMode.upi', defaultMessage: 'UPI' }),
  CARD: defineText({ id: 'savings.paymentMode.card', defaultMessage: 'Card' }),
  BANK_TRANSFER: defineText({ id: 'savings.paymentMode.bankTransfer', defaultMessage: 'Bank transfer' }),
  ATM_CASH: defineText({ id: 'savings.paymentMode.atmCash', defaultMessage: 'ATM & cash' }),
  AUTO_DEBIT: defineText({ id: 'savings.paymentMode.autoDebit', defaultMessage: 'Auto-debit' }),
  CHEQUE: defineText({ id: 'savings.paymentMode.cheque', defaultMessage: 'Cheque' }),
  OTHERS: defineText({ id: 'savings.paymentMode.others', defaultMessage: 'Others' }),
};

export const SAVINGS_TAB_TEXTS: Readonly<Record<SavingsTab, Text>> = {
  account_summary: defineText({ id: 'savings.tabs.accountSummary', defaultMessage: 'Account Summary' }),
  all_transactions: defineText({ id: 'savings.tabs.allTransactions', defaultMessage: 'All Transactions' }),
};

export const SAVINGS_PILL_TEXTS: Readonly<Record<SavingsPill, Text>> = {
  transactions: defineText({ id: 'savings.pills.transactions', defaultMessage: 'Transactions' }),
  expense_analytics: defineText({
    id: 'savings.pills.expenseAnalytics',
    defaultMessage: 'Expense Analytics',
  }),
};

export const SPENDING_GROUPING_TEXTS: Readonly<Record<SpendingGroupingId, Text>> = {
  month: defineText({ id: 'savings.grouping.month', defaultMessage: 'Month' }),
  category: defineText({ id: 'savings.grouping.category', defaultMessage: 'Category' }),
  payment: defineText({ id: 'savings.grouping.payment', defaultMessage: 'Payment' }),
};

const weekdayFormats = new Map<AppLocale, Intl.DateTimeFormat>();

function weekdayOf(dayKey: string, locale: AppLocale): string {
  let format = weekdayFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  const [y = 1970, m = 1, d = 1] = dayKey.split('-').map(Number);
  return format.format(Date.UTC(y, m - 1, d));
}

/**
 * A passbook day heading as a message: "Today", "Yesterday", "Sat, 21 Nov" within `today`'s year,
 * "Thu, 21 Nov 2024" before it (the same words as `dayHeading` of dates/day-text, in the language).
 */
export function dayHeadingText(dayKey: string, today: string, locale: AppLocale = DEFAULT_LOCALE): Text {
  if (dayKey === today) return defineText({ id: 'savings.day.today', defaultMessage: 'Today' });
  if (dayKey === previousDay(today))
    return defineText({ id: 'savings.day.yesterday', defaultMessage: 'Yesterday' });
  const date =
    dayKey.slice(0, 4) === today.slice(0, 4)
      ? dayMonthText(dayKey, locale)
      : dayMonthYearText(dayKey, locale);
  return defineText({
    id: 'savings.day.date',
    defaultMessage: '{weekday}, {date}',
    values: { weekday: weekdayOf(dayKey, locale), date },
  });
}

/**
 * "Updated 5 min ago" / "Not updated yet" as a message. English words the time with `agoText`;
 * other languages take the time from `Intl.RelativeTimeFormat`.
 */
export function updatedAgoText(iso: string | null, nowMs: number, locale: AppLocale = DEFAULT_LOCALE): Text {
  const ago =
    iso === null || Number.isNaN(Date.parse(iso))
      ? null
      : locale === DEFAULT_LOCALE
        ? agoText(iso, nowMs)
        : relativeTimeText(new Date(Math.min(Date.parse(iso), nowMs)).toISOString(), nowMs, locale);
  return ago === null
    ? defineText({ id: 'savings.freshness.never', defaultMessage: 'Not updated yet' })
    : defineText({ id: 'savings.freshness.updated', defaultMessage: 'Updated {ago}', values: { ago } });
}

export const RECURRING_KIND_TEXTS: Readonly<Record<RecurringKind, Text>> = {
  SALARY: defineText({ id: 'savings.recurring.salary', defaultMessage: 'Salary' }),
  OTHER_INCOME: defineText({ id: 'savings.recurring.otherIncome', defaultMessage: 'Fixed income' }),
  RENT: defineText({ id: 'savings.recurring.rent', defaultMessage: 'Rent' }),
  EMI: defineText({ id: 'savings.recurring.emi', defaultMessage: 'EMI' }),
  SIP: defineText({ id: 'savings.recurring.sip', defaultMessage: 'SIP' }),
  INSURANCE: defineText({ id: 'savings.recurring.insurance', defaultMessage: 'Insurance premium' }),
  SUBSCRIPTION: defineText({ id: 'savings.recurring.subscription', defaultMessage: 'Subscription' }),
  UTILITY: defineText({ id: 'savings.recurring.utility', defaultMessage: 'Bill' }),
  OTHER_EXPENSE: defineText({ id: 'savings.recurring.otherExpense', defaultMessage: 'Fixed expense' }),
};

/**
 * A change of spending against the month before, from basis points, as a message: "15% less than
 * Oct 2026", "8.5% more than Oct 2026", "Same as Oct 2026"; null when there is nothing to compare with. `previous` is the month already written in the language.
 */
export function spendChangeMessage(changeBps: number | null, previous: string): Text | null {
  if (changeBps === null || !Number.isFinite(changeBps)) return null;
  if (changeBps === 0)
    return defineText({
      id: 'savings.change.same',
      defaultMessage: 'Same as {previous}',
      values: { previous },
    });
  const percent = Math.abs(changeBps) / 100;
  const shown = Number.isInteger(percent) ? String(percent) : percent.toFixed(1).replace(/\.0$/, '');
  return changeBps < 0
    ? defineText({
        id: 'savings.change.less',
        defaultMessage: '{percent}% less than {previous}',
        values: { percent: shown, previous },
      })
    : defineText({
        id: 'savings.change.more',
        defaultMessage: '{percent}% more than {previous}',
        values: { percent: shown, previous },
      });
}
