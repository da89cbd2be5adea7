/**
 * The reads of the mutual-fund routes. Folios and their lines are always read through the caller's
 * user id; schemes and NAVs are public, but a route only asks about the schemes the caller holds.
 */
import type { FolioRow, FundNavRow, FundSchemeRow, FundTransactionRow } from '../../db/data-rows-funds';
import type { Db } from '../../db/database';

/** A scheme's NAV on its latest weekday on or before a day. */
type LatestNav = { day: string; nav_hundredth_paise: number };

/**
 * The folios of `f` the customer sees: one the AA links through a registrar account only while that
 * account is linked (so a revoke hides it, as it hides a demat's holdings); one without an account
 * always. The account is the same user's: a folio never shows through another customer's link.
 */
const VISIBLE = `(f.account_id IS NULL OR EXISTS (SELECT 1 FROM fi_accounts a
  WHERE a.id = f.account_id AND a.user_id = f.user_id AND a.linked = 1))`;

export function createMutualFundsQueries(db: Db) {
  const folios = db.prepare<[string], FolioRow>(
    `SELECT f.id, f.user_id, f.folio_number, f.amc, f.registrar, f.source FROM mf_folios f
     WHERE f.user_id = ? AND ${VISIBLE} ORDER BY f.id`,
  );
  const lines = db.prepare<[string], FundTransactionRow>(
    `SELECT t.* FROM mf_transactions t JOIN mf_folios f ON f.id = t.folio_id
     WHERE f.user_id = ? AND ${VISIBLE} ORDER BY t.folio_id, t.day, t.id`,
  );
  const schemes = db.prepare<[string], FundSchemeRow>(
    `SELECT * FROM mf_schemes WHERE isin IN (SELECT t.isin FROM mf_transactions t
       JOIN mf_folios f ON f.id = t.folio_id WHERE f.user_id = ? AND ${VISIBLE}) ORDER BY name`,
  );
  // Weekends carry Friday's NAV in the history (a line may fall on one); the latest NAV is a weekday's.
  const latest = db.prepare<[string, string], LatestNav>(
    `SELECT day, nav_hundredth_paise FROM mf_nav_history
     WHERE isin = ? AND day <= ? AND strftime('%w', day) NOT IN ('0', '6') ORDER BY day DESC LIMIT 1`,
  );
  const first = db.prepare<[string], LatestNav>(
    'SELECT day, nav_hundredth_paise FROM mf_nav_history WHERE isin = ? ORDER BY day LIMIT 1',
  );
  const holds = db.prepare<[string, string], { held: number }>(
    `SELECT EXISTS (SELECT 1 FROM mf_transactions t JOIN mf_folios f ON f.id = t.folio_id
       WHERE f.user_id = ? AND t.isin = ? AND ${VISIBLE}) AS held`,
  );
  const history = db.prepare<[string], Omit<FundNavRow, 'isin'>>(
    'SELECT day, nav_hundredth_paise FROM mf_nav_history WHERE isin = ? ORDER BY day',
  );
  return {
    folios: (userId: string): FolioRow[] => folios.all(userId),
    /** Every line of every folio of the user, each folio's oldest first. */
    lines: (userId: string): FundTransactionRow[] => lines.all(userId),
    /** The schemes the user has a line of. */
    schemes: (userId: string): FundSchemeRow[] => schemes.all(userId),
    /** The latest NAV on or before `today`; the first known when the history starts later. */
    latestNav: (isin: string, today: string): LatestNav | null =>
      latest.get(isin, today) ?? first.get(isin) ?? null,
    /** Whether the user has any line of `isin`, in any folio. */
    holds: (userId: string, isin: string): boolean => holds.get(userId, isin)?.held === 1,
    navHistory: (isin: string): Omit<FundNavRow, 'isin'>[] => history.all(isin),
  };
}

export type MutualFundsQueries = ReturnType<typeof createMutualFundsQueries>;
