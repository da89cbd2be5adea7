import type { SpendingCategory } from './categories';
import type { PaymentMode } from './payment-mode';

/** One bank transaction as the spending analytics read it (a row of the `transactions` table). */
export type SpendingTxn = {
  /** ISO instant, e.g. `2025-03-31T20:00:00.000Z`. */
  posted_at: string;
  type: 'CREDIT' | 'DEBIT';
  /** Positive integer paise; the direction is in `type`. */
  amount_paise: number;
  /** docs/product.md#spending-categories, e.g. `Food & Dining`. */
  category: string;
  payment_mode: PaymentMode;
  /** Merchant or person as a user would name them; `Self…` for the user's own accounts. */
  counterparty: string;
  account_id: string;
};

/**
 * The category of money moved between people's accounts (docs/product.md#spending-categories, "Transfers
 * (self / family)").
 */
const TRANSFERS_CATEGORY: SpendingCategory = 'Transfers';

// "Self", "Self transfer", "Self - ICICI XX1234", "Own account": how banks and the seed name the
// user's own other account. A word boundary keeps "Selfridges" out.
const SELF_COUNTERPARTY = /^\s*(self|own account)\b/i;

/**
 * Whether a transaction moves money between the user's own accounts. Such a transfer is neither
 * spending nor money in or out: counting it would report a ₹50,000 move from HDFC to SBI as
 * ₹50,000 spent and ₹50,000 earned. The data marks it in two fields: the category is
 * {@link TRANSFERS_CATEGORY} and the counterparty names the user's own account (starts with
 * "Self" or "Own account"). Transfers to family keep a person's name and still count.
 */
export function isSelfTransfer(txn: Pick<SpendingTxn, 'category' | 'counterparty'>): boolean {
  return (
    txn.category === TRANSFERS_CATEGORY &&
    typeof txn.counterparty === 'string' &&
    SELF_COUNTERPARTY.test(txn.counterparty)
  );
}

/**
 * Whether a record can be counted at all: a known direction and a positive safe-integer amount.
 * Aggregations skip anything else (and self-transfers) instead of throwing, so one corrupt row
 * in a cache never blanks a whole screen.
 */
export function isCountable(txn: SpendingTxn): boolean {
  return (
    (txn.type === 'CREDIT' || txn.type === 'DEBIT') &&
    Number.isSafeInteger(txn.amount_paise) &&
    txn.amount_paise > 0 &&
    !isSelfTransfer(txn)
  );
}
