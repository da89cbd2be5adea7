// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  accountDetailsPageSchema,
  allTransactionsSchema,
  l1AnalyticsSchema,
  savingsL1ScreenSchema,
  transactionDetailSchema,
  type AllTransactionsPayload,
  type SavingsTransaction,
} from '@/api/schemas/aggregator-savings';
import { resolveRange } from '@/domain/dates/periods';

import {
  moneyFlow,
  spendingBy,
  topCounterparties,
  type SpendingGrouping,
} from '../../../../sandbox/rules/spending/aggregate';
import { ANCHOR, startHarness, type Harness } from './harness';

let h: Harness;
let demoAccounts: string[];

beforeAll(async () => {
  h = await startHarness();
  const screen = savingsL1ScreenSchema.parse((await h.get('demo', '/l1-screen-v2')).json());
  demoAccounts = screen.accounts.map((a) => a.account_id);
});
afterAll(async () => {
  await h.close();
});

async function page(token: string, payload: AllTransactionsPayload) {
  const res = await h.post(token, '/all-transactions', payload);
  expect(res.statusCode).toBe(200);
  return allTransactionsSchema.parse(res.json());
}

/** Every row of a filtered list, page by page, with the count each page reported. */
async function walk(
  token: string,
  payload: AllTransactionsPayload,
): Promise<{ rows: SavingsTransaction[]; total: number }> {
  const rows: SavingsTransaction[] = [];
  let cursor: string | undefined;
  let total = -1;
  for (let pages = 0; pages < 500; pages += 1) {
    const answer = await page(token, { ...payload, ...(cursor === undefined ? {} : { cursor }) });
    if (total >= 0) expect(answer.total_count).toBe(total);
    total = answer.total_count;
    rows.push(...answer.transactions);
    if (answer.next_cursor === null) break;
    cursor = answer.next_cursor;
  }
  return { rows, total };
}

function isNewestFirst(rows: readonly SavingsTransaction[]): boolean {
  return rows.every((row, i) => {
    const prev = rows[i - 1];
    if (prev === undefined) return true;
    return (
      prev.posted_at > row.posted_at ||
      (prev.posted_at === row.posted_at && prev.transaction_id > row.transaction_id)
    );
  });
}

describe('POST /all-transactions', () => {
  it('walks the whole history of demo with no duplicates or gaps', async () => {
    const { rows, total } = await walk('demo', { limit: 200 });
    const ids = new Set(rows.map((r) => r.transaction_id));
    expect(ids.size).toBe(rows.length);
    expect(rows.length).toBe(total);
    expect(isNewestFirst(rows)).toBe(true);
    let count = 0;
    for (const id of demoAccounts) {
      const res = await h.get('demo', `/get-account-details-page?account_id=${id}`);
      count += accountDetailsPageSchema.parse(res.json()).transaction_count;
    }
    expect(total).toBe(count);
  });

  it('gives the same rows whatever the page size', async () => {
    const filter: AllTransactionsPayload = { from: '2025-03-01', to: '2025-04-30' };
    const big = await walk('demo', { ...filter, limit: 200 });
    const small = await walk('demo', { ...filter, limit: 7 });
    expect(small.rows.map((r) => r.transaction_id)).toEqual(big.rows.map((r) => r.transaction_id));
    expect(big.rows.every((r) => r.month_key === '2025-03' || r.month_key === '2025-04')).toBe(true);
  });

  it('defaults to 50 rows a page', async () => {
    const first = await page('demo', {});
    expect(first.transactions).toHaveLength(50);
    expect(first.next_cursor).not.toBeNull();
  });

  it.each<[string, AllTransactionsPayload, (r: SavingsTransaction) => boolean]>([
    ['category', { category: 'Groceries' }, (r) => r.category === 'Groceries'],
    ['type', { type: 'CREDIT' }, (r) => r.type === 'CREDIT'],
    ['payment mode', { payment_mode: 'AUTO_DEBIT' }, (r) => r.payment_mode === 'AUTO_DEBIT'],
    [
      'search, ignoring case',
      { search: 'sWiGgY' },
      (r) => `${r.narration} ${r.counterparty}`.toLowerCase().includes('swiggy'),
    ],
    ['one account', { account_ids: ['ACCOUNT0'] }, (r) => r.account_id === 'ACCOUNT0'],
    [
      'an IST day',
      { from: '2025-05-01', to: '2025-05-01' },
      (r) => r.posted_at >= '2025-04-30T18:30:00.000Z' && r.posted_at < '2025-05-01T18:30:00.000Z',
    ],
  ])('filters by %s, counting exactly what it lists', async (_name, payload, matches) => {
    const concrete = payload.account_ids ? { ...payload, account_ids: [demoAccounts[0] ?? ''] } : payload;
    const check = payload.account_ids ? (r: SavingsTransaction) => r.account_id === demoAccounts[0] : matches;
    const { rows, total } = await walk('demo', { ...concrete, limit: 200 });
    expect(rows.length).toBe(total);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(check)).toBe(true);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await page('demo', { search: '%' })).total_count).toBe(0);
    expect((await page('demo', { search: '_' })).total_count).toBeLessThan(
      (await page('demo', {})).total_count,
    );
  });

  it('sums the debits and credits of the filtered set', async () => {
    const { rows } = await walk('demo', { from: '2025-05-01', to: '2025-05-31', limit: 200 });
    const answer = await page('demo', { from: '2025-05-01', to: '2025-05-31' });
    const sum = (type: string) => rows.filter((r) => r.type === type).reduce((s, r) => s + r.amount_paise, 0);
    expect(answer.debit_total_paise).toBe(sum('DEBIT'));
    expect(answer.credit_total_paise).toBe(sum('CREDIT'));
  });

  it('answers newbie with an empty list', async () => {
    expect(await page('newbie', {})).toEqual({
      transactions: [],
      next_cursor: null,
      total_count: 0,
      debit_total_paise: 0,
      credit_total_paise: 0,
    });
  });
});

