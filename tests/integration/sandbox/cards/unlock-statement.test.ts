// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  cardTransactionsSchema,
  unlockStatementErrorSchema,
  unlockStatementSchema,
} from '@/api/schemas/credit-cards';
import { apiErrorBodySchema } from '@/api/schemas/errors';

import { startMiscSandbox, type MiscSandbox } from './misc-sandbox';

const URL = '/cc-service/unlock-statement';
let sb: MiscSandbox;
let nowMs = Date.now();

type Secret = { id: string; card_id: string; statement_password: string };

/** Demo's statements with their passwords, read behind the API's back. */
function demoStatements(locked: 0 | 1): Secret[] {
  return sb.db
    .prepare<[number], Secret>(
      `SELECT s.id, s.card_id, s.statement_password FROM card_statements s
       JOIN credit_cards c ON c.id = s.card_id WHERE c.user_id = 'usr_demo_0001' AND s.locked = ?
       ORDER BY s.id`,
    )
    .all(locked);
}

beforeAll(async () => {
  sb = await startMiscSandbox(() => new Date(nowMs));
});
afterAll(async () => {
  await sb.close();
});

describe('POST /cc-service/unlock-statement', () => {
  it('unlocks a locked statement with its password, and its transactions appear', async () => {
    const [locked] = demoStatements(1);
    if (locked === undefined) throw new Error('demo has no locked statement');
    const wrong = await sb.post(URL, { statement_id: locked.id, password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(unlockStatementErrorSchema.parse(wrong.json()).error).toMatchObject({
      code: 'WRONG_PASSWORD',
      attempts_left: 4,
    });

    const res = await sb.post(URL, { statement_id: locked.id, password: locked.statement_password });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(locked.statement_password);
    const body = unlockStatementSchema.parse(res.json());
    expect(body).toMatchObject({
      card_id: locked.card_id,
      statement: { statement_id: locked.id, locked: false },
    });

    const txns = await sb.get(`/cc-service/cards/${locked.card_id}/transactions?statement_id=${locked.id}`);
    const unlocked = cardTransactionsSchema.parse(txns.json());
    expect(unlocked.locked).toBe(false);
    expect(unlocked.items.length).toBeGreaterThan(0);
    const again = await sb.post(URL, { statement_id: locked.id, password: locked.statement_password });
    expect(again.statusCode).toBe(200);
  });

  it('allows five wrong passwords, then 429 with Retry-After until the lockout ends', async () => {
    const [target] = demoStatements(0).slice(-1);
    if (target === undefined) throw new Error('no statement');
    const left: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await sb.post(URL, { statement_id: target.id, password: `guess-${i}` });
      expect(res.statusCode).toBe(400);
      left.push(unlockStatementErrorSchema.parse(res.json()).error.attempts_left);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);

    const locked = await sb.post(URL, { statement_id: target.id, password: target.statement_password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(unlockStatementErrorSchema.parse(locked.json()).error).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      attempts_left: 0,
    });

    nowMs += 31 * 60_000;
    const after = await sb.post(URL, { statement_id: target.id, password: target.statement_password });
    expect(after.statusCode).toBe(200);
  });

  it('answers 404 for another user’s statement and for unknown ids', async () => {
    const [secret] = demoStatements(0);
    if (secret === undefined) throw new Error('no statement');
    const res = await sb.post(URL, { statement_id: secret.id, password: secret.statement_password }, 'other');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(secret.statement_password);
    expect((await sb.post(URL, { statement_id: 'nope', password: 'x' })).statusCode).toBe(404);
    expect((await sb.post(URL, { statement_id: secret.id, password: 'x' }, 'newbie')).statusCode).toBe(404);
  });

  it.each([
    ['{}', 'statement_id'],
    ['{"statement_id":"x"}', 'password'],
    ['{"statement_id":"x","password":123}', 'password'],
    ['{"statement_id":"","password":"p"}', 'statement_id'],
    ['[]', 'body'],
    ['{"statement_id":', ''],
  ])('refuses %s with 400 naming %s', async (payload, field) => {
    const res = await sb.post(URL, payload);
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain(field);
  });

  it('never echoes a wrong password either', async () => {
    const [secret] = demoStatements(0);
    const guess = 'Sup3r-Secret-Guess';
    const res = await sb.post(URL, { statement_id: secret?.id, password: guess });
    expect(res.body).not.toContain(guess);
  });
});
