import type { Statement } from 'better-sqlite3';

import type { Db } from '../../db/database';
import type { Cursor } from './cursor';
import type { TxnRow } from './queries';
import { EFFECTIVE_CATEGORY } from './spending-plan/effective-category';

/** The filters of `/all-transactions`, already validated; absent ones do not filter. */
export type TxnFilters = {
  start?: string;
  end?: string;
  category?: string;
  paymentMode?: string;
  type?: string;
  search?: string;
};

type Totals = { n: number; debit: number; credit: number };
type Bind = string | number;

const COLUMNS = `id, account_id, posted_at, value_date, type, mode, payment_mode, amount_paise,
  balance_paise, narration, reference, ${EFFECTIVE_CATEGORY} AS category, counterparty`;

/** `%text%` for LIKE with `\`, `%` and `_` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `account_id = ? AND …`: the index `transactions_account_time` answers the account and range. */
function where(filters: TxnFilters): { sql: string; binds: Bind[] } {
  const parts = ['account_id = ?'];
  const binds: Bind[] = [];
  const add = (sql: string, ...values: Bind[]) => {
    parts.push(sql);
    binds.push(...values);
  };
  if (filters.start !== undefined) add('posted_at >= ?', filters.start);
  if (filters.end !== undefined) add('posted_at < ?', filters.end);
  if (filters.category !== undefined) add(`${EFFECTIVE_CATEGORY} = ?`, filters.category);
  if (filters.paymentMode !== undefined) add('payment_mode = ?', filters.paymentMode);
  if (filters.type !== undefined) add('type = ?', filters.type);
  if (filters.search !== undefined) {
    const pattern = containsPattern(filters.search);
    add(
      "(narration LIKE ? ESCAPE '\\' OR counterparty LIKE ? ESCAPE '\\' OR reference LIKE ? ESCAPE '\\')",
      pattern,
      pattern,
      pattern,
    );
  }
  return { sql: parts.join(' AND '), binds };
}

/** Statements prepared once per SQL text. */
function statementCache<Row>(db: Db): (sql: string) => Statement<Bind[], Row> {
  const statements = new Map<string, Statement<Bind[], Row>>();
  return function prepared(sql) {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare<Bind[], Row>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

/**
 * Pages and counts of filtered transactions, one account at a time: each account's rows come
 * newest first straight off the (account_id, posted_at) index, so a page reads about `limit` rows
 * per account instead of sorting the whole history; the caller merges the accounts' pages.
 * Statements differ by which filters are present (at most 2^7 shapes), so each is prepared once.
 */
export function createPageQueries(db: Db) {
  const pageStatement = statementCache<TxnRow>(db);
  const totalsStatement = statementCache<Totals>(db);

  return {
    /** Up to `limit` rows of one account after `cursor`, newest first. */
    page(accountId: string, filters: TxnFilters, cursor: Cursor | null, limit: number): TxnRow[] {
      const clause = where(filters);
      // `posted_at <= ?` lets the index seek straight to the cursor; the OR breaks ties by id.
      const after =
        cursor === null ? '' : ' AND posted_at <= ? AND (posted_at < ? OR (posted_at = ? AND id < ?))';
      const afterBinds =
        cursor === null ? [] : [cursor.postedAt, cursor.postedAt, cursor.postedAt, cursor.id];
      const sql = `SELECT ${COLUMNS} FROM transactions WHERE ${clause.sql}${after}
        ORDER BY posted_at DESC, id DESC LIMIT ?`;
      return pageStatement(sql).all(accountId, ...clause.binds, ...afterBinds, limit);
    },
    /** How many rows of one account match, and their debit and credit sums. */
    totals(accountId: string, filters: TxnFilters): Totals {
      const clause = where(filters);
      const sql = `SELECT COUNT(*) AS n,
        COALESCE(SUM(CASE WHEN type = 'DEBIT' THEN amount_paise END), 0) AS debit,
        COALESCE(SUM(CASE WHEN type = 'CREDIT' THEN amount_paise END), 0) AS credit
        FROM transactions WHERE ${clause.sql}`;
      return totalsStatement(sql).get(accountId, ...clause.binds) ?? { n: 0, debit: 0, credit: 0 };
    },
  };
}

/** The statements of {@link createPageQueries}. */
export type PageQueries = ReturnType<typeof createPageQueries>;