describe('POST /l1-analytics-transactions', () => {
  it.each<SpendingGrouping>(['month', 'category', 'payment'])(
    'groups by %s exactly as spendingBy does over the same rows',
    async (grouping) => {
      const res = await h.post('demo', '/l1-analytics-transactions', {
        grouping,
        month_key: '2025-05',
        'selected-pill': 'expense_analytics',
      });
      expect(res.statusCode).toBe(200);
      const answer = l1AnalyticsSchema.parse(res.json());
      const { rows } = await walk('demo', { from: '2025-05-01', to: '2025-05-31', limit: 200 });
      expect(answer.groups).toEqual(spendingBy(rows, grouping));
      expect(answer.top_counterparties).toEqual(topCounterparties(rows, 5));
      expect(answer.total_spent_paise).toBe(answer.groups.reduce((s, g) => s + g.total_paise, 0));
      expect(answer).toMatchObject({ selected_pill: 'expense_analytics', period_label: 'May 2025' });
      expect(answer.transaction_count).toBe(rows.length);
      expect(answer.transactions).toEqual(rows.slice(0, 100));
    },
  );

  it('covers all time for one account by default, on the Transactions pill', async () => {
    const res = await h.post('demo', '/l1-analytics-transactions', {
      grouping: 'month',
      account_id: demoAccounts[1],
    });
    const answer = l1AnalyticsSchema.parse(res.json());
    expect(answer).toMatchObject({
      selected_pill: 'transactions',
      month_key: null,
      period_label: 'All time',
    });
    expect(answer.groups.length).toBeGreaterThanOrEqual(18);
    expect(answer.transactions.every((t) => t.account_id === demoAccounts[1])).toBe(true);
  });
});

