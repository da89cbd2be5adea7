import { z } from 'zod/mini';

import { PAYMENT_MODES } from '@/domain/spending/payment-mode';
import { RECURRING_KINDS } from '@/domain/spending/recurring';

import {
  id,
  instant,
  monthFlowSchema,
  monthKeySchema,
  paise,
  savingsAccountCardSchema,
  savingsEmptyStateSchema,
  tabSchema,
} from './aggregator-savings-l1';

export { savingsL1ScreenSchema, type SavingsL1Screen } from './aggregator-savings-l1';

/**
 * The aggregator service's savings endpoints (`/aa-service`, docs/product.md#aggregator-service): the savings
 * level-1 screen (tabs "Account Summary" / "All Transactions"), the pills "Transactions" / "Expense
 * Analytics", the level-2 analytics page, account details and statements. Money is integer paise, instants
 * ISO-8601, days `YYYY-MM-DD` and months `YYYY-MM`, all in Indian Standard Time.
 */

const count = z.int().check(z.minimum(0));
const day = z.iso.date();

const paymentModeSchema = z.enum(PAYMENT_MODES);
const transactionTypeSchema = z.enum(['CREDIT', 'DEBIT']);
const spendingGroupingSchema = z.enum(['month', 'category', 'payment']);
const savingsPillSchema = z.enum(['transactions', 'expense_analytics']);

/** A slice of a breakdown (by month, category, payment mode or counterparty). */
const spendingGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  total_paise: paise,
  count,
  /** Share of the breakdown's total in basis points; the shares of a breakdown sum to 10,000. */
  share_bps: count,
});

/** One bank transaction as lists show it. */
const savingsTransactionSchema = z.object({
  transaction_id: id,
  account_id: id,
  bank_name: z.string(),
  masked_acc_number: z.string(),
  posted_at: instant,
  value_date: day,
  month_key: monthKeySchema,
  type: transactionTypeSchema,
  amount_paise: paise,
  /** The account's balance after this transaction. */
  balance_paise: paise,
  narration: z.string(),
  category: z.string(),
  payment_mode: paymentModeSchema,
  payment_mode_label: z.string(),
  counterparty: z.string(),
  /** A move between the user's own accounts: listed, but neither spending nor money in/out. */
  is_self_transfer: z.boolean(),
});

const totalsSchema = z.object({ money_in_paise: paise, money_out_paise: paise, net_paise: paise });

/** GET `/account-summary`: balances and money in/out of the last months, one account or all. */
export const accountSummarySchema = z.object({
  /** Null: every linked account. */
  account_id: z.nullable(id),
  accounts: z.array(savingsAccountCardSchema),
  total_balance_paise: paise,
  /** Oldest first, months without transactions included as zeros. */
  months: z.array(monthFlowSchema),
  totals: totalsSchema,
  average_monthly_spend_paise: paise,
  top_categories: z.array(spendingGroupSchema),
  empty_state: z.nullable(savingsEmptyStateSchema),
});

/** GET `/get-account-details-page`: everything known about one linked account. */
export const accountDetailsPageSchema = z.object({
  account: savingsAccountCardSchema,
  holder_name: z.string(),
  branch: z.nullable(z.string()),
  opened_on: z.nullable(day),
  linked_at: z.nullable(instant),
  link_ref_number: z.nullable(z.string()),
  /** The consent that linked the account. */
  consent_handle: z.nullable(z.string()),
  transaction_count: count,
  first_posted_at: z.nullable(instant),
  last_posted_at: z.nullable(instant),
});

/** GET `/l2-screen/masthead`: the head of the level-2 analytics page for one month. */
export const l2MastheadSchema = z.object({
  account_id: z.nullable(id),
  /** The bank's name, or "All accounts". */
  title: z.string(),
  masked_acc_number: z.nullable(z.string()),
  balance_paise: paise,
  month: monthFlowSchema,
  previous_month: monthFlowSchema,
  /** Change of money out against the previous month, in basis points; null when that was zero. */
  spend_change_bps: z.nullable(z.int()),
  /** Months the history covers, newest first, for a month picker. */
  available_months: z.array(monthKeySchema),
  empty_state: z.nullable(savingsEmptyStateSchema),
});

