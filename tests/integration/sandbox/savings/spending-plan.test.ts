// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  allTransactionsSchema,
  moneyFlowL2Schema,
  transactionDetailSchema,
  type SavingsTransaction,
} from '@/api/schemas/aggregator-savings';
import { apiErrorBodySchema } from '@/api/schemas/errors';
import { budgetsSchema, categoryRulesSchema } from '@/api/schemas/spending-plan';

import { ROOT, startHarness, type Harness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

/** A POST with an Idempotency-Key. */
function command(token: string, path: string, body: unknown, key: string) {
  return h.app.inject({
    method: 'POST',
    url: `${ROOT}${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    payload: JSON.stringify(body),
  });
}

async function transactions(
  token: string,
  body: Record<string, unknown> = {},
): Promise<SavingsTransaction[]> {
  const res = await h.post(token, '/all-transactions', { limit: 200, ...body });
  expect(res.statusCode).toBe(200);
  return allTransactionsSchema.parse(res.json()).transactions;
}

/** A demo debit of a merchant that is not in `category` yet. */
async function aDebit(): Promise<SavingsTransaction> {
  const txn = (await transactions('demo', { type: 'DEBIT' })).find(
    (t) => t.category !== 'Education' && !t.is_self_transfer && t.counterparty.trim() !== '',
  );
  if (txn === undefined) throw new Error('demo has no debit');
  return txn;
}

describe('category overrides', () => {
  it('changes one transaction only, in the list, the detail and the filters', async () => {
    const txn = await aDebit();
    const res = await command(
      'demo',
      '/category-override',
      { transaction_id: txn.transaction_id, category: 'Education' },
      'override-1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const detail = transactionDetailSchema.parse(
      (await h.post('demo', '/transaction-detail-v2', { transaction_id: txn.transaction_id })).json(),
    );
    expect(detail.transaction.category).toBe('Education');
    const filtered = await transactions('demo', { category: 'Education' });
    expect(filtered.map((t) => t.transaction_id)).toContain(txn.transaction_id);
    // Back to the bank's category.
    await command(
      'demo',
      '/category-override',
      { transaction_id: txn.transaction_id, category: null },
      'o-2',
    );
    const again = transactionDetailSchema.parse(
      (await h.post('demo', '/transaction-detail-v2', { transaction_id: txn.transaction_id })).json(),
    );
    expect(again.transaction.category).toBe(txn.category);
  });

  it("is 404 for another user's transaction, 400 for an unknown category", async () => {
    const txn = await aDebit();
    const stranger = await command(
      'other',
      '/category-override',
      { transaction_id: txn.transaction_id, category: 'Education' },
      'stranger-1',
    );
    expect(stranger.statusCode).toBe(404);
    const bad = await command(
      'demo',
      '/category-override',
      { transaction_id: txn.transaction_id, category: 'Nonsense' },
      'bad-1',
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('merchant rules', () => {
  it('re-categorises every transaction of the merchant, moves analytics, and only for its owner', async () => {
    const txn = await aDebit();
    const merchant = txn.counterparty;
    const month = txn.month_key;
    const before = moneyFlowL2Schema.parse((await h.get('demo', `/money-flow-l2?month_key=${month}`)).json());
    const key = 'rule-1';
    const first = await command('demo', '/category-rule', { merchant, category: 'Education' }, key);
    expect(first.statusCode).toBe(200);
    // The same command again (a queued copy, a retry): replayed, applied once.
    const replay = await command('demo', '/category-rule', { merchant, category: 'Education' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const reused = await command('demo', '/category-rule', { merchant, category: 'Groceries' }, key);
    expect(reused.statusCode).toBe(422);

    const all = (await transactions('demo', { search: merchant })).filter((t) => t.counterparty === merchant);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((t) => t.category === 'Education')).toBe(true);
    const after = moneyFlowL2Schema.parse((await h.get('demo', `/money-flow-l2?month_key=${month}`)).json());
    const education = (flow: typeof before) =>
      flow.money_out.by_category.find((g) => g.key === 'Education')?.total_paise ?? 0;
    expect(education(after)).toBeGreaterThan(education(before));
    expect(after.month.money_out_paise).toBe(before.month.money_out_paise);

    const rules = categoryRulesSchema.parse((await h.get('demo', '/category-rules')).json()).rules;
    expect(rules).toEqual([expect.objectContaining({ merchant: merchant.trim(), category: 'Education' })]);
    const others = categoryRulesSchema.parse((await h.get('other', '/category-rules')).json()).rules;
    expect(others).toEqual([]);

    // Deleted: the bank's categories are back.
    await command('demo', '/category-rule', { merchant, category: null }, 'rule-delete');
    const restored = await transactions('demo', { search: merchant });
    expect(restored.find((t) => t.transaction_id === txn.transaction_id)?.category).toBe(txn.category);
    expect(categoryRulesSchema.parse((await h.get('demo', '/category-rules')).json()).rules).toEqual([]);
  });

  it('refuses a blank merchant (422 BLANK_NAME) and a malformed key', async () => {
    const blank = await command('demo', '/category-rule', { merchant: '   ', category: 'Education' }, 'b');
    expect([blank.statusCode, apiErrorBodySchema.parse(blank.json()).error.code]).toEqual([
      422,
      'BLANK_NAME',
    ]);
    expect(
      (await command('demo', '/category-rule', { merchant: 'x', category: 'Education' }, 'a b')).statusCode,
    ).toBe(400);
  });
});

describe('budgets', () => {
  it("shows this month's spending against the budget, flags an overspend, per user", async () => {
    const empty = budgetsSchema.parse((await h.get('demo', '/budgets')).json());
    expect(empty.budgets).toEqual([]);
    expect(empty.month_key).toBe('2025-06');
    expect(empty.day).toBe(15);
    await command('demo', '/budget', { category: 'All spending', limit_paise: 100 }, 'budget-1');
    await command('demo', '/budget', { category: 'All spending', limit_paise: 100 }, 'budget-1');
    const set = budgetsSchema.parse((await h.get('demo', '/budgets')).json());
    expect(set.budgets).toHaveLength(1);
    const [total] = set.budgets;
    expect(total?.spent_paise).toBeGreaterThan(100);
    expect(total?.status).toBe('OVER');
    expect(total?.left_paise).toBe(100 - (total?.spent_paise ?? 0));
    expect(total?.pace_fraction).toBeCloseTo(15 / 30);
    expect(budgetsSchema.parse((await h.get('other', '/budgets')).json()).budgets).toEqual([]);
    await command('demo', '/budget', { category: 'All spending', limit_paise: null }, 'budget-2');
    expect(budgetsSchema.parse((await h.get('demo', '/budgets')).json()).budgets).toEqual([]);
  });

  it('refuses a budget below ₹1 and an income budget', async () => {
    expect(
      (await command('demo', '/budget', { category: 'Groceries', limit_paise: 5 }, 'c')).statusCode,
    ).toBe(400);
    expect((await command('demo', '/budget', { category: 'Income', limit_paise: 500 }, 'd')).statusCode).toBe(
      400,
    );
  });
});
