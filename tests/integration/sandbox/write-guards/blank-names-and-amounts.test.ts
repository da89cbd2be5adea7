// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import { budgetsSchema, categoryRulesSchema } from '@/api/schemas/spending-plan';
import { holdingsPageSchema } from '@/api/schemas/stocks-widget';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';

/**
 * Bad data cannot poison a read: a blank name or an amount past the safe integers is refused where
 * it is written (422, with its own code), and a row an older gateway stored anyway is left out of
 * the reads instead of answering 500 to every later request.
 */
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox(() => new Date('2026-01-15T06:30:00.000Z'));
});
afterAll(async () => {
  await sb.close();
});

let keys = 0;
const command = (path: string, body: unknown) =>
  sb.post(`/aa-service${path}`, body, 'demo', { 'idempotency-key': `guard-${String((keys += 1))}` });

function code(res: { json(): unknown }): string {
  return apiErrorBodySchema.parse(res.json()).error.code;
}

const BLANKS = ['   ', '\u00A0\t', '\u200B', '\u3000\uFEFF'];
const HUGE = 1e20;

describe('blank names are refused at write (422 BLANK_NAME)', () => {
  it('for a merchant rule, a category and a budget, storing nothing', async () => {
    for (const blank of BLANKS) {
      const rule = await command('/category-rule', { merchant: blank, category: 'Education' });
      expect([rule.statusCode, code(rule)], JSON.stringify(blank)).toEqual([422, 'BLANK_NAME']);
      const category = await command('/category-rule', { merchant: 'Cafe Blue', category: blank });
      expect([category.statusCode, code(category)]).toEqual([422, 'BLANK_NAME']);
      const override = await command('/category-override', { transaction_id: 'any', category: blank });
      expect([override.statusCode, code(override)]).toEqual([422, 'BLANK_NAME']);
      const budget = await command('/budget', { category: blank, limit_paise: 10_000 });
      expect([budget.statusCode, code(budget)]).toEqual([422, 'BLANK_NAME']);
    }
    expect(categoryRulesSchema.parse((await sb.get('/aa-service/category-rules')).json()).rules).toEqual([]);
    expect(budgetsSchema.parse((await sb.get('/aa-service/budgets')).json()).budgets).toEqual([]);
  });

  it("for the customer's name", async () => {
    const before = (await sb.get('/v1/user/profile/edit')).json<{ name: string }>().name;
    for (const blank of BLANKS) {
      const res = await sb.post('/v1/user/profile/edit', { name: blank });
      expect([res.statusCode, code(res)]).toEqual([422, 'BLANK_NAME']);
      expect(apiErrorBodySchema.parse(res.json()).error.message).toContain('name');
    }
    expect((await sb.get('/v1/user/profile/edit')).json<{ name: string }>().name).toBe(before);
  });
});

describe('amounts past the safe integers are refused at write (422 AMOUNT_TOO_LARGE)', () => {
  it('for a budget, a card payment, a withdrawal and a repayment', async () => {
    const key = { 'idempotency-key': 'huge-1' };
    const answers = [
      await command('/budget', { category: 'Groceries', limit_paise: HUGE }),
      await sb.post(
        '/cc-service/cards/any-card/payments',
        { amount_paise: HUGE, channel: 'UPI_INTENT' },
        'demo',
        key,
      ),
      await sb.post(
        '/ind-investment/api/v4/insta-cash/withdrawals',
        { amount_paise: HUGE, tenure_months: 6 },
        'demo',
        key,
      ),
      await sb.post(
        '/ind-investment/api/v4/insta-cash/repayments',
        { kind: 'PREPAY', withdrawal_id: 'w', amount_paise: 100, expected_total_paise: -HUGE },
        'demo',
        key,
      ),
    ];
    for (const res of answers) expect([res.statusCode, code(res)]).toEqual([422, 'AMOUNT_TOO_LARGE']);
    expect(budgetsSchema.parse((await sb.get('/aa-service/budgets')).json()).budgets).toEqual([]);
  });
});

describe('rows stored before the checks do not break a read', () => {
  it('leaves out a blank rule, an unknown or unsafe budget and an unsafe holding, answering 200', async () => {
    const at = '2026-01-01T00:00:00.000Z';
    sb.db
      .prepare(
        "INSERT INTO spending_category_rules (user_id, merchant_key, merchant, category, updated_at) VALUES ('usr_demo_0001', '', '   ', 'Education', ?)",
      )
      .run(at);
    const budget = sb.db.prepare(
      "INSERT INTO spending_budgets (user_id, category, limit_paise, updated_at) VALUES ('usr_demo_0001', ?, ?, ?)",
    );
    budget.run('No such category', 10_000, at);
    budget.run('Groceries', HUGE, at);
    budget.run('Shopping', 50_000, at);
    sb.db
      .prepare(
        `INSERT INTO equity_import_brokers (id, user_id, source, broker_name, depository, client_id, dp_id,
           masked_acc_number, holder_name, fip_id, statement_date, file_sha256, imported_at)
         VALUES ('cas-legacy', 'usr_demo_0001', 'CAS', 'CDSL CAS statement', 'CDSL', '99990001', '12010900',
           'XXXXXXXX0001', 'Aarav', 'CDSLFIP', '2025-12-31', 'legacy', ?)`,
      )
      .run(at);
    const holding = sb.db.prepare(
      `INSERT INTO holdings (id, broker_id, isin, symbol, company_name, sector, market_cap,
         quantity, avg_price_paise, last_price_paise, prev_close_paise, source)
       VALUES (?, 'cas-legacy', 'INE467B01029', 'TCS', ?, 'IT', 'LARGE', ?, ?, ?, ?, 'import')`,
    );
    holding.run(
      'cas-legacy-h1',
      'Tata Consultancy Services',
      999_999_999,
      99_999_999_900,
      99_999_999_900,
      99_999_999_900,
    );
    holding.run('cas-legacy-h2', '  ', 1, 100, 100, 100);
    holding.run('cas-legacy-h3', 'Tata Consultancy Services', 2, 350_000, 350_000, 350_000);

    const rules = await sb.get('/aa-service/category-rules');
    expect(rules.statusCode).toBe(200);
    expect(categoryRulesSchema.parse(rules.json()).rules).toEqual([]);
    const budgets = await sb.get('/aa-service/budgets');
    expect(budgets.statusCode).toBe(200);
    expect(budgetsSchema.parse(budgets.json()).budgets.map((b) => b.category)).toEqual(['Shopping']);
    for (const path of ['consolidated-holdings', 'broker-details', 'consolidated-analytics']) {
      const res = await sb.get(`/stocks-widget/in-stocks/${path}`);
      expect(res.statusCode, path).toBe(200);
    }
    const page = holdingsPageSchema.parse(
      (await sb.get('/stocks-widget/in-stocks/consolidated-holdings')).json(),
    );
    const legacy = page.groups.flatMap((g) => g.holdings).filter((h) => h.account_id === 'cas-legacy');
    expect(legacy.map((h) => h.quantity)).toEqual([2]);
  });
});
