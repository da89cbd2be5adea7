import type { SavingsAccountCard, SavingsTransaction } from '@/api/schemas/aggregator-savings';
import { monthKey } from '@/domain/dates/zoned-day';
import {
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  paymentModeFromNarration,
  type PaymentMode,
} from '@/domain/spending/payment-mode';

import { isSelfTransfer, type SpendingTxn } from '../../rules/spending/aggregate';
import type { AccountRow, SpendingRow, TxnRow } from './queries';

/** Database rows → the shapes of `src/api/schemas/aggregator-savings.ts` and of the aggregation. */

const KNOWN_MODES: ReadonlySet<string> = new Set(PAYMENT_MODES);

function isPaymentMode(value: string): value is PaymentMode {
  return KNOWN_MODES.has(value);
}

/** The row's payment-mode bucket; a value the seed did not bucket is read from the narration. */
function paymentModeOf(row: Pick<SpendingRow, 'payment_mode' | 'narration' | 'mode'>): PaymentMode {
  return isPaymentMode(row.payment_mode)
    ? row.payment_mode
    : paymentModeFromNarration(row.narration ?? '', row.mode);
}

/** The account's balance: as the bank reported it, else after its last transaction, else zero. */
export function balanceOf(account: AccountRow): number {
  return account.current_balance_paise ?? account.last_balance_paise ?? 0;
}

/** A linked account as a card. */
export function toCard(account: AccountRow): SavingsAccountCard {
  return {
    account_id: account.id,
    fip_id: account.fip_id,
    bank_name: account.bank_name,
    masked_acc_number: account.masked_acc_number,
    acc_type: account.acc_type,
    ifsc: account.ifsc,
    balance_paise: balanceOf(account),
    balance_as_of: account.last_posted_at ?? account.linked_at,
  };
}

/** A row as the pure aggregation reads it. */
export function toSpendingTxn(row: SpendingRow): SpendingTxn {
  return {
    posted_at: row.posted_at,
    type: row.type,
    amount_paise: row.amount_paise,
    category: row.category,
    payment_mode: paymentModeOf(row),
    counterparty: row.counterparty,
    account_id: row.account_id,
  };
}

/** A row as lists show it; `accounts` names its bank and masked number. */
export function toTransaction(row: TxnRow, accounts: ReadonlyMap<string, AccountRow>): SavingsTransaction {
  const account = accounts.get(row.account_id);
  const mode = paymentModeOf(row);
  return {
    transaction_id: row.id,
    account_id: row.account_id,
    bank_name: account?.bank_name ?? '',
    masked_acc_number: account?.masked_acc_number ?? '',
    posted_at: row.posted_at,
    value_date: row.value_date,
    month_key: monthKey(row.posted_at) ?? row.posted_at.slice(0, 7),
    type: row.type,
    amount_paise: row.amount_paise,
    balance_paise: row.balance_paise,
    narration: row.narration,
    category: row.category,
    payment_mode: mode,
    payment_mode_label: PAYMENT_MODE_LABELS[mode],
    counterparty: row.counterparty,
    is_self_transfer: isSelfTransfer(row),
  };
}

/** Newest first: by instant, then by id (the order of keyset pages). */
export function newestFirst(a: TxnRow, b: TxnRow): number {
  if (a.posted_at !== b.posted_at) return a.posted_at < b.posted_at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
