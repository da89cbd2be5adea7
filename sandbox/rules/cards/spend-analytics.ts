/**
 * Card spend analytics: spend by month and by category over the last N calendar months. Spend is
 * what went out (debits); credits (refunds, cashback, bill payments) are reported apart, never
 * netted into a category, so a bill payment cannot make a category look negative.
 */
import { monthKeyOf, monthsEndingWith } from '@/domain/dates/month';

import { shareBps } from './card-limits';

/** One card transaction as the aggregation needs it. */
export interface SpendTransaction {
  cardId: string;
  /** ISO timestamp or day. */
  postedAt: string;
  type: 'DEBIT' | 'CREDIT';
  amountPaise: number;
  category: string;
}

/** One month of the window. */
interface MonthSpend {
  monthKey: string;
  spendPaise: number;
  creditsPaise: number;
  transactionCount: number;
}

/** One category's spend over the window. */
interface CategorySpend {
  category: string;
  spendPaise: number;
  shareBps: number;
  transactionCount: number;
}

/** Spend over the window. */
export interface SpendAnalytics {
  /** Every month of the window, oldest first, empty months included so a chart has no gaps. */
  byMonth: MonthSpend[];
  /** Categories with spend, largest first (ties by name). */
  byCategory: CategorySpend[];
  /** Spend per card id, for cards with spend in the window. */
  byCard: Map<string, number>;
  totalSpendPaise: number;
  totalCreditsPaise: number;
}

/** Code-unit order: the same on every machine, unlike localeCompare. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Aggregates `transactions` over the `months` calendar months ending with the month of `today`. */
export function spendAnalytics(
  transactions: readonly SpendTransaction[],
  months: number,
  today: string,
): SpendAnalytics {
  const byMonth = new Map<string, MonthSpend>(
    monthsEndingWith(monthKeyOf(today), months).map((monthKey) => [
      monthKey,
      { monthKey, spendPaise: 0, creditsPaise: 0, transactionCount: 0 },
    ]),
  );
  const categories = new Map<string, { spendPaise: number; transactionCount: number }>();
  const byCard = new Map<string, number>();
  for (const txn of transactions) {
    const month = byMonth.get(monthKeyOf(txn.postedAt));
    if (month === undefined) continue;
    month.transactionCount += 1;
    if (txn.type === 'CREDIT') {
      month.creditsPaise += txn.amountPaise;
      continue;
    }
    month.spendPaise += txn.amountPaise;
    const category = categories.get(txn.category) ?? { spendPaise: 0, transactionCount: 0 };
    category.spendPaise += txn.amountPaise;
    category.transactionCount += 1;
    categories.set(txn.category, category);
    byCard.set(txn.cardId, (byCard.get(txn.cardId) ?? 0) + txn.amountPaise);
  }
  const monthList = [...byMonth.values()];
  const totalSpendPaise = monthList.reduce((sum, m) => sum + m.spendPaise, 0);
  const byCategory = [...categories.entries()]
    .map(([category, c]) => ({ category, ...c, shareBps: shareBps(c.spendPaise, totalSpendPaise) }))
    .sort((a, b) => b.spendPaise - a.spendPaise || compareText(a.category, b.category));
  return {
    byMonth: monthList,
    byCategory,
    byCard,
    totalSpendPaise,
    totalCreditsPaise: monthList.reduce((sum, m) => sum + m.creditsPaise, 0),
  };
}
