/**
 * The spending category taxonomy of docs/product.md#spending-categories, synthesised from Indian PFM apps.
 * Every bank and card transaction carries one of these, or {@link INCOME_CATEGORY} for money coming in.
 */
export const SPENDING_CATEGORIES = [
  'Food & Dining',
  'Groceries',
  'Shopping',
  'Travel',
  'Transport & Fuel',
  'Bills & Utilities',
  'Rent & Housing',
  'EMI & Loans',
  'Investments',
  'Insurance',
  'Health & Medical',
  'Education',
  'Entertainment & Subscriptions',
  'Personal care',
  'Transfers',
  'Cash withdrawal',
  'Fees & charges',
  'Others',
] as const;

/** One of {@link SPENDING_CATEGORIES}. */
export type SpendingCategory = (typeof SPENDING_CATEGORIES)[number];

/** Salary, interest, refunds and cashback, dividends: the category of money that comes in. */
export const INCOME_CATEGORY = 'Income';

/** Any category a transaction may carry. */
export type TransactionCategory = SpendingCategory | typeof INCOME_CATEGORY;

const KNOWN: ReadonlySet<string> = new Set<string>([...SPENDING_CATEGORIES, INCOME_CATEGORY]);

/** Whether `value` is a category of the taxonomy (spending or income), compared exactly. */
export function isTransactionCategory(value: string): value is TransactionCategory {
  return KNOWN.has(value);
}
