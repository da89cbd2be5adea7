// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { istDayStartInstant } from '@/domain/dates/ist';

import { scalar, seededDatabase } from './seeded-db';

/**
 * The anchor is "today" in India. On the 1st of a month the month's budgets, totals and paces
 * read only that morning, so every savings account of every persona spends something on it.
 */
describe('the anchor day', () => {
  it.each(['2026-12-01', '2027-03-01', '2028-02-29'])(
    'has a morning spend on every savings account (%s)',
    (anchor) => {
      const db = seededDatabase(undefined, anchor);
      try {
        const from = istDayStartInstant(anchor) ?? '';
        const accounts = db
          .prepare<[], { id: string }>(
            "SELECT id FROM fi_accounts WHERE fi_type = 'DEPOSIT' AND acc_type = 'SAVINGS'",
          )
          .all();
        expect(accounts.length).toBeGreaterThan(0);
        for (const { id } of accounts) {
          const spends = scalar(
            db,
            "SELECT COUNT(*) AS v FROM transactions WHERE account_id = ? AND posted_at >= ? AND type = 'DEBIT' AND category NOT IN ('Transfers', 'Cash withdrawal')",
            id,
            from,
          );
          expect(spends, id).toBeGreaterThan(0);
        }
      } finally {
        db.close();
      }
    },
  );
});
