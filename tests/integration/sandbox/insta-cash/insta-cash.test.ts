// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import {
  emiScheduleSchema,
  instaCashOfferSchema,
  instaCashSummarySchema,
  instaCashTransactionsSchema,
  instaCashWithdrawalsSchema,
} from '@/api/schemas/insta-cash';
import { monthlyEmiPaise } from '@/domain/loans/emi';
import { paise } from '@/domain/money/paise';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';

const ROOT = '/ind-investment/api/v4/insta-cash';
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe('demo’s credit line', () => {
  it('summarises the line: limit, available, outstanding, next EMI and exactly one overdue EMI', async () => {
    const body = instaCashSummarySchema.parse((await sb.get(`${ROOT}/summary`)).json());
    if (!body.eligible) throw new Error('demo should have a line');
    expect(body.overdue_count).toBe(1);
    expect(body.overdue_amount_paise).toBeGreaterThan(0);
    expect(body.available_paise).toBe(Math.max(0, body.limit_paise - body.outstanding_principal_paise));
    expect(body.next_emi).not.toBeNull();
    expect(body.next_emi?.days_to_due).toBeGreaterThanOrEqual(0);
    expect(body.foreclosure_amount_paise).toBeGreaterThanOrEqual(body.outstanding_principal_paise);
  });

  it('lists three withdrawals whose outstanding adds up to the line’s', async () => {
    const summary = instaCashSummarySchema.parse((await sb.get(`${ROOT}/summary`)).json());
    const body = instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`)).json());
    expect(body.eligible).toBe(true);
    expect(body.withdrawals).toHaveLength(3);
    expect(summary.eligible && summary.outstanding_principal_paise).toBe(body.outstanding_principal_paise);
    expect(body.withdrawals.reduce((s, w) => s + w.overdue_instalments, 0)).toBe(1);
    for (const w of body.withdrawals) {
      expect(w.paid_instalments + w.remaining_instalments).toBeLessThanOrEqual(w.tenure_months);
    }
  });

  it('gives the schedule from the emis table, one OVERDUE row, principal summing to each amount', async () => {
    const all = emiScheduleSchema.parse((await sb.get(`${ROOT}/emi-schedule`)).json());
    expect(all.withdrawal_id).toBeNull();
    expect(all.rows.filter((r) => r.status === 'OVERDUE')).toHaveLength(1);
    const stored = sb.db.prepare<[], { n: number }>(
      `SELECT COUNT(*) AS n FROM emis e JOIN withdrawals w ON w.id = e.withdrawal_id
       JOIN credit_lines l ON l.id = w.credit_line_id WHERE l.user_id = 'usr_demo_0001'`,
    );
    expect(all.rows).toHaveLength(stored.get()?.n ?? -1);
    const withdrawals = instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`)).json());
    for (const w of withdrawals.withdrawals) {
      const one = emiScheduleSchema.parse(
        (await sb.get(`${ROOT}/emi-schedule?withdrawal_id=${w.withdrawal_id}`)).json(),
      );
      expect(one.rows.every((r) => r.withdrawal_id === w.withdrawal_id)).toBe(true);
      expect(one.total_principal_paise).toBe(w.amount_paise);
      expect(one.rows.map((r) => r.installment_no)).toEqual(one.rows.map((_, i) => i + 1));
    }
  });

  it('lists disbursals and repayments newest first', async () => {
    const body = instaCashTransactionsSchema.parse((await sb.get(`${ROOT}/transactions`)).json());
    expect(body.items.filter((i) => i.type === 'DISBURSAL')).toHaveLength(3);
    expect(body.items.some((i) => i.type === 'REPAYMENT')).toBe(true);
    const dates = body.items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('offers what is available, with EMIs at the line’s rate', async () => {
    const body = instaCashOfferSchema.parse((await sb.get(`${ROOT}/offer`)).json());
    if (!body.eligible) throw new Error('demo should have a line');
    expect(body.quote_amount_paise).toBe(body.available_paise);
    expect(body.quotes.map((q) => q.tenure_months)).toEqual([3, 6, 9, 12]);
    for (const q of body.quotes) {
      expect(q.emi_paise).toBe(
        monthlyEmiPaise(paise(body.quote_amount_paise), body.annual_rate_bps, q.tenure_months),
      );
      expect(q.first_due_date.slice(8)).toBe('05');
    }
    const chosen = instaCashOfferSchema.parse((await sb.get(`${ROOT}/offer?amount_paise=500000`)).json());
    expect(chosen.eligible && chosen.quote_amount_paise).toBe(500_000);
  });

  it.each([
    ['amount_paise=99999', 422],
    ['amount_paise=999999999999', 422],
    ['amount_paise=abc', 400],
    ['amount_paise=-5', 400],
  ])('answers offer?%s with %i', async (query, status) => {
    const res = await sb.get(`${ROOT}/offer?${query}`);
    expect(res.statusCode).toBe(status);
    apiErrorBodySchema.parse(res.json());
  });
});

describe('newbie and isolation', () => {
  it('gives newbie eligible:false answers, never 404 or 500', async () => {
    expect(instaCashSummarySchema.parse((await sb.get(`${ROOT}/summary`, 'newbie')).json())).toEqual({
      eligible: false,
    });
    expect(instaCashOfferSchema.parse((await sb.get(`${ROOT}/offer`, 'newbie')).json())).toEqual({
      eligible: false,
    });
    const w = instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`, 'newbie')).json());
    expect(w).toMatchObject({ eligible: false, withdrawals: [] });
    const s = emiScheduleSchema.parse((await sb.get(`${ROOT}/emi-schedule`, 'newbie')).json());
    expect(s).toMatchObject({ eligible: false, rows: [] });
    const t = instaCashTransactionsSchema.parse((await sb.get(`${ROOT}/transactions`, 'newbie')).json());
    expect(t).toMatchObject({ eligible: false, items: [] });
  });

  it('answers 404 when other asks for demo’s withdrawal schedule', async () => {
    const demo = instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`)).json());
    const id = demo.withdrawals[0]?.withdrawal_id ?? 'missing';
    const res = await sb.get(`${ROOT}/emi-schedule?withdrawal_id=${id}`, 'other');
    expect(res.statusCode).toBe(404);
    const mine = instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`, 'other')).json());
    expect(mine.withdrawals.map((w) => w.withdrawal_id)).not.toContain(id);
  });
});
