/**
 * A bank transaction before balances are known, and the ledger that orders them, keeps every
 * balance non-negative, numbers them and writes them with their payment-mode bucket.
 */
import type { TransactionCategory } from '@/domain/spending/categories';
import { paymentModeFromNarration } from '@/domain/spending/payment-mode';

import type { TransactionRow } from '../db/data-rows';
import type { SeedContext } from './context';
import { type Day, isoDate, istInstant } from './dates';
import { pad } from './references';

/** The AA deposit schema's `mode` enum. */
type AaMode = TransactionRow['mode'];

export type BankEntry = {
  day: Day;
  /** Minute of the day, IST. */
  minute: number;
  type: 'CREDIT' | 'DEBIT';
  /** Paise; for an interest credit, computed from the balance when {@link BankEntry.interestBps} is set. */
  amount: number;
  mode: AaMode;
  narration: string;
  reference: string;
  category: TransactionCategory;
  counterparty: string;
  /**
   * Discretionary spends are dropped when they would take the balance below the floor; required
   * ones (rent, EMIs, bill payments other tables know about) always happen.
   */
  required: boolean;
  /** Savings interest at this annual rate on the balance at that moment, for a quarter. */
  interestBps?: number;
};

/** What the ledger needs to know about the account it writes. */
export type LedgerAccount = {
  id: string;
  openingBalance: number;
  /** Discretionary debits keep at least this much in the account. */
  floor: number;
  /** A credit that tops the account up before a required debit it could not afford. */
  topUp: (day: Day, minute: number, amount: number) => BankEntry;
};

/** Last minute (IST) of the anchor day that has already happened: 08:59. */
export const ANCHOR_DAY_LAST_MINUTE = 8 * 60 + 59;

function byTime(a: BankEntry, b: BankEntry): number {
  return a.day - b.day || a.minute - b.minute || (a.type === b.type ? 0 : a.type === 'CREDIT' ? -1 : 1);
}

/**
 * Writes the entries of one account in time order with running balances, and returns the
 * closing balance. The sort is stable, so entries at the same minute keep the caller's order.
 */
export function writeLedger(ctx: SeedContext, account: LedgerAccount, entries: readonly BankEntry[]): number {
  const ordered = [...entries].sort(byTime);
  let balance = account.openingBalance;
  let counter = 0;
  function write(entry: BankEntry, amount: number): void {
    balance += entry.type === 'CREDIT' ? amount : -amount;
    counter += 1;
    ctx.writer.insert('transactions', {
      id: `txn-${account.id.replace(/^acc-/, '')}-${pad(counter, 6)}`,
      account_id: account.id,
      posted_at: istInstant(entry.day, entry.minute),
      value_date: isoDate(entry.day),
      type: entry.type,
      mode: entry.mode,
      payment_mode: paymentModeFromNarration(entry.narration, entry.mode),
      amount_paise: amount,
      balance_paise: balance,
      narration: entry.narration,
      reference: entry.reference,
      category: entry.category,
      counterparty: entry.counterparty,
    });
  }
  for (const original of ordered) {
    // The anchor day is "today": only its first hours have happened when the world is seeded.
    const entry =
      original.day === ctx.anchorDay
        ? { ...original, minute: Math.min(original.minute, ANCHOR_DAY_LAST_MINUTE) }
        : original;
    const amount =
      entry.interestBps === undefined ? entry.amount : Math.round((balance * entry.interestBps) / 40_000);
    if (amount <= 0) continue;
    if (entry.type === 'DEBIT' && balance - amount < (entry.required ? 0 : account.floor)) {
      if (!entry.required) continue;
      const shortfall = amount - balance;
      const topUp = account.topUp(
        entry.day,
        Math.max(0, entry.minute - 7),
        Math.ceil(shortfall / 100_000 + 1) * 100_000,
      );
      write(topUp, topUp.amount);
    }
    write(entry, amount);
  }
  return balance;
}
