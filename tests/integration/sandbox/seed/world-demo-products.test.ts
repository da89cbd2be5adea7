// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { emiSchedule } from '@/domain/loans/emi';
import { paise } from '@/domain/money/paise';

import type { Db } from '../../../../sandbox/db/database';
import { TEST_ANCHOR, scalar, seededDatabase } from './seeded-db';

const DEMO = 'usr_demo_0001';
let db: Db;

beforeAll(() => {
  db = seededDatabase();
});
afterAll(() => {
  db.close();
});

describe("demo's brokers", () => {
  it('hold about 25 stocks over Zerodha at CDSL and ICICI Direct at NSDL', () => {
    const brokers = db
      .prepare<[string], { broker_name: string; depository: string; fip_id: string; linked: number }>(
        'SELECT b.broker_name, b.depository, a.fip_id, a.linked FROM brokers b JOIN fi_accounts a ON a.id = b.account_id WHERE b.user_id = ? ORDER BY b.depository',
      )
      .all(DEMO);
    expect(brokers).toEqual([
      { broker_name: 'Zerodha', depository: 'CDSL', fip_id: 'CDSLFIP', linked: 1 },
      { broker_name: 'ICICI Direct', depository: 'NSDL', fip_id: 'fip@nsdl', linked: 1 },
    ]);
    const holdings = scalar(
      db,
      'SELECT count(*) AS v FROM holdings h JOIN brokers b ON b.id = h.broker_id WHERE b.user_id = ?',
      DEMO,
    );
    expect(holdings).toBeGreaterThanOrEqual(22);
    expect(holdings).toBeLessThanOrEqual(28);
    expect(
      scalar(
        db,
        "SELECT count(*) AS v FROM holdings WHERE isin NOT GLOB 'INE[0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z][0-9A-Z][0-9]'",
      ),
    ).toBe(0);
    expect(
      scalar(db, 'SELECT count(*) AS v FROM holdings WHERE last_price_paise > prev_close_paise'),
    ).toBeGreaterThan(0);
    expect(
      scalar(db, 'SELECT count(*) AS v FROM holdings WHERE last_price_paise < prev_close_paise'),
    ).toBeGreaterThan(0);
  });

  it('have trades whose net quantity equals each holding, all before the anchor day', () => {
    const rows = db
      .prepare<[], { broker_id: string; isin: string; net: number; held: number | null }>(
        `SELECT t.broker_id, t.isin, sum(CASE t.side WHEN 'BUY' THEN t.quantity ELSE -t.quantity END) AS net,
                (SELECT h.quantity FROM holdings h WHERE h.broker_id = t.broker_id AND h.isin = t.isin) AS held
         FROM trades t GROUP BY t.broker_id, t.isin`,
      )
      .all();
    for (const row of rows) expect(row.net).toBe(row.held ?? 0);
    expect(rows.some((row) => row.held === null)).toBe(true);
    expect(scalar(db, "SELECT count(*) AS v FROM trades WHERE side = 'SELL'")).toBeGreaterThan(0);
    expect(
      scalar(
        db,
        'SELECT count(*) AS v FROM holdings h WHERE NOT EXISTS (SELECT 1 FROM trades t WHERE t.broker_id = h.broker_id AND t.isin = h.isin)',
      ),
    ).toBe(0);
    expect(
      scalar(db, 'SELECT count(*) AS v FROM trades WHERE substr(traded_at, 1, 10) >= ?', TEST_ANCHOR),
    ).toBe(0);
  });
});

