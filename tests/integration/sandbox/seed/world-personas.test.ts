// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../../../sandbox/db/database';
import { scalar, seededDatabase } from './seeded-db';

const DEMO = 'usr_demo_0001';
const NEWBIE = 'usr_newbie_0002';
const OTHER = 'usr_other_0003';
let db: Db;

beforeAll(() => {
  db = seededDatabase();
});
afterAll(() => {
  db.close();
});

/** Every personal row as (table, id, owner), through the row's chain of references to a user. */
const OWNERSHIP = `
  SELECT 'fi_accounts' AS tbl, id, user_id AS owner FROM fi_accounts
  UNION ALL SELECT 'transactions', t.id, a.user_id FROM transactions t JOIN fi_accounts a ON a.id = t.account_id
  UNION ALL SELECT 'brokers', b.id, a.user_id FROM brokers b JOIN fi_accounts a ON a.id = b.account_id
  UNION ALL SELECT 'holdings', h.id, a.user_id FROM holdings h JOIN brokers b ON b.id = h.broker_id JOIN fi_accounts a ON a.id = b.account_id
  UNION ALL SELECT 'trades', t.id, a.user_id FROM trades t JOIN brokers b ON b.id = t.broker_id JOIN fi_accounts a ON a.id = b.account_id
  UNION ALL SELECT 'credit_cards', c.id, a.user_id FROM credit_cards c JOIN fi_accounts a ON a.id = c.account_id
  UNION ALL SELECT 'card_statements', s.id, c.user_id FROM card_statements s JOIN credit_cards c ON c.id = s.card_id
  UNION ALL SELECT 'card_transactions', t.id, c.user_id FROM card_transactions t JOIN credit_cards c ON c.id = t.card_id
  UNION ALL SELECT 'insurance_policies', p.id, a.user_id FROM insurance_policies p JOIN fi_accounts a ON a.id = p.account_id
  UNION ALL SELECT 'credit_lines', id, user_id FROM credit_lines
  UNION ALL SELECT 'withdrawals', w.id, c.user_id FROM withdrawals w JOIN credit_lines c ON c.id = w.credit_line_id
  UNION ALL SELECT 'emis', e.id, c.user_id FROM emis e JOIN withdrawals w ON w.id = e.withdrawal_id JOIN credit_lines c ON c.id = w.credit_line_id
  UNION ALL SELECT 'repayments', r.id, c.user_id FROM repayments r JOIN withdrawals w ON w.id = r.withdrawal_id JOIN credit_lines c ON c.id = w.credit_line_id
  UNION ALL SELECT 'alerts', id, user_id FROM alerts`;

describe('newbie', () => {
  it('has nothing linked, but a bank account at HDFC and SBI, a Groww demat, a policy, a card and two fund folios to discover', () => {
    expect(scalar(db, 'SELECT count(*) AS v FROM fi_accounts WHERE user_id = ? AND linked = 1', NEWBIE)).toBe(
      0,
    );
    const accounts = db
      .prepare<
        [string],
        { fip_id: string; fi_type: string; link_ref_number: string | null; consent_handle: string | null }
      >('SELECT * FROM fi_accounts WHERE user_id = ? ORDER BY fip_id')
      .all(NEWBIE);
    expect(accounts.length).toBeGreaterThanOrEqual(4);
    expect(accounts.map((a) => `${a.fip_id}:${a.fi_type}`)).toEqual([
      'CAMSRTAFIP:MUTUAL_FUNDS',
      'CDSLFIP:EQUITIES',
      'HDFC-FIP:DEPOSIT',
      'ICICI-FIP:CREDIT_CARD',
      'SBILIFE-FIP:INSURANCE_POLICIES',
      'kfinmf-fip:MUTUAL_FUNDS',
      'sbi-fip:DEPOSIT',
    ]);
    for (const a of accounts) expect([a.link_ref_number, a.consent_handle]).toEqual([null, null]);
    expect(
      scalar(db, "SELECT count(*) AS v FROM brokers WHERE user_id = ? AND broker_name = 'Groww'", NEWBIE),
    ).toBe(1);
    expect(
      scalar(
        db,
        'SELECT count(*) AS v FROM holdings h JOIN brokers b ON b.id = h.broker_id WHERE b.user_id = ?',
        NEWBIE,
      ),
    ).toBe(6);
    // The card is seeded with its statements, but stays unlinked until the credit-cards journey.
    expect(scalar(db, 'SELECT count(*) AS v FROM credit_cards WHERE user_id = ?', NEWBIE)).toBe(1);
    expect(
      scalar(
        db,
        'SELECT count(*) AS v FROM card_statements s JOIN credit_cards c ON c.id = s.card_id WHERE c.user_id = ?',
        NEWBIE,
      ),
    ).toBe(6);
    for (const table of ['credit_lines', 'alerts']) {
      expect(scalar(db, `SELECT count(*) AS v FROM ${table} WHERE user_id = ?`, NEWBIE)).toBe(0);
    }
  });
});

