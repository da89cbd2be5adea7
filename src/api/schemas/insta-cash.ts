import { z } from 'zod/mini';

import { count, id, isoDay, nonNegativePaise } from './insta-cash-summary';

export { instaCashSummarySchema, type InstaCashSummary } from './insta-cash-summary';

/**
 * Instant cash (`/ind-investment/api/v4/insta-cash/…`): the credit line, its withdrawals and
 * their reducing-balance EMI schedules; the views "insta-cash, emi-schedule, transactions,
 * get-insta-cash, withdrawals" of docs/product.md#tabs-and-filters. A customer without a line gets
 * `eligible: false` answers, never an error. Money is integer paise, rates basis points (1599 = 15.99 % a
 * year).
 */

/** Tenures a withdrawal may be taken for, in months. */
export const WITHDRAWAL_TENURES = [3, 6, 9, 12] as const;
/** Smallest withdrawal: ₹1,000. */
export const MIN_WITHDRAWAL_PAISE = 100_000;

const emiStatusSchema = z.enum(['PAID', 'DUE', 'OVERDUE', 'UPCOMING']);

/**
 * Where the withdrawn money is: PENDING while the bank has not credited it yet (the status page
 * polls), CREDITED once it is in the account. `credited_at` is null for a credit older than this
 * record (the seeded ones) and while pending.
 */