describe("demo's cards", () => {
  it('have six statements each: the latest DUE, the others PAID, one locked', () => {
    const cards = db
      .prepare<[string], { id: string }>('SELECT id FROM credit_cards WHERE user_id = ? ORDER BY id')
      .all(DEMO);
    expect(cards).toHaveLength(2);
    for (const { id } of cards) {
      const statements = db
        .prepare<
          [string],
          {
            status: string;
            locked: number;
            total_due_paise: number;
            paid_paise: number;
            due_date: string;
            id: string;
          }
        >('SELECT * FROM card_statements WHERE card_id = ? ORDER BY period_end')
        .all(id);
      expect(statements).toHaveLength(6);
      expect(statements.map((s) => s.status)).toEqual(['PAID', 'PAID', 'PAID', 'PAID', 'PAID', 'DUE']);
      expect(statements.filter((s) => s.locked === 1)).toHaveLength(1);
      expect(statements.at(-1)?.due_date.localeCompare(TEST_ANCHOR)).toBeGreaterThan(0);
      for (const s of statements) {
        expect(s.paid_paise).toBe(s.status === 'PAID' ? s.total_due_paise : 0);
        const billed = scalar(
          db,
          "SELECT coalesce(sum(CASE type WHEN 'DEBIT' THEN amount_paise ELSE -amount_paise END), 0) AS v FROM card_transactions WHERE statement_id = ? AND category <> 'Transfers'",
          s.id,
        );
        expect(s.total_due_paise).toBe(Math.max(0, billed));
        if (s.status === 'PAID') {
          expect(
            scalar(
              db,
              "SELECT count(*) AS v FROM transactions WHERE account_id LIKE 'acc-demo-%' AND type = 'DEBIT' AND amount_paise = ?",
              s.total_due_paise,
            ),
          ).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe("demo's instant cash", () => {
  it('has three withdrawals whose EMIs follow the reducing-balance schedule', () => {
    const withdrawals = db
      .prepare<
        [string],
        { id: string; amount_paise: number; tenure_months: number; annual_rate_bps: number }
      >(
        'SELECT w.* FROM withdrawals w JOIN credit_lines c ON c.id = w.credit_line_id WHERE c.user_id = ? ORDER BY w.id',
      )
      .all(DEMO);
    expect(withdrawals).toHaveLength(3);
    expect(scalar(db, 'SELECT limit_paise AS v FROM credit_lines WHERE user_id = ?', DEMO)).toBe(2_00_000_00);
    for (const w of withdrawals) {
      const emis = db
        .prepare<[string], { due_date: string; emi_paise: number; principal_paise: number }>(
          'SELECT * FROM emis WHERE withdrawal_id = ? ORDER BY installment_no',
        )
        .all(w.id);
      const expected = emiSchedule({
        principal: paise(w.amount_paise),
        annualRateBps: w.annual_rate_bps,
        months: w.tenure_months,
        firstDueDate: emis[0]?.due_date ?? '',
      });
      expect(emis.map((e) => [e.due_date, e.emi_paise, e.principal_paise])).toEqual(
        expected.map((e) => [e.due_date, e.emi_paise, e.principal_paise]),
      );
    }
  });

  it('has exactly one OVERDUE EMI; past EMIs are PAID with a NACH repayment, the next is DUE', () => {
    expect(scalar(db, "SELECT count(*) AS v FROM emis WHERE status = 'OVERDUE'")).toBe(1);
    const emis = db
      .prepare<[], { id: string; withdrawal_id: string; due_date: string; status: string }>(
        'SELECT * FROM emis ORDER BY withdrawal_id, installment_no',
      )
      .all();
    for (const emi of emis) {
      if (emi.due_date > TEST_ANCHOR) expect(['DUE', 'UPCOMING']).toContain(emi.status);
      else expect(['PAID', 'OVERDUE']).toContain(emi.status);
      const repaid = scalar(
        db,
        "SELECT count(*) AS v FROM repayments WHERE emi_id = ? AND mode = 'NACH'",
        emi.id,
      );
      expect(repaid).toBe(emi.status === 'PAID' ? 1 : 0);
    }
    const overdue = emis.find((e) => e.status === 'OVERDUE');
    const after = emis.filter(
      (e) => e.withdrawal_id === overdue?.withdrawal_id && e.due_date > (overdue?.due_date ?? ''),
    );
    expect(after[0]?.status).toBe('DUE');
    expect(after.slice(1).every((e) => e.status === 'UPCOMING')).toBe(true);
  });
});

describe("demo's policies and alerts", () => {
  it('has a term plan and a family health policy at the two insurer FIPs', () => {
    const policies = db
      .prepare<
        [string],
        { fip_id: string; policy_type: string; cover_type: string; next_premium_due: string }
      >(
        'SELECT a.fip_id, p.policy_type, p.cover_type, p.next_premium_due FROM insurance_policies p JOIN fi_accounts a ON a.id = p.account_id WHERE p.user_id = ? ORDER BY a.fip_id',
      )
      .all(DEMO);
    expect(policies.map((p) => [p.fip_id, p.policy_type, p.cover_type])).toEqual([
      ['HDFCLIFE-FIP', 'TERM', 'INDIVIDUAL'],
      ['ICICIPRULIFE-FIP', 'HEALTH', 'FAMILY'],
    ]);
    for (const p of policies) expect(p.next_premium_due > TEST_ANCHOR).toBe(true);
  });

  it('has about 15 alerts, some important, with relative app navlinks, none after the anchor', () => {
    const alerts = db
      .prepare<[string], { important: number; navlink: string | null; created_at: string }>(
        'SELECT * FROM alerts WHERE user_id = ?',
      )
      .all(DEMO);
    expect(alerts.length).toBeGreaterThanOrEqual(12);
    expect(alerts.length).toBeLessThanOrEqual(20);
    expect(alerts.some((a) => a.important === 1)).toBe(true);
    expect(alerts.some((a) => a.important === 0)).toBe(true);
    for (const a of alerts) {
      expect(a.navlink ?? '/').toMatch(/^\/[a-z]/);
      expect(a.created_at.slice(0, 10) <= TEST_ANCHOR).toBe(true);
    }
  });
});
