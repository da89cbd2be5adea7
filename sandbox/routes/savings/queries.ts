import { PAYMENT_MODES } from '@/domain/spending/payment-mode';

import type { Db } from '../../db/database';
import { EFFECTIVE_CATEGORY } from './spending-plan/effective-category';

/**
 * The SQL of the savings endpoints. Every statement is prepared once per database. Visibility is
 * decided in one place ({@link SavingsQueries.accounts}): the caller's linked DEPOSIT accounts;
 * every transaction query then takes account ids from that list only, so nothing else leaks.
 */

/** A linked bank account with its bank's name and its latest transaction. */
export type AccountRow = {
  id: string;
  fip_id: string;
  bank_name: string;
  acc_type: string;
  masked_acc_number: string;
  ifsc: string | null;
  branch: string | null;
  holder_name: string;
  opened_on: string | null;
  current_balance_paise: number | null;
  linked_at: string | null;
  link_ref_number: string | null;
  consent_handle: string | null;
  last_posted_at: string | null;
  last_balance_paise: number | null;
};

/** A row of `transactions`. */
export type TxnRow = {
  id: string;
  account_id: string;
  posted_at: string;
  value_date: string;
  type: 'CREDIT' | 'DEBIT';
  mode: string;
  payment_mode: string;
  amount_paise: number;
  balance_paise: number;
  narration: string;
  reference: string;
  category: string;
  counterparty: string;
};

/**
 * The columns the aggregation reads. The narration, the longest column, is read only where it can
 * matter: for credits (salary is told by it) and for a payment mode the seed did not bucket.
 */
export type SpendingRow = Pick<
  TxnRow,
  'posted_at' | 'type' | 'amount_paise' | 'category' | 'payment_mode' | 'counterparty' | 'account_id' | 'mode'
> & { narration: string | null };

/** Count and first/last instants of one account's transactions. */
export type ActivityRow = { n: number; first: string | null; last: string | null };

/** Lower and upper bounds that every ISO instant lies between, for "no limit". */
export const EARLIEST = '0000';
export const LATEST = '9999';

const KNOWN_MODES = PAYMENT_MODES.map((mode) => `'${mode}'`).join(', ');
// `category` is the customer's: their override or merchant rule before the seeded one.
const SPENDING_COLUMNS = `posted_at, type, amount_paise, ${EFFECTIVE_CATEGORY} AS category, payment_mode, counterparty, account_id, mode,
  CASE WHEN type = 'DEBIT' AND payment_mode IN (${KNOWN_MODES}) THEN NULL ELSE narration END AS narration`;

const TXN_COLUMNS = `id, account_id, posted_at, value_date, type, mode, payment_mode, amount_paise,
  balance_paise, narration, reference, ${EFFECTIVE_CATEGORY} AS category, counterparty`;

export type SavingsQueries = ReturnType<typeof createSavingsQueries>;

