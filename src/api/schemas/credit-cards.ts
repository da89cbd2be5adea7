import { z } from 'zod/mini';

import { cardStatementSchema, isoDay, nonNegativePaise, statementStatusSchema } from './credit-cards-list';

export {
  creditCardsSchema,
  type CardStatement,
  type CreditCard,
  type CreditCards,
} from './credit-cards-list';

/**
 * The credit-card service (`/cc-service`): the "My Cards / Analytics / Bill Payment" tabs of
 * docs/product.md#tabs-and-filters and the statement unlock of docs/product.md#other-services. Money is
 * integer paise, dates `YYYY-MM-DD`, instants ISO-8601, shares in basis points (3,000 = 30 %).
 */

const nextCursor = z.nullable(z.string().check(z.minLength(1)));

/** `GET /cc-service/cards/:card_id/statements`: newest first. */
export const cardStatementsSchema = z.object({
  card_id: z.string(),
  statements: z.array(cardStatementSchema),
});
export type CardStatements = z.infer<typeof cardStatementsSchema>;

const cardTransactionSchema = z.object({
  transaction_id: z.string().check(z.minLength(1)),
  posted_at: z.iso.datetime({ offset: true }),
  type: z.enum(['DEBIT', 'CREDIT']),
  amount_paise: z.int().check(z.positive()),
  merchant: z.string(),
  category: z.string(),
  /** Merchant category code, when the issuer sent one. */
  mcc: z.nullable(z.string()),
});

/** `GET /cc-service/cards/:card_id/transactions`: newest first, keyset-paginated. */
export const cardTransactionsSchema = z.object({
  card_id: z.string(),
  /** The statement the transactions were billed on; null for unbilled transactions. */
  statement_id: z.nullable(z.string()),
  /** The statement is locked: no transactions until it is unlocked. */
  locked: z.boolean(),
  items: z.array(cardTransactionSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: nextCursor,
  /** Over the whole statement (or all unbilled), not just this page. */
  total_count: z.int().check(z.minimum(0)),
  total_debit_paise: nonNegativePaise,
  total_credit_paise: nonNegativePaise,
});
export type CardTransactions = z.infer<typeof cardTransactionsSchema>;

/** `GET /cc-service/cards/analytics?months=`: spend across linked cards. */
export const cardAnalyticsSchema = z.object({
  months: z.int().check(z.minimum(1)),
  /** First and last month of the window, `YYYY-MM`. */
  from_month: z.string(),
  to_month: z.string(),
  total_spend_paise: nonNegativePaise,
  /** Refunds, cashback and bill payments in the window (not netted into spend). */
  total_credits_paise: nonNegativePaise,
  by_month: z.array(
    z.object({
      month_key: z.string(),
      spend_paise: nonNegativePaise,
      credits_paise: nonNegativePaise,
      transaction_count: z.int().check(z.minimum(0)),
    }),
  ),
  by_category: z.array(
    z.object({
      category: z.string(),
      spend_paise: nonNegativePaise,
      share_bps: z.int().check(z.minimum(0)),
      transaction_count: z.int().check(z.minimum(0)),
    }),
  ),
  by_card: z.array(
    z.object({
      card_id: z.string(),
      card_name: z.string(),
      last4: z.string(),
      spend_paise: nonNegativePaise,
      share_bps: z.int().check(z.minimum(0)),
    }),
  ),
  /** Locked statements' transactions are left out until unlocked. */
  excludes_locked_statements: z.boolean(),
  is_empty: z.boolean(),
});
export type CardAnalytics = z.infer<typeof cardAnalyticsSchema>;

/** One card on the "Bill Payment" tab: its current statement's dues. */
const cardBillSchema = z.object({
  card_id: z.string(),
  issuer: z.string(),
  card_name: z.string(),
  masked_number: z.string(),
  statement_id: z.string(),
  due_date: isoDay,
  days_to_due: z.int(),
  total_due_paise: nonNegativePaise,
  min_due_paise: nonNegativePaise,
  paid_paise: nonNegativePaise,
  outstanding_paise: nonNegativePaise,
  /** Still needed to meet the minimum due. */
  min_outstanding_paise: nonNegativePaise,
  /** Spent since the statement (not billed yet): a payment may cover it too. */
  unbilled_paise: nonNegativePaise,
  status: statementStatusSchema,
  is_overdue: z.boolean(),
});
export type CardBill = z.infer<typeof cardBillSchema>;

/** `GET /cc-service/cards/bill-payment`: most urgent first. */
export const cardBillPaymentSchema = z.object({
  bills: z.array(cardBillSchema),
  total_outstanding_paise: nonNegativePaise,
  overdue_count: z.int().check(z.minimum(0)),
  is_empty: z.boolean(),
});
export type CardBillPayment = z.infer<typeof cardBillPaymentSchema>;

/** `POST /cc-service/unlock-statement` → 200. */
export const unlockStatementSchema = z.object({
  card_id: z.string(),
  statement: cardStatementSchema,
});
export type UnlockStatement = z.infer<typeof unlockStatementSchema>;

/** `POST /cc-service/unlock-statement` → 400 `WRONG_PASSWORD` or 429 `TOO_MANY_ATTEMPTS`. */
export const unlockStatementErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Tries left before the statement locks for a while; 0 with 429. */
    attempts_left: z.int().check(z.minimum(0)),
  }),
});

const cardPaymentStatusSchema = z.enum(['INITIATED', 'PENDING', 'SUCCESS', 'FAILED']);

/**
 * A card bill payment: `POST /cc-service/cards/:card_id/payments` (201, also on an idempotent
 * replay) and `GET /cc-service/payments/:payment_id`. INITIATED until the payment step answers,
 * PENDING while the bank has not confirmed, then SUCCESS or FAILED for good.
 */
export const cardPaymentSchema = z.object({
  payment_id: z.string().check(z.minLength(1)),
  card_id: z.string(),
  issuer: z.string(),
  card_name: z.string(),
  amount_paise: z.int().check(z.positive()),
  channel: z.enum(['GATEWAY', 'UPI_INTENT']),
  status: cardPaymentStatusSchema,
  /** The payment step: the gateway page (browser) or a `upi://pay` intent (apps). */
  redirect_url: z.string(),
  /** A plain sentence when FAILED; null otherwise. */
  failure_reason: z.nullable(z.string()),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;
