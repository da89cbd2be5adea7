// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import {
  createdWithdrawalSchema,
  emiScheduleSchema,
  instaCashSummarySchema,
  instaCashWithdrawalsSchema,
} from '@/api/schemas/insta-cash';
import { monthlyEmiPaise } from '@/domain/loans/emi';
import { paise } from '@/domain/money/paise';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';

const ROOT = '/ind-investment/api/v4/insta-cash';
// 20 Jan 2026, 10:00 IST: the first EMI of a withdrawal today falls due on 5 Feb 2026.
const NOW = new Date('2026-01-20T04:30:00.000Z');
let sb: MiscSandbox;

let keys = 0;
/** A fresh Idempotency-Key: a withdrawal needs one (400 IDEMPOTENCY_KEY_REQUIRED otherwise). */
const aKey = () => ({ 'idempotency-key': `withdrawal-${String((keys += 1))}` });

beforeAll(async () => {
  sb = await startMiscSandbox(() => NOW);
});
afterAll(async () => {
  await sb.close();
});

async function available(token = 'demo'): Promise<number> {
  const body = instaCashSummarySchema.parse((await sb.get(`${ROOT}/summary`, token)).json());
  return body.eligible ? body.available_paise : -1;
}

describe('POST /insta-cash/withdrawals', () => {
  it('creates a withdrawal with its reducing-balance schedule from next month’s 5th', async () => {
    const before = await available();
    const res = await sb.post(
      `${ROOT}/withdrawals`,
      { amount_paise: 1_234_500, tenure_months: 6 },
      'demo',
      aKey(),
    );
    expect(res.statusCode).toBe(201);
    const body = createdWithdrawalSchema.parse(res.json());
    expect(body.withdrawal).toMatchObject({
      amount_paise: 1_234_500,
      tenure_months: 6,
      disbursed_on: '2026-01-20',
      status: 'ACTIVE',
      paid_instalments: 0,
      remaining_instalments: 6,
      next_due_date: '2026-02-05',
    });
    expect(body.schedule.map((r) => r.due_date)).toEqual([
      '2026-02-05',
      '2026-03-05',
      '2026-04-05',
      '2026-05-05',
      '2026-06-05',
      '2026-07-05',
    ]);
    expect(body.schedule.map((r) => r.status)).toEqual([
      'DUE',
      'UPCOMING',
      'UPCOMING',
      'UPCOMING',
      'UPCOMING',
      'UPCOMING',
    ]);
    expect(body.schedule.reduce((s, r) => s + r.principal_paise, 0)).toBe(1_234_500);
    expect(body.schedule.at(-1)?.closing_principal_paise).toBe(0);
    expect(body.withdrawal.emi_paise).toBe(
      monthlyEmiPaise(paise(1_234_500), body.withdrawal.annual_rate_bps, 6),
    );
    expect(body.available_paise).toBe(before - 1_234_500);
    expect(await available()).toBe(before - 1_234_500);

    const stored = emiScheduleSchema.parse(
      (await sb.get(`${ROOT}/emi-schedule?withdrawal_id=${body.withdrawal.withdrawal_id}`)).json(),
    );
    expect(stored.rows).toEqual(body.schedule);
    const others = await sb.get(
      `${ROOT}/emi-schedule?withdrawal_id=${body.withdrawal.withdrawal_id}`,
      'other',
    );
    expect(others.statusCode).toBe(404);
  });

  it('replays the first answer for a retry with the same Idempotency-Key, creating one withdrawal', async () => {
    const count = async () =>
      instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`)).json()).withdrawals.length;
    const before = await count();
    const headers = { 'idempotency-key': 'retry-7f3c1c7e' };
    const first = await sb.post(
      `${ROOT}/withdrawals`,
      { amount_paise: 200_000, tenure_months: 3 },
      'demo',
      headers,
    );
    const second = await sb.post(
      `${ROOT}/withdrawals`,
      { tenure_months: 3, amount_paise: 200_000 },
      'demo',
      headers,
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);

    const reused = await sb.post(
      `${ROOT}/withdrawals`,
      { amount_paise: 300_000, tenure_months: 3 },
      'demo',
      headers,
    );
    expect(reused.statusCode).toBe(422);
    expect(apiErrorBodySchema.parse(reused.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    // Keys are per customer: other's request with the same key is its own.
    const theirs = await sb.post(
      `${ROOT}/withdrawals`,
      { amount_paise: 200_000, tenure_months: 3 },
      'other',
      headers,
    );
    expect(theirs.statusCode).toBe(201);
    expect(createdWithdrawalSchema.parse(theirs.json()).withdrawal.withdrawal_id).not.toBe(
      createdWithdrawalSchema.parse(first.json()).withdrawal.withdrawal_id,
    );
    expect(await count()).toBe(before + 1);
  });

  it.each([
    [{ amount_paise: 99_999, tenure_months: 3 }, 422, 'AMOUNT_BELOW_MINIMUM'],
    [{ amount_paise: 999_999_999_999, tenure_months: 3 }, 422, 'AMOUNT_ABOVE_AVAILABLE'],
    [{ amount_paise: 200_000, tenure_months: 4 }, 400, 'BAD_REQUEST'],
    [{ amount_paise: 2000.5, tenure_months: 3 }, 400, 'BAD_REQUEST'],
    [{ amount_paise: '200000', tenure_months: 3 }, 400, 'BAD_REQUEST'],
    [{ amount_paise: -1, tenure_months: 3 }, 400, 'BAD_REQUEST'],
    [{ tenure_months: 3 }, 400, 'BAD_REQUEST'],
    ['not json', 400, 'BAD_REQUEST'],
  ])('refuses %j with %i %s', async (body, status, code) => {
    const res = await sb.post(`${ROOT}/withdrawals`, body, 'demo', aKey());
    expect(res.statusCode).toBe(status);
    expect(apiErrorBodySchema.parse(res.json()).error.code).toBe(code);
  });

  it('refuses newbie (no line), a frozen line, and a bad Idempotency-Key', async () => {
    const newbie = await sb.post(
      `${ROOT}/withdrawals`,
      { amount_paise: 200_000, tenure_months: 3 },
      'newbie',
      aKey(),
    );
    expect(newbie.statusCode).toBe(422);
    expect(apiErrorBodySchema.parse(newbie.json()).error.code).toBe('NOT_ELIGIBLE');

    const badKey = await sb.post(`${ROOT}/withdrawals`, { amount_paise: 200_000, tenure_months: 3 }, 'demo', {
      'idempotency-key': 'has space',
    });
    expect(badKey.statusCode).toBe(400);
    // Money moves: no key at all is a 400 too (docs/sandbox.md), and nothing is withdrawn.
    const noKey = await sb.post(`${ROOT}/withdrawals`, { amount_paise: 200_000, tenure_months: 3 });
    expect([noKey.statusCode, apiErrorBodySchema.parse(noKey.json()).error.code]).toEqual([
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
    ]);

    sb.db.prepare("UPDATE credit_lines SET status = 'FROZEN' WHERE user_id = 'usr_other_0003'").run();
    const frozen = await sb.post(
      `${ROOT}/withdrawals`,
      { amount_paise: 200_000, tenure_months: 3 },
      'other',
      aKey(),
    );
    expect(apiErrorBodySchema.parse(frozen.json()).error.code).toBe('LINE_FROZEN');
    expect(await available('other')).toBe(0);
  });
});
