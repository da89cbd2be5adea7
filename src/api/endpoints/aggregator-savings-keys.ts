import type { AllTransactionsPayload, L1AnalyticsPayload } from '@/api/schemas/aggregator-savings';

/**
 * Scopes and hierarchical query keys of the savings endpoints (aggregator-savings.ts): every key
 * starts with `'savings'`, so one `invalidateQueries({ queryKey: savingsKeys.all })` refreshes the
 * savings and banks screens after linking (docs/product.md#after-linking).
 */

/** Filters of the transaction list: `/all-transactions` without its paging fields. */
export type TransactionFilters = Omit<AllTransactionsPayload, 'cursor' | 'limit'>;

/** One account (`account_id`) or every linked one (omitted). */
export type AccountScope = { account_id?: string | undefined };
/**
 * An account scope and a number of months ending with the current one (server default 6), or a
 * range of IST days `from`..`to` (both), which takes precedence.
 */
export type MonthsScope = AccountScope & {
  months?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
};
/** An account scope and one month (`YYYY-MM`). */
export type MonthScope = AccountScope & { month_key: string };
export type CategoryScope = AccountScope & { category: string; month_key?: string | undefined };
/** An account scope and, optionally, a month (else the current one). */
export type MastheadScope = AccountScope & { month_key?: string | undefined };
export type StatementRange = { account_id: string; from?: string | undefined; to?: string | undefined };

/** Hierarchical query keys (docs/product.md#request-rules): everything the savings and banks screens read. */
export const savingsKeys = {
  all: ['savings'] as const,
  l1Screen: () => [...savingsKeys.all, 'l1-screen'] as const,
  accountSummary: (scope: MonthsScope = {}) => [...savingsKeys.all, 'account-summary', scope] as const,
  smsBottomsheet: () => [...savingsKeys.all, 'sms-depreciation-bottomsheet'] as const,
  accountDetails: (accountId: string) => [...savingsKeys.all, 'account-details', accountId] as const,
  masthead: (scope: MastheadScope = {}) => [...savingsKeys.all, 'masthead', scope] as const,
  moneyFlow: (scope: MonthsScope = {}) => [...savingsKeys.all, 'money-flow', scope] as const,
  moneyFlowL2: (scope: MonthScope) => [...savingsKeys.all, 'money-flow-l2', scope] as const,
  category: (scope: CategoryScope) => [...savingsKeys.all, 'individual-category', scope] as const,
  fixedIncomeExpenses: (scope: AccountScope = {}) =>
    [...savingsKeys.all, 'fixed-income-expenses', scope] as const,
  statement: (range: StatementRange) => [...savingsKeys.all, 'account-statement', range] as const,
  analytics: (payload: L1AnalyticsPayload) => [...savingsKeys.all, 'l1-analytics', payload] as const,
  transactionsAll: () => [...savingsKeys.all, 'transactions'] as const,
  transactions: (filters: TransactionFilters) => [...savingsKeys.transactionsAll(), filters] as const,
  transaction: (transactionId: string) => [...savingsKeys.all, 'transaction', transactionId] as const,
};
