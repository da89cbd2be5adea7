import { isMonthKey } from '@/domain/dates/month';

/**
 * Which part of the savings screens is showing, read from the address (docs/product.md#tabs-and-filters, tabs
 * and pills, docs/product.md#query-keys, `selected-pill` and `month_key`). Unknown values fall back to the
 * default, so an old or hand-edited link always opens something.
 */

/** Savings level 1 (docs/product.md#tabs-and-filters), in tab order. */
export const SAVINGS_TABS = ['account_summary', 'all_transactions'] as const;
export type SavingsTab = (typeof SAVINGS_TABS)[number];

/** Savings pills (docs/product.md#tabs-and-filters). */
export const SAVINGS_PILLS = ['transactions', 'expense_analytics'] as const;
export type SavingsPill = (typeof SAVINGS_PILLS)[number];

/** Spending groupings (docs/product.md#tabs-and-filters). */
export const SPENDING_GROUPINGS = ['month', 'category', 'payment'] as const;
export type SpendingGroupingId = (typeof SPENDING_GROUPINGS)[number];

/** Banks level 1 (docs/product.md#tabs-and-filters). */
export const BANKS_TABS = ['your_banks', 'analytics'] as const;

/** `value` when it is one of `options`, else null. */
export function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;
}

/** A `month_key` from the address, when it is a valid `YYYY-MM` month among `available` (if given). */
export function pickMonth(value: string | null, available?: readonly string[]): string | null {
  if (value === null || !isMonthKey(value)) return null;
  return available === undefined || available.includes(value) ? value : null;
}
