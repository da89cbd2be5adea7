/** Rows of the product tables (sandbox/db/data-schema.ts): cards, insurance, the credit line, news and alerts. */

export type CreditCardRow = {
  id: string;
  user_id: string;
  account_id: string;
  issuer: string;
  card_name: string;
  network: 'VISA' | 'MASTER_CARD' | 'RUPAY' | 'AMEX' | 'OTHERS';
  masked_number: string;
  credit_limit_paise: number;
  available_paise: number;
  statement_password_hint: string;
};

export type CardStatementRow = {
  id: string;
  card_id: string;
  period_start: string;
  period_end: string;
  due_date: string;
  total_due_paise: number;
  min_due_paise: number;
  paid_paise: number;
  status: 'PAID' | 'PARTIALLY_PAID' | 'DUE' | 'OVERDUE';
  locked: 0 | 1;
  statement_password: string;
};

export type CardTransactionRow = {
  id: string;
  card_id: string;
  statement_id: string | null;
  posted_at: string;
  type: 'DEBIT' | 'CREDIT';
  amount_paise: number;
  merchant: string;
  category: string;
  mcc: string | null;
};

export type InsurancePolicyRow = {
  id: string;
  user_id: string;
  account_id: string;
  insurer: string;
  policy_name: string;
  policy_number_masked: string;
  policy_type: string;
  cover_type: string;
  sum_assured_paise: number;
  premium_paise: number;
  premium_frequency: 'MONTHLY' | 'QUARTERLY' | 'HALF_YEARLY' | 'YEARLY' | 'ONE_TIME';
  start_date: string;
  expiry_date: string;
  next_premium_due: string | null;
  nominee_count: number;
};

export type CreditLineRow = {
  id: string;
  user_id: string;
  limit_paise: number;
  annual_rate_bps: number;
  lender: string;
  status: 'ACTIVE' | 'FROZEN';
};

export type WithdrawalRow = {
  id: string;
  credit_line_id: string;
  amount_paise: number;
  tenure_months: number;
  annual_rate_bps: number;
  processing_fee_paise: number;
  disbursed_on: string;
  bank_account_masked: string;
  status: 'ACTIVE' | 'CLOSED';
};

export type EmiDbRow = {
  id: string;
  withdrawal_id: string;
  installment_no: number;
  due_date: string;
  opening_principal_paise: number;
  emi_paise: number;
  interest_paise: number;
  principal_paise: number;
  closing_principal_paise: number;
  status: 'PAID' | 'DUE' | 'OVERDUE' | 'UPCOMING';
  paid_on: string | null;
};

export type RepaymentRow = {
  id: string;
  withdrawal_id: string;
  emi_id: string | null;
  paid_at: string;
  amount_paise: number;
  mode: 'NACH' | 'UPI' | 'NETBANKING';
};

export type NewsRow = {
  id: string;
  published_at: string;
  category: 'INDIAN_STOCKS' | 'MUTUAL_FUNDS' | 'US_STOCKS';
  headline: string;
  summary: string;
  source: string;
  symbols: string;
  url: string;
  image_url: string | null;
  is_live: 0 | 1;
};

export type AlertRow = {
  id: string;
  user_id: string;
  created_at: string;
  kind: string;
  title: string;
  body: string;
  /** The Hindi title and body; null on alerts written before Hindi existed (English is shown). */
  title_hi: string | null;
  body_hi: string | null;
  important: 0 | 1;
  read: 0 | 1;
  navlink: string | null;
};