describe('POST /l1-analytics-transactions over a range of days', () => {
  it('answers the last financial year with the rows the list walks, as the breakdowns count them', async () => {
    const fy = resolveRange({ preset: 'last_fy' }, ANCHOR);
    expect(fy).toEqual({ from: '2024-04-01', to: '2025-03-31' });
    const res = await h.post('demo', '/l1-analytics-transactions', { grouping: 'category', ...fy });
    expect(res.statusCode).toBe(200);
    const answer = l1AnalyticsSchema.parse(res.json());
    const { rows } = await walk('demo', { ...fy, limit: 200 });
    expect(rows.length).toBeGreaterThan(0);
    expect(answer.groups).toEqual(spendingBy(rows, 'category'));
    // The month-by-month flow of the same rows: every debit and credit counted, not only grouped ones.
    const flow = moneyFlow(rows);
    expect(answer.total_spent_paise).toBe(flow.reduce((sum, month) => sum + month.money_out_paise, 0));
    expect(answer.money_in_paise).toBe(flow.reduce((sum, month) => sum + month.money_in_paise, 0));
    expect(answer.transaction_count).toBe(rows.length);
    expect(answer.period_label).toBe('1 Apr 2024 – 31 Mar 2025');
    const months = await h.post('demo', '/l1-analytics-transactions', { grouping: 'month', ...fy });
    const byMonth = l1AnalyticsSchema.parse(months.json()).groups;
    expect(byMonth.map((g) => g.key)).toEqual(
      byMonth.map((g) => g.key).filter((k) => k >= '2024-04' && k <= '2025-03'),
    );
  });

  it('says a range with no data has none', async () => {
    const res = await h.post('demo', '/l1-analytics-transactions', {
      grouping: 'category',
      from: '2010-04-01',
      to: '2011-03-31',
    });
    const answer = l1AnalyticsSchema.parse(res.json());
    expect(answer).toMatchObject({
      total_spent_paise: 0,
      groups: [],
      transactions: [],
      transaction_count: 0,
    });
  });

  it.each([
    [{ from: '2025-01-01' }, 'both days'],
    [{ from: '2025-02-01', to: '2025-01-01' }, 'from must not be after to'],
    [{ from: '2000-01-01', to: '2025-01-01' }, 'at most'],
    [{ from: '2025-01-01', to: '2025-01-31', month_key: '2025-01' }, 'not both'],
    [{ from: '2025-02-30', to: '2025-03-01' }, 'from'],
  ])('refuses %o with a 400 that says why', async (range, words) => {
    const res = await h.post('demo', '/l1-analytics-transactions', { grouping: 'category', ...range });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(words);
  });
});

describe('POST /transaction-detail-v2', () => {
  it('details a transaction with its account and the same counterparty’s other rows', async () => {
    const [row] = (await page('demo', { search: 'swiggy', limit: 1 })).transactions;
    if (row === undefined) throw new Error('no Swiggy row');
    const res = await h.post('demo', '/transaction-detail-v2', { transaction_id: row.transaction_id });
    const detail = transactionDetailSchema.parse(res.json());
    expect(detail.transaction).toEqual(row);
    expect(detail.account.account_id).toBe(row.account_id);
    expect(detail.similar.length).toBeGreaterThan(0);
    expect(detail.similar.length).toBeLessThanOrEqual(5);
    for (const other of detail.similar) {
      expect(other.counterparty).toBe(row.counterparty);
      expect(other.transaction_id).not.toBe(row.transaction_id);
    }
    expect(detail.counterparty_summary.count).toBeGreaterThan(detail.similar.length);
  });
});

describe('one customer never sees another’s data', () => {
  it('answers other 404 for demo’s accounts and transactions, as for ids that do not exist', async () => {
    const [row] = (await page('demo', { limit: 1 })).transactions;
    const account = demoAccounts[0] ?? '';
    const attempts = [
      h.get('other', `/get-account-details-page?account_id=${account}`),
      h.get('other', `/money-flow?account_id=${account}`),
      h.get('other', `/get-account-statement?account_id=${account}`),
      h.get('other', `/l2-screen/masthead?account_id=${account}`),
      h.post('other', '/all-transactions', { account_ids: [account] }),
      h.post('other', '/l1-analytics-transactions', { grouping: 'category', account_id: account }),
      h.post('other', '/transaction-detail-v2', { transaction_id: row?.transaction_id }),
      h.post('newbie', '/transaction-detail-v2', { transaction_id: row?.transaction_id }),
      h.get('demo', '/get-account-details-page?account_id=no-such-account'),
      h.post('demo', '/transaction-detail-v2', { transaction_id: 'no-such-transaction' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('lists none of demo’s rows to other', async () => {
    const { rows } = await walk('other', { limit: 200 });
    expect(rows.length).toBeGreaterThan(0);
    const demoSet = new Set(demoAccounts);
    expect(rows.some((r) => demoSet.has(r.account_id))).toBe(false);
  });
});
