import { relativeTimeText } from '@/domain/dates/day-text';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';
import { defineText, type Text } from '@/domain/text/message';

import { agoText } from './freshness';
import type { SavingsPill, SavingsTab, SpendingGroupingId } from './savings-view';

/**
 * The words the savings screens show for their views' codes (tabs, pills, groupings) and for how
 * fresh a balance is, in the catalogues; a period's words are domain/dates'. What a transaction is
 * (its payment mode, its recurring kind) is worded in txn-kind-texts.ts, a passbook day in
 * day-heading-text.ts, a change of spending in spend-change-text.ts: each loads with the screens
 * that show it, and its words with them.
 */

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
