// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  accountDetailsPageSchema,
  accountStatementSchema,
  accountSummarySchema,
  fixedIncomeExpensesSchema,
  individualCategorySchema,
  l2MastheadSchema,
  moneyFlowL2Schema,
  moneyFlowSchema,
  savingsL1ScreenSchema,
  type SavingsL1Screen,
} from '@/api/schemas/aggregator-savings';

import { startHarness, type Harness } from './harness';

let h: Harness;
let demo: SavingsL1Screen;

beforeAll(async () => {
  h = await startHarness();
  demo = savingsL1ScreenSchema.parse((await h.get('demo', '/l1-screen-v2')).json());
});
afterAll(async () => {
  await h.close();
});

function firstAccount(): string {
  const id = demo.accounts[0]?.account_id;
  if (id === undefined) throw new Error('demo has no linked account');
  return id;
}

describe('GET /l1-screen-v2', () => {
  it('shows demo three linked bank accounts, their total and this month', () => {
    expect(demo.tabs.map((t) => t.label)).toEqual(['Account Summary', 'All Transactions']);
    expect(demo.has_linked_accounts).toBe(true);
    expect(demo.empty_state).toBeNull();
    expect(demo.accounts).toHaveLength(3);
    expect(new Set(demo.accounts.map((a) => a.fip_id))).toEqual(
      new Set(['HDFC-FIP', 'ICICI-FIP', 'sbi-fip']),
    );
    for (const account of demo.accounts) expect(account.masked_acc_number).toMatch(/^X+\d{4}$/);
    expect(demo.total_balance_paise).toBe(demo.accounts.reduce((sum, a) => sum + a.balance_paise, 0));
    expect(demo.this_month.month_key).toBe('2025-06');
    expect(demo.this_month.net_paise).toBe(demo.this_month.money_in_paise - demo.this_month.money_out_paise);
  });

  it('gives newbie an empty state with a way to link, not an error', async () => {
    const res = await h.get('newbie', '/l1-screen-v2');
    expect(res.statusCode).toBe(200);
    const screen = savingsL1ScreenSchema.parse(res.json());
    expect(screen).toMatchObject({ has_linked_accounts: false, accounts: [], total_balance_paise: 0 });
    expect(screen.empty_state?.cta_navlink).toMatch(/^\/account-aggregator\//);
  });

  it('shows other only their own accounts', async () => {
    const other = savingsL1ScreenSchema.parse((await h.get('other', '/l1-screen-v2')).json());
    const demoIds = new Set(demo.accounts.map((a) => a.account_id));
    expect(other.accounts.length).toBeGreaterThan(0);
    for (const account of other.accounts) expect(demoIds.has(account.account_id)).toBe(false);
  });
});

describe('GET /account-summary and /money-flow', () => {
  it('sums months into totals, oldest first, for all accounts or one', async () => {
    for (const query of ['', `?account_id=${firstAccount()}`]) {
      const summary = accountSummarySchema.parse((await h.get('demo', `/account-summary${query}`)).json());
      expect(summary.months.map((m) => m.month_key)).toEqual([
        '2025-01',
        '2025-02',
        '2025-03',
        '2025-04',
        '2025-05',
        '2025-06',
      ]);
      expect(summary.totals.money_out_paise).toBe(summary.months.reduce((s, m) => s + m.money_out_paise, 0));
      expect(summary.top_categories.length).toBeLessThanOrEqual(5);
    }
  });

  it('money-flow honours months and agrees with the summary', async () => {
    const flow = moneyFlowSchema.parse((await h.get('demo', '/money-flow?months=18')).json());
    expect(flow.months).toHaveLength(18);
    expect(flow.months[0]?.month_key).toBe('2024-01');
    const summary = accountSummarySchema.parse((await h.get('demo', '/account-summary?months=18')).json());
    expect(flow.months).toEqual(summary.months);
    expect(flow.totals.money_in_paise).toBeGreaterThan(0);
    const recent = moneyFlowSchema.parse((await h.get('demo', '/money-flow')).json());
    expect(recent.months).toHaveLength(6);
  });

  it('one account plus the others make all accounts, self-transfers aside', async () => {
    const all = moneyFlowSchema.parse((await h.get('demo', '/money-flow?months=3')).json());
    const perAccount = await Promise.all(
      demo.accounts.map(async (a) =>
        moneyFlowSchema.parse(
          (await h.get('demo', `/money-flow?months=3&account_id=${a.account_id}`)).json(),
        ),
      ),
    );
    const out = perAccount.reduce((sum, flow) => sum + flow.totals.money_out_paise, 0);
    expect(out).toBe(all.totals.money_out_paise);
  });

  it('answers newbie with zero months and an empty state', async () => {
    const summary = accountSummarySchema.parse((await h.get('newbie', '/account-summary')).json());
    expect(summary.empty_state).not.toBeNull();
    expect(summary.totals).toEqual({ money_in_paise: 0, money_out_paise: 0, net_paise: 0 });
    expect(moneyFlowSchema.parse((await h.get('newbie', '/money-flow')).json()).months).toHaveLength(6);
  });
});

describe('GET /get-account-details-page', () => {
  it('describes a linked account', async () => {
    const page = accountDetailsPageSchema.parse(
      (await h.get('demo', `/get-account-details-page?account_id=${firstAccount()}`)).json(),
    );
    expect(page.account.account_id).toBe(firstAccount());
    expect(page.account.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
    expect(page.transaction_count).toBeGreaterThan(0);
    expect(page.linked_at).not.toBeNull();
  });
});

describe('GET /l2-screen/masthead and /money-flow-l2', () => {
  it('compares a month with the one before', async () => {
    const head = l2MastheadSchema.parse(
      (await h.get('demo', '/l2-screen/masthead?month_key=2025-05')).json(),
    );
    expect(head).toMatchObject({ title: 'All accounts', account_id: null });
    expect(head.month.month_key).toBe('2025-05');
    expect(head.previous_month.month_key).toBe('2025-04');
    expect(head.available_months[0]).toBe('2025-06');
    expect(head.available_months).toContain('2024-01');
  });

  it('breaks one month down by category and payment mode, both adding up to the month', async () => {
    const l2 = moneyFlowL2Schema.parse((await h.get('demo', '/money-flow-l2?month_key=2025-05')).json());
    const sum = (groups: { total_paise: number }[]) => groups.reduce((s, g) => s + g.total_paise, 0);
    expect(sum(l2.money_out.by_category)).toBe(l2.month.money_out_paise);
    expect(sum(l2.money_out.by_payment_mode)).toBe(l2.month.money_out_paise);
    expect(sum(l2.money_in.by_category)).toBe(l2.month.money_in_paise);
    expect(l2.money_out.by_category.reduce((s, g) => s + g.share_bps, 0)).toBe(10_000);
  });
});

describe('GET /individual-category', () => {
  it('totals one category and lists its rows', async () => {
    const res = await h.get('demo', `/individual-category?category=${encodeURIComponent('Food & Dining')}`);
    const category = individualCategorySchema.parse(res.json());
    expect(category.direction).toBe('DEBIT');
    expect(category.count).toBeGreaterThan(0);
    expect(category.by_month.reduce((s, g) => s + g.total_paise, 0)).toBe(category.total_paise);
    for (const row of category.transactions)
      expect(row).toMatchObject({ category: 'Food & Dining', type: 'DEBIT' });
  });

  it('reads Income as money in, within a month', async () => {
    const res = await h.get('demo', '/individual-category?category=Income&month_key=2025-05');
    const income = individualCategorySchema.parse(res.json());
    expect(income).toMatchObject({ direction: 'CREDIT', month_key: '2025-05' });
    expect(income.total_paise).toBeGreaterThan(0);
    for (const row of income.transactions) expect(row.month_key).toBe('2025-05');
  });
});

describe('GET /fixed-income-expenses', () => {
  it('finds the salary and the fixed expenses of demo', async () => {
    const fixed = fixedIncomeExpensesSchema.parse((await h.get('demo', '/fixed-income-expenses')).json());
    expect(fixed.income.some((item) => item.kind === 'SALARY')).toBe(true);
    expect(fixed.expenses.length).toBeGreaterThan(0);
    expect(fixed.monthly_surplus_paise).toBe(
      fixed.monthly_fixed_income_paise - fixed.monthly_fixed_expenses_paise,
    );
  });

  it('finds nothing for newbie', async () => {
    const fixed = fixedIncomeExpensesSchema.parse((await h.get('newbie', '/fixed-income-expenses')).json());
    expect(fixed).toMatchObject({ income: [], expenses: [], monthly_surplus_paise: 0 });
  });
});

describe('GET /get-account-statement', () => {
  it('reconciles: opening + credits − debits = closing, each row continuing the balance', async () => {
    const url = `/get-account-statement?account_id=${firstAccount()}&from=2025-01-01&to=2025-03-31`;
    const statement = accountStatementSchema.parse((await h.get('demo', url)).json());
    expect(statement.rows.length).toBeGreaterThan(0);
    expect(statement.closing_balance_paise).toBe(
      statement.opening_balance_paise + statement.total_credits_paise - statement.total_debits_paise,
    );
    let balance = statement.opening_balance_paise;
    for (const row of statement.rows) {
      balance += row.type === 'CREDIT' ? row.amount_paise : -row.amount_paise;
      expect(row.balance_paise).toBe(balance);
    }
  });

  it('covers the last month by default', async () => {
    const res = await h.get('demo', `/get-account-statement?account_id=${firstAccount()}`);
    expect(accountStatementSchema.parse(res.json())).toMatchObject({ from: '2025-05-15', to: '2025-06-15' });
  });
});
