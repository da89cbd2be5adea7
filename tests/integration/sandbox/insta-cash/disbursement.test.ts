// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createdWithdrawalSchema, instaCashWithdrawalsSchema } from '@/api/schemas/insta-cash';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';

const ROOT = '/ind-investment/api/v4/insta-cash';
// A clock the test moves: "pending for 10 s" settles when the test says so.
let nowMs = Date.parse('2026-01-20T04:30:00.000Z');
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox(() => new Date(nowMs));
});
afterAll(async () => {
  await sb.close();
});

async function disbursementOf(id: string) {
  const list = instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`)).json());
  return list.withdrawals.find((w) => w.withdrawal_id === id)?.disbursement;
}

describe('withdrawal disbursements', () => {
  it('seeded withdrawals were credited long ago', async () => {
    const list = instaCashWithdrawalsSchema.parse((await sb.get(`${ROOT}/withdrawals`)).json());
    expect(list.withdrawals.length).toBeGreaterThan(0);
    for (const w of list.withdrawals)
      expect(w.disbursement).toEqual({ status: 'CREDITED', credited_at: null });
  });

  it('an ordinary amount is credited at once', async () => {
    const res = await sb.post(`${ROOT}/withdrawals`, { amount_paise: 1_000_000, tenure_months: 6 }, 'demo', {
      'idempotency-key': 'disb-plain-1',
    });
    expect(res.statusCode).toBe(201);
    const created = createdWithdrawalSchema.parse(res.json()).withdrawal;
    expect(created.disbursement).toEqual({
      status: 'CREDITED',
      credited_at: new Date(nowMs).toISOString(),
    });
    expect(await disbursementOf(created.withdrawal_id)).toEqual(created.disbursement);
  });

  it('₹x.54 stays pending for 10 s on the sandbox clock, then is credited; a replay changes nothing', async () => {
    const body = { amount_paise: 1_000_054, tenure_months: 6 };
    const headers = { 'idempotency-key': 'disb-pending-1' };
    const res = await sb.post(`${ROOT}/withdrawals`, body, 'demo', headers);
    expect(res.statusCode).toBe(201);
    const created = createdWithdrawalSchema.parse(res.json()).withdrawal;
    expect(created.disbursement).toEqual({ status: 'PENDING', credited_at: null });
    expect(await disbursementOf(created.withdrawal_id)).toEqual({ status: 'PENDING', credited_at: null });

    nowMs += 9_999;
    expect((await disbursementOf(created.withdrawal_id))?.status).toBe('PENDING');
    const replay = await sb.post(`${ROOT}/withdrawals`, body, 'demo', headers);
    expect(createdWithdrawalSchema.parse(replay.json()).withdrawal.withdrawal_id).toBe(created.withdrawal_id);

    nowMs += 1;
    expect(await disbursementOf(created.withdrawal_id)).toEqual({
      status: 'CREDITED',
      credited_at: new Date(nowMs).toISOString(),
    });
  });
});
