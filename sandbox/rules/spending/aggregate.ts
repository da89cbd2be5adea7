import { monthKeyText } from '@/domain/dates/day-text';
import { IST_TIME_ZONE } from '@/domain/dates/ist';
import { monthKeyOfIndex } from '@/domain/dates/month';
import { monthIndex } from '@/domain/dates/zoned-day';
import { PAYMENT_MODE_LABELS } from '@/domain/spending/payment-mode';
import { sharesBps } from '@/domain/spending/shares';
import { isCountable, type SpendingTxn } from '@/domain/spending/spending-txn';

/**
 * Money in/out and spending breakdowns over bank transactions: one pass with Maps per call, so the
 * sandbox answers every savings and analytics route from its rows (50,000 rows in a few
 * milliseconds; the budget of docs/product.md#performance-budgets is 30 ms). Self-transfers between the
 * user's own accounts and unreadable records are left out everywhere ({@link isCountable}).
 */

export { isCountable, isSelfTransfer, type SpendingTxn } from '@/domain/spending/spending-txn';

/**
 * How the spending charts group: docs/product.md#tabs-and-filters, "Spending groupings: month, category,
 * payment".
 */
export type SpendingGrouping = 'month' | 'category' | 'payment';

/** One slice of a breakdown. */
export type SpendingGroup = {
  /** Month key, category name, payment mode or counterparty. */
  key: string;
  /** What a person reads: "Mar 2025", "Food & Dining", "UPI", "Swiggy". */
  label: string;
  total_paise: number;
  count: number;
  /** Share of the breakdown's total in basis points; the shares add up to exactly 10,000. */
  share_bps: number;
};

/** Money in and out of one month. */
export type MonthFlow = {
  month_key: string;
  money_in_paise: number;
  money_out_paise: number;
  /** In minus out: negative in a month that spent more than it received. */
  net_paise: number;
};

type Tally = { total: number; count: number };

const PAYMENT_LABELS: ReadonlyMap<string, string> = new Map(Object.entries(PAYMENT_MODE_LABELS));

/** Money in and out per month (IST unless told otherwise), oldest month first. */
export function moneyFlow(txns: readonly SpendingTxn[], timeZone: string = IST_TIME_ZONE): MonthFlow[] {
  const months = new Map<number, { in: number; out: number }>();
  for (const txn of txns) {
    if (!isCountable(txn)) continue;
    const index = monthIndex(txn.posted_at, timeZone);
    if (index < 0) continue;
    let month = months.get(index);
    if (month === undefined) {
      month = { in: 0, out: 0 };
      months.set(index, month);
    }
    if (txn.type === 'CREDIT') month.in += txn.amount_paise;
    else month.out += txn.amount_paise;
  }
  return [...months.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, month]) => ({
      month_key: monthKeyOfIndex(index),
      money_in_paise: month.in,
      money_out_paise: month.out,
      net_paise: month.in - month.out,
    }));
}

function groupKey(txn: SpendingTxn, grouping: 'category' | 'payment' | 'counterparty'): string | null {
  switch (grouping) {
    case 'category':
      return typeof txn.category === 'string' ? txn.category : null;
    case 'payment':
      return typeof txn.payment_mode === 'string' ? txn.payment_mode : null;
    case 'counterparty':
      return typeof txn.counterparty === 'string' ? txn.counterparty.trim() : null;
  }
}

function groupLabel(key: string, grouping: SpendingGrouping | 'counterparty'): string {
  if (grouping === 'month') return monthKeyText(key);
  if (grouping === 'payment') return PAYMENT_LABELS.get(key) ?? key;
  return key;
}

function tally(
  txns: readonly SpendingTxn[],
  type: SpendingTxn['type'],
  grouping: SpendingGrouping | 'counterparty',
  timeZone: string,
): SpendingGroup[] {
  const groups = new Map<string | number, Tally>();
  for (const txn of txns) {
    if (txn.type !== type || !isCountable(txn)) continue;
    // Months are read for every grouping so a record counts in all groupings or in none.
    const month = monthIndex(txn.posted_at, timeZone);
    if (month < 0) continue;
    const key = grouping === 'month' ? month : groupKey(txn, grouping);
    if (key === null) continue;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { total: txn.amount_paise, count: 1 });
    else {
      group.total += txn.amount_paise;
      group.count += 1;
    }
  }
  return finishGroups(groups, grouping);
}

/** Groups as a breakdown: month indexes oldest first, other groups largest first, ties by key. */
function finishGroups(
  groups: ReadonlyMap<string | number, Tally>,
  grouping: SpendingGrouping | 'counterparty',
): SpendingGroup[] {
  // Month indexes sort as numbers, oldest first; other groups largest first, ties by key.
  const entries = [...groups.entries()].map(([key, group]) => ({
    key: typeof key === 'number' ? monthKeyOfIndex(key) : key,
    group,
  }));
  entries.sort((a, b) => {
    const difference = grouping === 'month' ? 0 : b.group.total - a.group.total;
    return difference !== 0 ? difference : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  });
  const shares = sharesBps(entries.map(({ group }) => group.total));
  return entries.map(({ key, group }, index) => ({
    key,
    label: groupLabel(key, grouping),
    total_paise: group.total,
    count: group.count,
    share_bps: shares[index] ?? 0,
  }));
}

/**
 * A breakdown of one direction of money: debits (`DEBIT`, spending) or credits (`CREDIT`, money
 * in), grouped by month (oldest first) or by category or payment mode (largest first, ties by key).
 */
export function flowBy(
  txns: readonly SpendingTxn[],
  type: SpendingTxn['type'],
  grouping: SpendingGrouping,
  timeZone: string = IST_TIME_ZONE,
): SpendingGroup[] {
  return tally(txns, type, grouping, timeZone);
}

/** Spending (debits, self-transfers excluded) grouped by month, category or payment mode. */
export function spendingBy(
  txns: readonly SpendingTxn[],
  grouping: SpendingGrouping,
  timeZone: string = IST_TIME_ZONE,
): SpendingGroup[] {
  return tally(txns, 'DEBIT', grouping, timeZone);
}

/**
 * The `n` merchants or people the user spent most with (or, with `type` CREDIT, received most
 * from), largest first; each share is of the whole direction, so the shares of the top `n` add up
 * to 10,000 only when nobody is left out.
 */
export function topCounterparties(
  txns: readonly SpendingTxn[],
  n: number,
  type: SpendingTxn['type'] = 'DEBIT',
  timeZone: string = IST_TIME_ZONE,
): SpendingGroup[] {
  const count = Number.isNaN(n) ? 0 : Math.max(0, Math.floor(n));
  return tally(txns, type, 'counterparty', timeZone).slice(0, count);
}

/** The sum of a breakdown's groups (what the shares are of). */
export function totalOf(groups: readonly SpendingGroup[]): number {
  return groups.reduce((sum, group) => sum + group.total_paise, 0);
}
