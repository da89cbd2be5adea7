// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  accountSummarySchema,
  allTransactionsSchema,
  l1AnalyticsSchema,
  moneyFlowSchema,
  savingsL1ScreenSchema,
  type AllTransactionsPayload,
  type SavingsTransaction,
} from '@/api/schemas/aggregator-savings';
import { cardAnalyticsSchema } from '@/api/schemas/credit-cards';
import { resolveRange } from '@/domain/dates/periods';
import { transactionsCsv } from '@/domain/spending/transactions-csv';

import { ANCHOR, startHarness, type Harness } from './harness';

let h: Harness;
let demoAccounts: string[];
const LAST_FY = resolveRange({ preset: 'last_fy' }, ANCHOR);

beforeAll(async () => {
  h = await startHarness();
  const screen = savingsL1ScreenSchema.parse((await h.get('demo', '/l1-screen-v2')).json());
  demoAccounts = screen.accounts.map((a) => a.account_id);
});
afterAll(async () => {
  await h.close();
});

async function allRows(token: string, payload: AllTransactionsPayload): Promise<SavingsTransaction[]> {
  const rows: SavingsTransaction[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 500; pages += 1) {
    const res = await h.post(token, '/all-transactions', {
      ...payload,
      limit: 200,
      ...(cursor ? { cursor } : {}),
    });
    expect(res.statusCode).toBe(200);
    const page = allTransactionsSchema.parse(res.json());
    rows.push(...page.transactions);
    if (page.next_cursor === null) break;
    cursor = page.next_cursor;
  }
  return rows;
}

describe('money in/out over a range', () => {
  it('account-summary lists the range’s months and agrees with analytics of the same days', async () => {
    const qs = `from=${LAST_FY.from}&to=${LAST_FY.to}`;
    const summary = accountSummarySchema.parse((await h.get('demo', `/account-summary?${qs}`)).json());
    expect(summary.months.map((m) => m.month_key)).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
    const analytics = l1AnalyticsSchema.parse(
      (await h.post('demo', '/l1-analytics-transactions', { ...LAST_FY, grouping: 'category' })).json(),
    );
    expect(summary.totals.money_out_paise).toBe(analytics.total_spent_paise);
    expect(summary.totals.money_in_paise).toBe(analytics.money_in_paise);
    expect(summary.months.reduce((s, m) => s + m.money_out_paise, 0)).toBe(summary.totals.money_out_paise);

    const flow = moneyFlowSchema.parse((await h.get('demo', `/money-flow?${qs}`)).json());
    expect(flow.months).toEqual(summary.months);
    expect(flow.totals).toEqual(summary.totals);
  });

  it('counts only the days of a range that starts and ends mid-month', async () => {
    const whole = moneyFlowSchema.parse(
      (await h.get('demo', '/money-flow?from=2025-03-01&to=2025-04-30')).json(),
    );
    const part = moneyFlowSchema.parse(
      (await h.get('demo', '/money-flow?from=2025-03-16&to=2025-04-10')).json(),
    );
    expect(part.months.map((m) => m.month_key)).toEqual(['2025-03', '2025-04']);
    expect(part.totals.money_out_paise).toBeGreaterThan(0);
    expect(part.totals.money_out_paise).toBeLessThan(whole.totals.money_out_paise);
  });

  it('answers zeros for a range without data, and 400 for a broken one', async () => {
    const empty = accountSummarySchema.parse(
      (await h.get('demo', '/account-summary?from=2015-01-01&to=2015-01-31')).json(),
    );
    expect(empty.totals).toEqual({ money_in_paise: 0, money_out_paise: 0, net_paise: 0 });
    expect(empty.top_categories).toEqual([]);
    for (const qs of [
      'from=2025-01-01',
      'from=2025-02-01&to=2025-01-01',
      'from=2000-01-01&to=2025-01-01',
      'from=x&to=y',
    ]) {
      expect((await h.get('demo', `/money-flow?${qs}`)).statusCode, qs).toBe(400);
      expect((await h.get('demo', `/account-summary?${qs}`)).statusCode, qs).toBe(400);
    }
  });
});

describe('card analytics over a range', () => {
  const get = (token: string, qs: string) =>
    h.app.inject({
      method: 'GET',
      url: `/cc-service/cards/analytics?${qs}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('covers the range’s months, and its totals are the sum of its months', async () => {
    const res = await get('demo', `from=${LAST_FY.from}&to=${LAST_FY.to}`);
    expect(res.statusCode).toBe(200);
    const data = cardAnalyticsSchema.parse(res.json());
    expect([data.from_month, data.to_month, data.months, data.by_month.length]).toEqual([
      '2024-04',
      '2025-03',
      12,
      12,
    ]);
    expect(data.by_month.reduce((s, m) => s + m.spend_paise, 0)).toBe(data.total_spend_paise);
    expect(data.by_category.reduce((s, c) => s + c.spend_paise, 0)).toBe(data.total_spend_paise);
  });

  it('says a range without spends is empty, and refuses a broken one', async () => {
    const data = cardAnalyticsSchema.parse((await get('demo', 'from=2015-01-01&to=2015-01-31')).json());
    expect(data.is_empty).toBe(true);
    expect((await get('demo', 'to=2025-01-01')).statusCode).toBe(400);
    expect((await get('demo', 'from=2025-02-01&to=2025-01-01')).statusCode).toBe(400);
  });
});

describe('GET /get-account-statement-pdf', () => {
  const url = (account: string) =>
    `/get-account-statement-pdf?account_id=${account}&from=${LAST_FY.from}&to=${LAST_FY.to}`;

  // The first PDF waits for a file worker to start (seconds on a busy machine).
  it('is a private PDF of the bearer’s own account', { timeout: 60_000 }, async () => {
    const res = await h.get('demo', url(demoAccounts[0] ?? ''));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-\d{4}-2024-04-01-2025-03-31\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
  });

  it('is 404 for another user’s account, 400 for a bad range, 401 without a token', async () => {
    for (const token of ['other', 'newbie']) {
      const res = await h.get(token, url(demoAccounts[0] ?? ''));
      expect(res.statusCode, token).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const bad = `/get-account-statement-pdf?account_id=${demoAccounts[0] ?? ''}&from=2025-03-01&to=2025-01-01`;
    expect((await h.get('demo', bad)).statusCode).toBe(400);
    expect((await h.get(null, url(demoAccounts[0] ?? ''))).statusCode).toBe(401);
  });
});

describe('exports hold only the bearer’s data', () => {
  it('another user’s export of a range has none of demo’s rows, and asking for demo’s account is 404', async () => {
    const demo = await allRows('demo', LAST_FY);
    expect(demo.length).toBeGreaterThan(0);
    const demoIds = new Set(demo.map((row) => row.transaction_id));
    for (const token of ['other', 'newbie']) {
      const rows = await allRows(token, LAST_FY);
      expect(
        rows.every((row) => !demoIds.has(row.transaction_id) && !demoAccounts.includes(row.account_id)),
      ).toBe(true);
      const csv = transactionsCsv(rows);
      for (const id of [...demoIds].slice(0, 50)) expect(csv).not.toContain(id);
      const res = await h.post(token, '/all-transactions', { ...LAST_FY, account_ids: demoAccounts });
      expect(res.statusCode, token).toBe(404);
    }
  });
});