/** GET `/money-flow`: money in/out per month. */
export const moneyFlowSchema = z.object({
  account_id: z.nullable(id),
  months: z.array(monthFlowSchema),
  totals: totalsSchema,
  average_money_in_paise: paise,
  average_money_out_paise: paise,
});

const breakdownSchema = z.object({
  by_category: z.array(spendingGroupSchema),
  by_payment_mode: z.array(spendingGroupSchema),
});

/** GET `/money-flow-l2`: one month's money in and out, each by category and by payment mode. */
export const moneyFlowL2Schema = z.object({
  account_id: z.nullable(id),
  month: monthFlowSchema,
  money_in: breakdownSchema,
  money_out: breakdownSchema,
});

/** GET `/individual-category`: one category's total, trend and transactions. */
export const individualCategorySchema = z.object({
  category: z.string(),
  account_id: z.nullable(id),
  month_key: z.nullable(monthKeySchema),
  /** DEBIT for spending categories, CREDIT for Income. */
  direction: transactionTypeSchema,
  total_paise: paise,
  count,
  by_month: z.array(spendingGroupSchema),
  top_counterparties: z.array(spendingGroupSchema),
  /** The category's rows in that direction, newest first, at most 100 of `transaction_count`. */
  transactions: z.array(savingsTransactionSchema),
  transaction_count: count,
});

/** A recurring credit or debit found in the data. */
const recurringItemSchema = z.object({
  kind: z.enum(RECURRING_KINDS),
  kind_label: z.string(),
  counterparty: z.string(),
  category: z.string(),
  account_id: id,
  payment_mode: paymentModeSchema,
  payment_mode_label: z.string(),
  typical_amount_paise: paise,
  typical_day: z.int().check(z.minimum(1), z.maximum(31)),
  occurrences: count,
  months_seen: count,
  last_posted_at: instant,
  next_expected_on: day,
});

/** GET `/fixed-income-expenses`: salary and other fixed income, rent, EMIs, SIPs, subscriptions. */
export const fixedIncomeExpensesSchema = z.object({
  account_id: z.nullable(id),
  income: z.array(recurringItemSchema),
  expenses: z.array(recurringItemSchema),
  monthly_fixed_income_paise: paise,
  monthly_fixed_expenses_paise: paise,
  /** Fixed income minus fixed expenses: what is left each month before variable spending. */
  monthly_surplus_paise: paise,
});

/** GET `/get-account-statement`: one account's rows between two days, oldest first. */
export const accountStatementSchema = z.object({
  account: savingsAccountCardSchema,
  holder_name: z.string(),
  branch: z.nullable(z.string()),
  from: day,
  to: day,
  opening_balance_paise: paise,
  closing_balance_paise: paise,
  total_credits_paise: paise,
  total_debits_paise: paise,
  credit_count: count,
  debit_count: count,
  rows: z.array(
    z.object({
      transaction_id: id,
      posted_at: instant,
      value_date: day,
      narration: z.string(),
      reference: z.string(),
      type: transactionTypeSchema,
      amount_paise: paise,
      balance_paise: paise,
    }),
  ),
});

/** POST `/l1-analytics-transactions` payload. */
export const l1AnalyticsPayloadSchema = z.object({
  account_id: z.optional(id),
  month_key: z.optional(monthKeySchema),
  /** A range of IST days instead of a month (both or neither; not with `month_key`). */
  from: z.optional(day),
  to: z.optional(day),
  grouping: spendingGroupingSchema,
  'selected-pill': z.optional(savingsPillSchema),
});

