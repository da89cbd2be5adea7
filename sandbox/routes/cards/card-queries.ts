import type { CardStatementRow, CardTransactionRow, CreditCardRow } from '../../db/data-rows-products';
import type { Db } from '../../db/database';

/** A linked card of the caller (the statement password never leaves the unlock route). */
export type CardRow = Omit<CreditCardRow, 'user_id'>;

export type StatementRow = Omit<CardStatementRow, 'status' | 'statement_password'>;

export type CardTransactionRead = Omit<CardTransactionRow, 'card_id' | 'statement_id'>;

export type SpendRow = Pick<
  CardTransactionRow,
  'card_id' | 'posted_at' | 'type' | 'amount_paise' | 'category'
>;

// A card is visible only while the card account it hangs off is linked, and only to its owner.
const LINKED_CARD = `FROM credit_cards c JOIN fi_accounts a ON a.id = c.account_id
  WHERE c.user_id = @user AND a.user_id = @user AND a.linked = 1`;
const CARD_COLUMNS = `c.id, c.account_id, c.issuer, c.card_name, c.network, c.masked_number,
  c.credit_limit_paise, c.available_paise, c.statement_password_hint`;
const STATEMENT_COLUMNS = `s.id, s.card_id, s.period_start, s.period_end, s.due_date, s.total_due_paise,
  s.min_due_paise, s.paid_paise, s.locked`;
const TXN_COLUMNS = 't.id, t.posted_at, t.type, t.amount_paise, t.merchant, t.category, t.mcc';
// Billed transactions of one statement, or (statement null) the unbilled ones.
const TXN_SET = `FROM card_transactions t WHERE t.card_id = @card
  AND ((@statement IS NULL AND t.statement_id IS NULL) OR t.statement_id = @statement)`;

type UserParam = { user: string };
type CardParam = { user: string; card: string };
type TxnParams = { card: string; statement: string | null; limit: number };
type TxnAfterParams = TxnParams & { key: string; id: string };

/** The credit-card service's prepared queries; every one is scoped to the caller. */
export function cardQueries(db: Db) {
  return {
    cards: db.prepare<[UserParam], CardRow>(`SELECT ${CARD_COLUMNS} ${LINKED_CARD} ORDER BY c.issuer, c.id`),
    card: db.prepare<[CardParam], CardRow>(`SELECT ${CARD_COLUMNS} ${LINKED_CARD} AND c.id = @card`),
    statements: db.prepare<[{ card: string }], StatementRow>(
      `SELECT ${STATEMENT_COLUMNS} FROM card_statements s WHERE s.card_id = @card
       ORDER BY s.period_end DESC, s.id DESC`,
    ),
    statement: db.prepare<[{ card: string; statement: string }], StatementRow>(
      `SELECT ${STATEMENT_COLUMNS} FROM card_statements s WHERE s.card_id = @card AND s.id = @statement`,
    ),
    transactions: db.prepare<[TxnParams], CardTransactionRead>(
      `SELECT ${TXN_COLUMNS} ${TXN_SET} ORDER BY t.posted_at DESC, t.id DESC LIMIT @limit`,
    ),
    transactionsAfter: db.prepare<[TxnAfterParams], CardTransactionRead>(
      `SELECT ${TXN_COLUMNS} ${TXN_SET} AND (t.posted_at < @key OR (t.posted_at = @key AND t.id < @id))
       ORDER BY t.posted_at DESC, t.id DESC LIMIT @limit`,
    ),
    transactionTotals: db.prepare<
      [{ card: string; statement: string | null }],
      { count: number; debit: number; credit: number }
    >(
      `SELECT COUNT(*) AS count,
         COALESCE(SUM(CASE WHEN t.type = 'DEBIT' THEN t.amount_paise END), 0) AS debit,
         COALESCE(SUM(CASE WHEN t.type = 'CREDIT' THEN t.amount_paise END), 0) AS credit ${TXN_SET}`,
    ),
    // Spend of every linked card since `since`, leaving out statements still locked.
    spend: db.prepare<[{ user: string; since: string }], SpendRow>(
      `SELECT t.card_id, t.posted_at, t.type, t.amount_paise, t.category
       FROM card_transactions t
       JOIN credit_cards c ON c.id = t.card_id
       JOIN fi_accounts a ON a.id = c.account_id
       LEFT JOIN card_statements s ON s.id = t.statement_id
       WHERE c.user_id = @user AND a.user_id = @user AND a.linked = 1
         AND (s.id IS NULL OR s.locked = 0) AND t.posted_at >= @since`,
    ),
    lockedCount: db.prepare<[UserParam], { count: number }>(
      `SELECT COUNT(*) AS count FROM card_statements s WHERE s.locked = 1
       AND s.card_id IN (SELECT c.id ${LINKED_CARD})`,
    ),
  };
}

/** The prepared queries of {@link cardQueries}. */
export type CardQueries = ReturnType<typeof cardQueries>;