describe('other', () => {
  it('is a different customer, linked, with an Axis account, Upstox at CDSL, a card and a credit line', () => {
    const accounts = db
      .prepare<[string], { fip_id: string; fi_type: string; linked: number }>(
        'SELECT * FROM fi_accounts WHERE user_id = ? ORDER BY id',
      )
      .all(OTHER);
    expect(accounts.map((a) => `${a.fip_id}:${a.fi_type}:${a.linked}`)).toEqual([
      'AXIS001:DEPOSIT:1',
      'AXIS001:CREDIT_CARD:1',
      'CDSLFIP:EQUITIES:1',
    ]);
    expect(
      scalar(
        db,
        "SELECT count(*) AS v FROM brokers WHERE user_id = ? AND broker_name = 'Upstox' AND depository = 'CDSL'",
        OTHER,
      ),
    ).toBe(1);
    expect(
      scalar(
        db,
        'SELECT count(*) AS v FROM holdings h JOIN brokers b ON b.id = h.broker_id WHERE b.user_id = ?',
        OTHER,
      ),
    ).toBe(8);
    expect(
      scalar(
        db,
        'SELECT count(*) AS v FROM withdrawals w JOIN credit_lines c ON c.id = w.credit_line_id WHERE c.user_id = ?',
        OTHER,
      ),
    ).toBe(1);
    const alerts = scalar(db, 'SELECT count(*) AS v FROM alerts WHERE user_id = ?', OTHER);
    expect(alerts).toBeGreaterThanOrEqual(2);
    expect(alerts).toBeLessThanOrEqual(6);
  });

  it('shares no id, no merchant and no reference chain with demo', () => {
    const rows = db.prepare<[], { tbl: string; id: string; owner: string }>(OWNERSHIP).all();
    const ids = (owner: string): Set<string> =>
      new Set(rows.filter((r) => r.owner === owner).map((r) => r.id));
    const demoIds = ids(DEMO);
    for (const id of ids(OTHER)) {
      expect(demoIds.has(id)).toBe(false);
      expect(id).toMatch(/other/);
    }
    for (const id of demoIds) expect(id).toMatch(/demo/);
    // Each row's user_id column agrees with the user its account (card, line) belongs to.
    expect(
      scalar(
        db,
        'SELECT count(*) AS v FROM brokers b JOIN fi_accounts a ON a.id = b.account_id WHERE a.user_id <> b.user_id',
      ),
    ).toBe(0);
    expect(
      scalar(
        db,
        'SELECT count(*) AS v FROM credit_cards c JOIN fi_accounts a ON a.id = c.account_id WHERE a.user_id <> c.user_id',
      ),
    ).toBe(0);
    expect(
      scalar(
        db,
        'SELECT count(*) AS v FROM insurance_policies p JOIN fi_accounts a ON a.id = p.account_id WHERE a.user_id <> p.user_id',
      ),
    ).toBe(0);
    const counterparties = (prefix: string): Set<string> =>
      new Set(
        db
          .prepare<[string], { c: string }>(
            "SELECT DISTINCT counterparty AS c FROM transactions WHERE account_id LIKE ? || '%'",
          )
          .all(prefix)
          .map((r) => r.c),
      );
    const demoNames = counterparties('acc-demo-');
    const shared = [...counterparties('acc-other-')].filter((name) => demoNames.has(name));
    expect(shared.sort()).toEqual(['KOSH FINANCE PVT LTD', 'Kosh Finance', 'Savings interest']);
  });
});
