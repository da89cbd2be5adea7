// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addMonthsClamped } from '@/domain/dates/iso-day';
import { isTransactionCategory } from '@/domain/spending/categories';
import { paymentModeFromNarration } from '@/domain/spending/payment-mode';

import type { Db } from '../../../../sandbox/db/database';
import { dayOf, isoDate } from '../../../../sandbox/seed/dates';
import { TEST_ANCHOR, scalar, seededDatabase } from './seeded-db';

const DEMO = 'usr_demo_0001';
let db: Db;

beforeAll(() => {
  db = seededDatabase();
});
afterAll(() => {
  db.close();
});

type Txn = {
  id: string;
  account_id: string;
  posted_at: string;
  value_date: string;
  type: string;
  mode: string;
  payment_mode: string;
  amount_paise: number;
  balance_paise: number;
  narration: string;
  category: string;
};

describe("demo's savings accounts", () => {
  it('are three linked savings accounts at HDFC, ICICI and SBI with IFSCs of those banks', () => {
    const rows = db
      .prepare<
        [string],
        {
          fip_id: string;
          ifsc: string;
          masked_acc_number: string;
          consent_handle: string;
          link_ref_number: string | null;
        }
      >(
        "SELECT * FROM fi_accounts WHERE user_id = ? AND fi_type = 'DEPOSIT' AND acc_type = 'SAVINGS' AND linked = 1 ORDER BY fip_id",
      )
      .all(DEMO);
    expect(rows.map((r) => r.fip_id)).toEqual(['HDFC-FIP', 'ICICI-FIP', 'sbi-fip']);
    expect(rows.map((r) => r.ifsc.slice(0, 4))).toEqual(['HDFC', 'ICIC', 'SBIN']);
    for (const row of rows) {
      expect(row.masked_acc_number).toMatch(/^X{8}\d{4}$/);
      expect(row.consent_handle).toBe('seed-consent-demo-1');
      expect(row.link_ref_number).not.toBeNull();
    }
  });

  it('carry 4,000–6,000 transactions over the 18 months up to the anchor', () => {
    const count = scalar(db, "SELECT count(*) AS v FROM transactions WHERE account_id LIKE 'acc-demo-%'");
    expect(count).toBeGreaterThanOrEqual(4000);
    expect(count).toBeLessThanOrEqual(6000);
    const first = db
      .prepare<[], { v: string }>(
        "SELECT min(value_date) AS v FROM transactions WHERE account_id LIKE 'acc-demo-%'",
      )
      .get()?.v;
    const last = db
      .prepare<[], { v: string }>(
        "SELECT max(value_date) AS v FROM transactions WHERE account_id LIKE 'acc-demo-%'",
      )
      .get()?.v;
    expect(first).toBe(isoDate(dayOf(addMonthsClamped(TEST_ANCHOR, -18)) + 1));
    expect(last).toBe(TEST_ANCHOR);
  });

  it('keep a running balance that never goes negative and ends at the account balance', () => {
    const txns = db.prepare<[], Txn>('SELECT * FROM transactions ORDER BY account_id, id').all();
    const balances = new Map(
      db
        .prepare<[], { id: string; current_balance_paise: number }>(
          "SELECT id, current_balance_paise FROM fi_accounts WHERE fi_type = 'DEPOSIT'",
        )
        .all()
        .map((r) => [r.id, r.current_balance_paise]),
    );
    // Collected, then compared once: thousands of expect() calls would dominate the test's time.
    const problems: string[] = [];
    txns.forEach((txn, i) => {
      const previous = txns[i - 1];
      if (txn.balance_paise < 0) problems.push(`${txn.id}: negative balance`);
      if (!Number.isInteger(txn.amount_paise) || txn.amount_paise <= 0) problems.push(`${txn.id}: amount`);
      if (previous?.account_id === txn.account_id) {
        if (txn.posted_at < previous.posted_at) problems.push(`${txn.id}: out of order`);
        const delta = txn.type === 'CREDIT' ? txn.amount_paise : -txn.amount_paise;
        if (txn.balance_paise - previous.balance_paise !== delta) problems.push(`${txn.id}: balance`);
      }
      const last = txns[i + 1]?.account_id !== txn.account_id;
      if (last && balances.get(txn.account_id) !== txn.balance_paise)
        problems.push(`${txn.account_id}: closing`);
    });
    expect(problems).toEqual([]);
  });

  it('carry the payment mode of their narration, a known category and the real bank narration styles', () => {
    const txns = db.prepare<[], Txn>('SELECT * FROM transactions').all();
    const wrong = txns.filter(
      (t) =>
        t.payment_mode !== paymentModeFromNarration(t.narration, t.mode) ||
        !isTransactionCategory(t.category) ||
        t.posted_at.slice(0, 10) > TEST_ANCHOR,
    );
    expect(wrong).toEqual([]);
    const modes = new Set(
      txns.filter((t) => t.account_id.startsWith('acc-demo-')).map((t) => t.payment_mode),
    );
    expect([...modes].sort()).toEqual([
      'ATM_CASH',
      'AUTO_DEBIT',
      'BANK_TRANSFER',
      'CARD',
      'CHEQUE',
      'OTHERS',
      'UPI',
    ]);
    const narrations = txns.map((t) => t.narration);
    expect(
      narrations.some((n) => /^NEFT CR-CITI0000001-ACME TECHNOLOGIES PVT LTD-SALARY [A-Z]{3} \d{4}$/.test(n)),
    ).toBe(true);
    expect(narrations.some((n) => /^TO TRANSFER-UPI\/DR\/\d{12}\//.test(n))).toBe(true);
    expect(narrations.some((n) => /^ATW-\d{6}X{6}\d{4}-/.test(n))).toBe(true);
    expect(narrations.some((n) => n.startsWith('NACH-DR-HDFC MF SIP'))).toBe(true);
  });
});