/** Prepares the savings statements on `db`. */
export function createSavingsQueries(db: Db) {
  const accounts = db.prepare<[string], AccountRow>(`
    SELECT a.id, a.fip_id, f.name AS bank_name, a.acc_type, a.masked_acc_number, a.ifsc, a.branch,
      a.holder_name, a.opened_on, a.current_balance_paise, a.linked_at, a.link_ref_number,
      a.consent_handle, last.posted_at AS last_posted_at, last.balance_paise AS last_balance_paise
    FROM fi_accounts a
    JOIN fips f ON f.fip_id = a.fip_id
    LEFT JOIN transactions last ON last.id = (
      SELECT t.id FROM transactions t WHERE t.account_id = a.id ORDER BY t.posted_at DESC, t.id DESC LIMIT 1)
    WHERE a.user_id = ? AND a.linked = 1 AND a.fi_type = 'DEPOSIT'
    ORDER BY a.linked_at, a.id`);
  const between = db.prepare<[string, string, string], TxnRow>(`
    SELECT ${TXN_COLUMNS} FROM transactions
    WHERE account_id = ? AND posted_at >= ? AND posted_at < ? ORDER BY posted_at, id`);
  const spending = db.prepare<[string, string, string], SpendingRow>(`
    SELECT ${SPENDING_COLUMNS} FROM transactions WHERE account_id = ? AND posted_at >= ? AND posted_at < ?`);
  const categoryBetween = db.prepare<[string, string, string, string], TxnRow>(`
    SELECT ${TXN_COLUMNS} FROM transactions
    WHERE account_id = ? AND posted_at >= ? AND posted_at < ? AND ${EFFECTIVE_CATEGORY} = ? ORDER BY posted_at, id`);
  const lastBefore = db.prepare<[string, string], TxnRow>(`
    SELECT ${TXN_COLUMNS} FROM transactions
    WHERE account_id = ? AND posted_at < ? ORDER BY posted_at DESC, id DESC LIMIT 1`);
  const firstFrom = db.prepare<[string, string], TxnRow>(`
    SELECT ${TXN_COLUMNS} FROM transactions
    WHERE account_id = ? AND posted_at >= ? ORDER BY posted_at, id LIMIT 1`);
  const activity = db.prepare<[string], ActivityRow>(`
    SELECT COUNT(*) AS n, MIN(posted_at) AS first, MAX(posted_at) AS last
    FROM transactions WHERE account_id = ?`);
  const byId = db.prepare<[string], TxnRow>(`SELECT ${TXN_COLUMNS} FROM transactions WHERE id = ?`);
  const withCounterparty = db.prepare<[string, string, number], TxnRow>(`
    SELECT ${TXN_COLUMNS} FROM transactions
    WHERE account_id = ? AND counterparty = ? ORDER BY posted_at DESC, id DESC LIMIT ?`);
  const counterpartyTotals = db.prepare<[string, string], { n: number; debit: number; credit: number }>(`
    SELECT COUNT(*) AS n,
      COALESCE(SUM(CASE WHEN type = 'DEBIT' THEN amount_paise END), 0) AS debit,
      COALESCE(SUM(CASE WHEN type = 'CREDIT' THEN amount_paise END), 0) AS credit
    FROM transactions WHERE account_id = ? AND counterparty = ?`);

  function collect(ids: readonly string[], read: (id: string) => TxnRow[]): TxnRow[] {
    return ids.flatMap((id) => read(id));
  }

  return {
    /** The caller's linked bank accounts, in the order they were linked. */
    accounts: (userId: string): AccountRow[] => accounts.all(userId),
    /** Transactions of `accountIds` with `from <= posted_at < to`, oldest first per account. */
    between: (accountIds: readonly string[], from: string, to: string): TxnRow[] =>
      collect(accountIds, (id) => between.all(id, from, to)),
    /** The aggregation's columns of the rows {@link between} would give, in no particular order. */
    spending: (accountIds: readonly string[], from: string, to: string): SpendingRow[] =>
      accountIds.flatMap((id) => spending.all(id, from, to)),
    /** As {@link between}, of one category only. */
    categoryBetween: (accountIds: readonly string[], from: string, to: string, category: string): TxnRow[] =>
      collect(accountIds, (id) => categoryBetween.all(id, from, to, category)),
    lastBefore: (accountId: string, instant: string): TxnRow | undefined =>
      lastBefore.get(accountId, instant),
    firstFrom: (accountId: string, instant: string): TxnRow | undefined => firstFrom.get(accountId, instant),
    activity: (accountId: string): ActivityRow =>
      activity.get(accountId) ?? { n: 0, first: null, last: null },
    /** Any transaction by id; the caller checks that its account is visible. */
    byId: (id: string): TxnRow | undefined => byId.get(id),
    withCounterparty: (accountIds: readonly string[], counterparty: string, limit: number): TxnRow[] =>
      collect(accountIds, (id) => withCounterparty.all(id, counterparty, limit)),
    counterpartyTotals: (accountIds: readonly string[], counterparty: string) =>
      accountIds
        .map((id) => counterpartyTotals.get(id, counterparty) ?? { n: 0, debit: 0, credit: 0 })
        .reduce(
          (sum, row) => ({ n: sum.n + row.n, debit: sum.debit + row.debit, credit: sum.credit + row.credit }),
          {
            n: 0,
            debit: 0,
            credit: 0,
          },
        ),
  };
}
