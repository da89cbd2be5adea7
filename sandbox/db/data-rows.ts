/**
 * The rows of the seeded world, one type per table of `sandbox/db/data-schema.ts`: people,
 * FIPs, accounts, bank transactions and equities here; the other products in data-rows-products.ts.
 */

export type UserRow = {
  id: string;
  token: string;
  name: string;
  first_name: string;
  mobile: string;
  email: string;
  pan: string | null;
  dob: string | null;
};

export type FipRow = {
  fip_id: string;
  name: string;
  ifsc_prefix: string | null;
  kind: string;
  fi_types: string;
  status: 'ACTIVE' | 'TEMPORARILY_INACTIVE';
  success_rate: number;
};

export type FiAccountRow = {
  id: string;
  user_id: string;
  fip_id: string;
  fi_type: 'DEPOSIT' | 'EQUITIES' | 'INSURANCE_POLICIES' | 'CREDIT_CARD' | 'MUTUAL_FUNDS';
  acc_type: 'SAVINGS' | 'CURRENT' | 'DEMAT' | 'POLICY' | 'CARD' | 'FOLIO';
  masked_acc_number: string;
  acc_ref_number: string;
  ifsc: string | null;
  branch: string | null;
  holder_name: string;
  opened_on: string | null;
  current_balance_paise: number | null;
  linked: 0 | 1;
  link_ref_number: string | null;
  linked_at: string | null;
  consent_handle: string | null;
};

export type TransactionRow = {
  id: string;
  account_id: string;
  posted_at: string;
  value_date: string;
  type: 'CREDIT' | 'DEBIT';
  mode: 'CASH' | 'ATM' | 'CARD' | 'UPI' | 'FT' | 'OTHERS';
  payment_mode: string;
  amount_paise: number;
  balance_paise: number;
  narration: string;
  reference: string;
  category: string;
  counterparty: string;
};

export type BrokerRow = {
  id: string;
  user_id: string;
  account_id: string;
  broker_name: string;
  depository: 'CDSL' | 'NSDL';
  client_id: string;
  dp_id: string;
};

/** Where a holding came from: the AA's linked demat account, or a broker login or CAS import. */
type HoldingSource = 'aa' | 'import';

export type HoldingRow = {
  id: string;
  /** `brokers.id` for 'aa', `equity_import_brokers.id` for 'import'. */
  broker_id: string;
  isin: string;
  symbol: string;
  company_name: string;
  sector: string;
  market_cap: 'LARGE' | 'MID' | 'SMALL';
  quantity: number;
  avg_price_paise: number;
  last_price_paise: number;
  prev_close_paise: number;
  source: HoldingSource;
};

/** The 31 January 2018 closing price of a listed stock (grandfathering, section 55(2)(ac)). */
export type Price2018Row = { isin: string; company_name: string; price_paise: number };

export type TradeRow = {
  id: string;
  broker_id: string;
  isin: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  quantity: number;
  price_paise: number;
  traded_at: string;
  exchange: 'NSE' | 'BSE';
  order_id: string;
};