/** POST `/l1-analytics-transactions`: the pills "Transactions" / "Expense Analytics". */
export const l1AnalyticsSchema = z.object({
  pills: z.array(tabSchema(['transactions', 'expense_analytics'])),
  selected_pill: savingsPillSchema,
  grouping: spendingGroupingSchema,
  account_id: z.nullable(id),
  month_key: z.nullable(monthKeySchema),
  /** "Mar 2025", "1 Apr 2025 – 31 Mar 2026" for a range, or "All time" without either. */
  period_label: z.string(),
  money_in_paise: paise,
  total_spent_paise: paise,
  groups: z.array(spendingGroupSchema),
  top_counterparties: z.array(spendingGroupSchema),
  /** Newest first, at most 100; `transaction_count` says how many there are in all. */
  transactions: z.array(savingsTransactionSchema),
  transaction_count: count,
});

/** Most rows one page of `/all-transactions` holds, and how many it holds unless told. */
export const ALL_TRANSACTIONS_MAX_LIMIT = 200;
export const ALL_TRANSACTIONS_DEFAULT_LIMIT = 50;

/** POST `/all-transactions` payload: filters (all optional, combined with AND) and a page. */
export const allTransactionsPayloadSchema = z.object({
  account_ids: z.optional(z.array(id).check(z.minLength(1), z.maxLength(50))),
  from: z.optional(day),
  to: z.optional(day),
  category: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
  payment_mode: z.optional(paymentModeSchema),
  type: z.optional(transactionTypeSchema),
  /** Matched, ignoring case, inside the narration, counterparty or reference. */
  search: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /** `next_cursor` of the previous page. */
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(ALL_TRANSACTIONS_MAX_LIMIT))),
});

/** POST `/all-transactions`: a page of the filtered transactions, newest first. */
export const allTransactionsSchema = z.object({
  transactions: z.array(savingsTransactionSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: z.nullable(z.string()),
  /** Rows in the whole filtered set, and their debit and credit sums (self-transfers included). */
  total_count: count,
  debit_total_paise: paise,
  credit_total_paise: paise,
});

/** POST `/transaction-detail-v2` payload. */
export const transactionDetailPayloadSchema = z.object({ transaction_id: id });

/** POST `/transaction-detail-v2`: one transaction, its account and the counterparty's history. */
export const transactionDetailSchema = z.object({
  transaction: savingsTransactionSchema,
  account: savingsAccountCardSchema,
  reference: z.string(),
  /** The AA `mode` as the bank sent it (CASH, ATM, CARD, UPI, FT, OTHERS). */
  aa_mode: z.string(),
  /** Up to 5 other recent transactions with the same counterparty, newest first. */
  similar: z.array(savingsTransactionSchema),
  counterparty_summary: z.object({ count, debit_total_paise: paise, credit_total_paise: paise }),
});

export type SavingsAccountCard = z.infer<typeof savingsAccountCardSchema>;
export type SavingsTransaction = z.infer<typeof savingsTransactionSchema>;
export type AccountSummary = z.infer<typeof accountSummarySchema>;
export type AccountDetailsPage = z.infer<typeof accountDetailsPageSchema>;
export type L2Masthead = z.infer<typeof l2MastheadSchema>;
export type MoneyFlow = z.infer<typeof moneyFlowSchema>;
export type MoneyFlowL2 = z.infer<typeof moneyFlowL2Schema>;
export type IndividualCategory = z.infer<typeof individualCategorySchema>;
export type FixedIncomeExpenses = z.infer<typeof fixedIncomeExpensesSchema>;
export type AccountStatement = z.infer<typeof accountStatementSchema>;
export type L1AnalyticsPayload = z.infer<typeof l1AnalyticsPayloadSchema>;
export type L1Analytics = z.infer<typeof l1AnalyticsSchema>;
export type AllTransactionsPayload = z.infer<typeof allTransactionsPayloadSchema>;
export type AllTransactions = z.infer<typeof allTransactionsSchema>;
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;
