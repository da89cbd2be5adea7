// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import {
  emiScheduleSchema,
  instaCashSummarySchema,
  instaCashWithdrawalsSchema,
  mandateSchema,
  repaymentSchema,
} from '@/api/schemas/insta-cash';
import { istDayOf } from '@/domain/dates/ist';
import { type RepaymentRequest, repaymentQuote } from '@/domain/loans/repayment-quote';
import { drawdownsOf } from '@/features/insta-cash/repay/drawdowns-of';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';

const ROOT = '/ind-investment/api/v4/insta-cash';
let clock = new Date();
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox(() => clock);
});
afterAll(async () => {
  await sb.close();
});

const key = (name: string) => ({ 'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}` });

/** The quote exactly as the app works it out, from the views it reads. */
async function clientQuote(request: RepaymentRequest) {
  const withdrawals = instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`)).json());
  const schedule = emiScheduleSchema.parse((await sb.get(`${ROOT}/emi-schedule`)).json());
  const quote = repaymentQuote(drawdownsOf(withdrawals.withdrawals, schedule.rows), request, istDayOf(clock));
  if (typeof quote === 'string') throw new Error(quote);
  return quote;
}

async function summary() {
  const body = instaCashSummarySchema.parse((await sb.get(`${ROOT}/summary`)).json());
  if (!body.eligible) throw new Error('not eligible');
  return body;
}

function repaymentRows(): number {
  return (sb.db.prepare('SELECT COUNT(*) AS n FROM repayments').get() as { n: number }).n;
}

describe('instant-cash repayments', () => {
  it('pays the overdue EMI at the quoted amount, once, and the overdue goes', async () => {
    const quote = await clientQuote({ kind: 'OVERDUE' });
    expect(quote.totalPaise).toBe((await summary()).overdue_amount_paise);
    const body = { kind: 'OVERDUE', expected_total_paise: quote.totalPaise };
    const headers = key('overdue');
    const count = repaymentRows();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => sb.post(`${ROOT}/repayments`, body, 'demo', headers)),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    const paid = repaymentSchema.parse(answers[0]?.json());
    expect(paid).toMatchObject({ kind: 'OVERDUE', status: 'SUCCESS', total_paise: quote.totalPaise });
    expect(new Set(answers.map((a) => a.json<{ repayment_id: string }>().repayment_id)).size).toBe(1);
    expect(repaymentRows()).toBe(count + quote.lines.reduce((s, l) => s + l.instalments.length, 0));
    expect((await summary()).overdue_count).toBe(0);
    const again = await sb.post(`${ROOT}/repayments`, { ...body, expected_total_paise: 1 }, 'demo', headers);
    expect(again.statusCode).toBe(422);
    expect(apiErrorBodySchema.parse(again.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const read = await sb.get(`${ROOT}/repayments/${paid.repayment_id}`);
    expect(repaymentSchema.parse(read.json())).toEqual(paid);
    expect((await sb.get(`${ROOT}/repayments/${paid.repayment_id}`, 'other')).statusCode).toBe(404);
  });

  it('refuses a total the customer was not shown (409), and a missing key (400)', async () => {
    const quote = await clientQuote({ kind: 'NEXT_EMI' });
    const stale = await sb.post(
      `${ROOT}/repayments`,
      { kind: 'NEXT_EMI', expected_total_paise: quote.totalPaise + 1 },
      'demo',
      key('stale'),
    );
    expect(stale.statusCode).toBe(409);
    expect(apiErrorBodySchema.parse(stale.json()).error.code).toBe('QUOTE_CHANGED');
    const nokey = await sb.post(`${ROOT}/repayments`, {
      kind: 'NEXT_EMI',
      expected_total_paise: quote.totalPaise,
    });
    expect(nokey.statusCode).toBe(400);
  });

  it('prepays part of a withdrawal: the quote matches to the paisa and the EMI drops', async () => {
    const withdrawals = instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`)).json());
    const target = withdrawals.withdrawals.find((w) => w.status === 'ACTIVE');
    if (target === undefined) throw new Error('no active withdrawal');
    const request = { kind: 'PREPAY', withdrawalId: target.withdrawal_id, amountPaise: 1_000_000 } as const;
    const quote = await clientQuote(request);
    const res = await sb.post(
      `${ROOT}/repayments`,
      {
        kind: 'PREPAY',
        withdrawal_id: target.withdrawal_id,
        amount_paise: 1_000_000,
        expected_total_paise: quote.totalPaise,
      },
      'demo',
      key('prepay'),
    );
    expect(res.statusCode).toBe(201);
    const paid = repaymentSchema.parse(res.json());
    expect(paid.total_paise).toBe(quote.totalPaise);
    expect(paid.emi_after_paise).toBeLessThan(paid.emi_before_paise ?? 0);
    const after = instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`)).json());
    const changed = after.withdrawals.find((w) => w.withdrawal_id === target.withdrawal_id);
    expect(changed?.outstanding_principal_paise).toBe(target.outstanding_principal_paise - 1_000_000);
  });

  it('forecloses every withdrawal at the quoted amount and closes the line', async () => {
    const quote = await clientQuote({ kind: 'FORECLOSE' });
    expect(quote.totalPaise).toBe((await summary()).foreclosure_amount_paise);
    const res = await sb.post(
      `${ROOT}/repayments`,
      { kind: 'FORECLOSE', expected_total_paise: quote.totalPaise },
      'demo',
      key('close'),
    );
    expect(res.statusCode).toBe(201);
    expect(repaymentSchema.parse(res.json()).line_closed).toBe(true);
    const after = await summary();
    expect([
      after.outstanding_principal_paise,
      after.active_withdrawals,
      after.foreclosure_amount_paise,
    ]).toEqual([0, 0, 0]);
    const nothing = await sb.post(
      `${ROOT}/repayments`,
      { kind: 'FORECLOSE', expected_total_paise: 1 },
      'demo',
      key('again'),
    );
    expect(apiErrorBodySchema.parse(nothing.json()).error.code).toBe('NOTHING_TO_FORECLOSE');
  });

  it('sets up the mandate: pending, then active on the sandbox clock', async () => {
    expect(mandateSchema.parse((await sb.get(`${ROOT}/mandate`)).json()).status).toBe('NONE');
    const headers = key('mandate');
    const made = mandateSchema.parse((await sb.post(`${ROOT}/mandate`, {}, 'demo', headers)).json());
    expect(made.status).toBe('PENDING');
    const replay = mandateSchema.parse((await sb.post(`${ROOT}/mandate`, {}, 'demo', headers)).json());
    expect(replay.mandate_id).toBe(made.mandate_id);
    clock = new Date(clock.getTime() + 10_000);
    expect(mandateSchema.parse((await sb.get(`${ROOT}/mandate`)).json()).status).toBe('ACTIVE');
  });
});