const disbursementSchema = z.object({
  status: z.enum(['PENDING', 'CREDITED']),
  credited_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type Disbursement = z.infer<typeof disbursementSchema>;

const withdrawalSchema = z.object({
  withdrawal_id: id,
  amount_paise: nonNegativePaise,
  disbursed_on: isoDay,
  tenure_months: z.int().check(z.positive()),
  annual_rate_bps: count,
  processing_fee_paise: nonNegativePaise,
  emi_paise: nonNegativePaise,
  /** Where the money went, e.g. `XXXXXXXX4821`. */
  bank_account_masked: z.string(),
  paid_instalments: count,
  remaining_instalments: count,
  overdue_instalments: count,
  outstanding_principal_paise: nonNegativePaise,
  foreclosure_amount_paise: nonNegativePaise,
  next_due_date: z.nullable(isoDay),
  status: z.enum(['ACTIVE', 'CLOSED']),
  disbursement: disbursementSchema,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** `GET /insta-cash/withdrawals`: newest first. */
export const instaCashWithdrawalsSchema = z.object({
  eligible: z.boolean(),
  withdrawals: z.array(withdrawalSchema),
  total_withdrawn_paise: nonNegativePaise,
  outstanding_principal_paise: nonNegativePaise,
});

const emiRowSchema = z.object({
  emi_id: id,
  withdrawal_id: id,
  installment_no: z.int().check(z.positive()),
  due_date: isoDay,
  opening_principal_paise: nonNegativePaise,
  emi_paise: nonNegativePaise,
  interest_paise: nonNegativePaise,
  principal_paise: nonNegativePaise,
  closing_principal_paise: nonNegativePaise,
  status: emiStatusSchema,
  paid_on: z.nullable(isoDay),
});
export type EmiRow = z.infer<typeof emiRowSchema>;

/** `GET /insta-cash/emi-schedule?withdrawal_id=`: by due date, then withdrawal. */
export const emiScheduleSchema = z.object({
  eligible: z.boolean(),
  /** The withdrawal asked for; null for the schedule of every withdrawal. */
  withdrawal_id: z.nullable(id),
  rows: z.array(emiRowSchema),
  total_emi_paise: nonNegativePaise,
  total_interest_paise: nonNegativePaise,
  total_principal_paise: nonNegativePaise,
  paid_paise: nonNegativePaise,
  overdue_paise: nonNegativePaise,
});
export type EmiSchedule = z.infer<typeof emiScheduleSchema>;

const instaCashTransactionSchema = z.object({
  transaction_id: id,
  type: z.enum(['DISBURSAL', 'REPAYMENT']),
  /** ISO day (disbursals) or instant (repayments). */
  date: z.string(),
  amount_paise: nonNegativePaise,
  withdrawal_id: id,
  /** Repayments: the instalment paid, when known. */
  installment_no: z.nullable(z.int()),
  /** Repayments: NACH, UPI or NETBANKING. */
  mode: z.nullable(z.string()),
  /** Disbursals: the account credited. */
  bank_account_masked: z.nullable(z.string()),
  /** Disbursals: the fee deducted. */
  processing_fee_paise: z.nullable(nonNegativePaise),
});
export type InstaCashTransaction = z.infer<typeof instaCashTransactionSchema>;

/** `GET /insta-cash/transactions`: disbursals and repayments, newest first. */
export const instaCashTransactionsSchema = z.object({
  eligible: z.boolean(),
  items: z.array(instaCashTransactionSchema),
  total_disbursed_paise: nonNegativePaise,
  total_repaid_paise: nonNegativePaise,
});

const tenureQuoteSchema = z.object({
  tenure_months: z.int().check(z.positive()),
  emi_paise: nonNegativePaise,
  total_interest_paise: nonNegativePaise,
  total_payable_paise: nonNegativePaise,
  first_due_date: isoDay,
});

/** `GET /insta-cash/offer?amount_paise=` (get-insta-cash): what can be drawn now, and its EMIs. */
export const instaCashOfferSchema = z.discriminatedUnion('eligible', [
  z.object({
    eligible: z.literal(true),
    /** False when the line is frozen or fully drawn. */
    can_withdraw: z.boolean(),
    available_paise: nonNegativePaise,
    min_amount_paise: nonNegativePaise,
    max_amount_paise: nonNegativePaise,
    annual_rate_bps: count,
    lender: z.string(),
    /** The amount the quotes are for: the one asked for, else the largest available. */
    quote_amount_paise: nonNegativePaise,
    quotes: z.array(tenureQuoteSchema),
  }),
  z.object({ eligible: z.literal(false) }),
]);
export type InstaCashOffer = z.infer<typeof instaCashOfferSchema>;

/** `POST /insta-cash/withdrawals` → 201 (also on an idempotent replay). */
export const createdWithdrawalSchema = z.object({
  withdrawal: withdrawalSchema,
  schedule: z.array(emiRowSchema),
  available_paise: nonNegativePaise,
});
export type CreatedWithdrawal = z.infer<typeof createdWithdrawalSchema>;

const repaymentKindSchema = z.enum(['OVERDUE', 'NEXT_EMI', 'PREPAY', 'FORECLOSE']);

/**
 * A repayment of the line: `POST /insta-cash/repayments` (201, also on an idempotent replay) and
 * `GET /insta-cash/repayments/:repayment_id`. The amounts are the quote it was made on.
 */
export const repaymentSchema = z.object({
  repayment_id: id,
  kind: repaymentKindSchema,
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  principal_paise: nonNegativePaise,
  interest_paise: nonNegativePaise,
  charges_paise: nonNegativePaise,
  total_paise: nonNegativePaise,
  /** Instalments this repayment settled. */
  instalments_paid: count,
  /** Prepayment: the EMI before and after. */
  emi_before_paise: z.nullable(nonNegativePaise),
  emi_after_paise: z.nullable(nonNegativePaise),
  /** True once nothing is left to repay on the line (after a foreclosure). */
  line_closed: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Repayment = z.infer<typeof repaymentSchema>;

/** `GET /insta-cash/mandate` and `POST /insta-cash/mandate`: the repayment AutoPay (e-NACH / UPI AutoPay). */
export const mandateSchema = z.object({
  status: z.enum(['NONE', 'PENDING', 'ACTIVE', 'FAILED']),
  mandate_id: z.nullable(id),
  bank_account_masked: z.nullable(z.string()),
  /** The most the lender may debit in one go. */
  max_debit_paise: nonNegativePaise,
  valid_until: z.nullable(isoDay),
  updated_at: z.nullable(z.iso.datetime({ offset: true })),
  /**
   * The lending navlink behind "Set up AutoPay" / "Renew AutoPay": an app path (pushed, its query
   * merged) or an allow-listed https page (the native redirect in the apps).
   */
  setup_navlink: z.string().check(z.minLength(1)),
});
export type Mandate = z.infer<typeof mandateSchema>;
