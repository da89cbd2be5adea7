// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { Db } from '../../../../sandbox/db/database';
import { scalar, seededDatabase, TEST_ANCHOR } from './seeded-db';

/** The one text value `sql` selects as `v` ('' when none). */
function text(db: Db, sql: string, ...params: string[]): string {
  return db.prepare<string[], { v: string | null }>(sql).get(...params)?.v ?? '';
}

const FOLIO_LINES = 'SELECT id, folio_id, isin, day, kind FROM mf_transactions ORDER BY id';

describe('the seeded mutual funds', () => {
  it('keep their folios, days and kinds across seeds; only NAVs, units and amounts move', () => {
    const a = seededDatabase(1);
    const b = seededDatabase(2);
    try {
      expect(b.prepare(FOLIO_LINES).all()).toEqual(a.prepare(FOLIO_LINES).all());
      const navs = 'SELECT nav_hundredth_paise FROM mf_transactions ORDER BY id';
      expect(b.prepare(navs).all()).not.toEqual(a.prepare(navs).all());
    } finally {
      a.close();
      b.close();
    }
  });

  it('write no line after the anchor, and every line has its NAV in the history', () => {
    const db = seededDatabase();
    try {
      expect(text(db, 'SELECT max(day) AS v FROM mf_transactions') <= TEST_ANCHOR).toBe(true);
      expect(
        scalar(
          db,
          `SELECT count(*) AS v FROM mf_transactions t LEFT JOIN mf_nav_history h ON h.isin = t.isin AND h.day = t.day
           WHERE t.kind <> 'stamp_duty' AND (h.nav_hundredth_paise IS NULL OR h.nav_hundredth_paise <> t.nav_hundredth_paise)`,
        ),
      ).toBe(0);
      expect(text(db, 'SELECT max(day) AS v FROM mf_nav_history') <= TEST_ANCHOR).toBe(true);
      // Newbie's folios wait behind her registrar accounts, none linked: the portfolio shows none yet.
      expect(
        scalar(
          db,
          `SELECT count(*) AS v FROM mf_folios f JOIN fi_accounts a ON a.id = f.account_id AND a.user_id = f.user_id
           WHERE f.user_id = 'usr_newbie_0002' AND a.linked = 0 AND a.fi_type = 'MUTUAL_FUNDS'`,
        ),
      ).toBe(2);
    } finally {
      db.close();
    }
  });

  it.each([['2017-03-01'], ['2021-06-30'], ['2024-07-23']])(
    'seeds a world anchored on %s with only the lines up to then',
    (anchor) => {
      const db = seededDatabase(undefined, anchor);
      try {
        const last = text(db, 'SELECT coalesce(max(day), ?) AS v FROM mf_transactions', anchor);
        expect(last <= anchor).toBe(true);
        expect(
          scalar(
            db,
            'SELECT count(*) AS v FROM mf_folios f WHERE NOT EXISTS (SELECT 1 FROM mf_transactions t WHERE t.folio_id = f.id)',
          ),
        ).toBe(0);
      } finally {
        db.close();
      }
    },
  );
});
