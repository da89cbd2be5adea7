// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import { emiScheduleSchema, instaCashWithdrawalsSchema, repaymentSchema } from '@/api/schemas/insta-cash';
import { istDayOf } from '@/domain/dates/ist';
import { type RepaymentRequest, repaymentQuote } from '@/domain/loans/repayment-quote';
import { drawdownsOf } from '@/features/insta-cash/repay/drawdowns-of';

import { lineOwedPaise } from '../../../../sandbox/rules/loans/repayment-cap';
import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';

/**
 * Instant cash is never repaid beyond what is owed: repayments sent at once and one after another
 * never add up to more than the line owed before them, and a repayment still on its way holds its
 * part of the ceiling, as a card bill's pending payment does.
 */
const REPAY = '/ind-investment/api/v4/insta-cash/repayments';
const ROOT = '/ind-investment/api/v4/insta-cash';
const clock = new Date();
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox(() => clock);
});
afterAll(async () => {
  await sb.close();
});

let keys = 0;
const repay = (body: Record<string, unknown>) =>
  sb.post(REPAY, body, 'demo', { 'idempotency-key': `repay-cap-${String((keys += 1))}` });

async function line() {
  const withdrawals = instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`)).json());
  const schedule = emiScheduleSchema.parse((await sb.get(`${ROOT}/emi-schedule`)).json());
  return {
    withdrawals: withdrawals.withdrawals,
    drawdowns: drawdownsOf(withdrawals.withdrawals, schedule.rows),
  };
}

/** The quote exactly as the app works it out. */
async function quote(request: RepaymentRequest) {
  const q = repaymentQuote((await line()).drawdowns, request, istDayOf(clock));
  if (typeof q === 'string') throw new Error(q);
  return q;
}

async function owed(): Promise<number> {
  return lineOwedPaise((await line()).drawdowns, istDayOf(clock));
}

/** What the accepted answers took, in paise. */
function taken(answers: readonly { statusCode: number; json(): unknown }[]): number {
  return answers
    .filter((res) => res.statusCode === 201)
    .reduce((sum, res) => sum + repaymentSchema.parse(res.json()).total_paise, 0);
}

function code(res: { json(): unknown }): string {
  return apiErrorBodySchema.parse(res.json()).error.code;
}

const PENDING_ID = 'rpy_pending_cap_test';

describe('the instant-cash repayment cap', () => {
  it('clears the overdue EMIs first, so prepayments are on offer', async () => {
    const overdue = await quote({ kind: 'OVERDUE' });
    expect((await repay({ kind: 'OVERDUE', expected_total_paise: overdue.totalPaise })).statusCode).toBe(201);
  });

  it('counts a repayment still on its way: a foreclosure above what is left is refused, nothing paid', async () => {
    const close = await quote({ kind: 'FORECLOSE' });
    const rows = () => (sb.db.prepare('SELECT COUNT(*) AS n FROM repayments').get() as { n: number }).n;
    const before = rows();
    // A pending repayment of everything but one rupee, as the bank would hold it before confirming.
    sb.db
      .prepare(
        "INSERT INTO misc_repayments (id, user_id, kind, answer_json, created_at) VALUES (?, 'usr_demo_0001', 'PREPAY', ?, ?)",
      )
      .run(
        PENDING_ID,
        JSON.stringify({ status: 'PENDING', total_paise: (await owed()) - 100 }),
        clock.toISOString(),
      );
    const refused = await repay({ kind: 'FORECLOSE', expected_total_paise: close.totalPaise });
    expect([refused.statusCode, code(refused)]).toEqual([422, 'REPAYMENT_ABOVE_OUTSTANDING']);
    expect(rows()).toBe(before);
    sb.db.prepare('DELETE FROM misc_repayments WHERE id = ?').run(PENDING_ID);
  });

  it('holds for 50 concurrent prepayments, then 50 sequential ones', async () => {
    const { withdrawals } = await line();
    const [first, second] = withdrawals.filter((w) => w.status === 'ACTIVE');
    if (first === undefined || second === undefined) throw new Error('demo has two open withdrawals');

    const owedBefore = await owed();
    const chunk = Math.ceil(first.outstanding_principal_paise / 20 / 100) * 100;
    const request = { kind: 'PREPAY', withdrawalId: first.withdrawal_id, amountPaise: chunk } as const;
    const body = {
      kind: 'PREPAY',
      withdrawal_id: first.withdrawal_id,
      amount_paise: chunk,
      expected_total_paise: (await quote(request)).totalPaise,
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => repay(body)));
    const made = answers.filter((res) => res.statusCode === 201).length;
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThan(50);
    expect(taken(answers)).toBeLessThanOrEqual(owedBefore);
    // The rest are refused: the quote rules' own 422s, or a total no longer quoted (409).
    for (const res of answers.filter((r) => r.statusCode !== 201))
      expect([409, 422]).toContain(res.statusCode);

    const owedThen = await owed();
    const step = Math.ceil(second.outstanding_principal_paise / 20 / 100) * 100;
    const sequential = [];
    for (let i = 0; i < 50; i += 1) {
      const ask = { kind: 'PREPAY', withdrawalId: second.withdrawal_id, amountPaise: step } as const;
      const q = repaymentQuote((await line()).drawdowns, ask, istDayOf(clock));
      // Once the quote rules refuse it, the gateway is asked anyway with the last figure: it must refuse too.
      const expected = typeof q === 'string' ? step : q.totalPaise;
      sequential.push(
        await repay({
          kind: 'PREPAY',
          withdrawal_id: second.withdrawal_id,
          amount_paise: step,
          expected_total_paise: expected,
        }),
      );
    }
    const accepted = sequential.filter((res) => res.statusCode === 201).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(50);
    expect(taken(sequential)).toBeLessThanOrEqual(owedThen);
    const after = (await line()).withdrawals.find((w) => w.withdrawal_id === second.withdrawal_id);
    expect(after?.outstanding_principal_paise ?? -1).toBeGreaterThanOrEqual(0);
  });

  it('forecloses once among 50 at the same time, and never beyond what was owed', async () => {
    const owedBefore = await owed();
    const close = await quote({ kind: 'FORECLOSE' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => repay({ kind: 'FORECLOSE', expected_total_paise: close.totalPaise })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(taken(answers)).toBeLessThanOrEqual(owedBefore);
    expect(await owed()).toBe(0);
  });
});
