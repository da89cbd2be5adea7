import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { choose } from './support/native-select';

const SHOTS = 'test-results/screenshots';
/** The merchant re-categorised, and the category it is moved to (demo spends nothing on it). */
const MERCHANT = 'Uber';
const TARGET = 'Education';

let session: Session | null = null;
let baseUrl: string | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});
// Whatever happened above, demo's world is left as seeded: no rule, no budget.
afterAll(async () => {
  if (baseUrl === null) return;
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/aa-service${path}`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/category-rule', { merchant: MERCHANT, category: null });
  await post('/budget', { category: 'All spending', limit_paise: null });
});

async function open(path: string): Promise<Page> {
  session = await openSession({ viewport: PHONE });
  baseUrl = session.baseUrl;
  const { page } = session;
  await page.goto(`${session.baseUrl}${path}${path.includes('?') ? '&' : '?'}token=demo`);
  return page;
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** Paise of the first full "₹1,23,456.78" amount in a text, or 0. */
function firstAmount(text: string | null): number {
  const m = /₹([\d,]+)\.(\d{2})/.exec(text ?? '');
  return m === null ? 0 : Number((m[1] ?? '0').replaceAll(',', '')) * 100 + Number(m[2]);
}

/** The amount a category's line of "Spending by category" shows (0 when it is not listed). */
async function categorySpend(page: Page, category: string): Promise<number> {
  const list = page.getByRole('list', { name: /^Spending by category/ });
  const line = list.getByRole('listitem').filter({ hasText: category });
  return (await line.count()) === 0 ? 0 : firstAmount(await line.first().textContent());
}

describe('your own categories and budgets', () => {
  it(
    're-categorises a merchant with a rule: analytics move, the rule is listed, deleting it moves them back',
    { timeout: 60_000 },
    async () => {
      const page = await open('/savings?selected-pill=expense_analytics');
      await choose(page.getByRole('combobox', { name: 'Period' }), 'Last 3 months');
      const list = page.getByRole('list', { name: /^Spending by category/ });
      await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(2);
      const before = await categorySpend(page, TARGET);

      // One Uber ride, from the list: make it Education, always for Uber.
      await page.getByRole('tab', { name: 'All Transactions' }).click();
      await page.getByRole('searchbox', { name: 'Search transactions' }).fill(MERCHANT.toLowerCase());
      const rows = page.getByRole('list', { name: 'Transactions', exact: true }).getByRole('button');
      await expect
        .poll(
          async () => {
            const texts = await rows.allTextContents();
            return texts.length > 0 && texts.every((text) => text.startsWith(MERCHANT));
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await rows.first().click();
      const sheet = page.getByRole('dialog', { name: MERCHANT });
      await sheet.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: TARGET, exact: true }).click();
      await sheet.getByRole('checkbox', { name: `Always for ${MERCHANT}` }).check();
      await shot(page, 'spending-rules-detail', false);
      await sheet.getByRole('button', { name: 'Save category' }).click();
      // The list shows it at once: every Uber row is now Education.
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
      await expect
        .poll(async () => (await rows.allTextContents()).every((text) => text.includes(TARGET)), {
          timeout: 15_000,
        })
        .toBe(true);

      // The analytics moved: Education now holds Uber's rides of the period.
      await page.getByRole('tab', { name: 'Account Summary' }).click();
      await expect.poll(() => categorySpend(page, TARGET), { timeout: 15_000 }).toBeGreaterThan(before);
      await shot(page, 'spending-rules-analytics');

      // Listed under Budgets and rules; deleting it puts the bank's category back.
      // In the app (no reload): the screens read the same in-memory cache the change invalidated.
      await page.getByRole('link', { name: 'Budgets and rules' }).click();
      const rules = page.getByRole('list', { name: 'Category rules' });
      await expect.poll(() => rules.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
      expect(await rules.textContent()).toContain(MERCHANT);
      await page.getByRole('button', { name: `Delete the rule for ${MERCHANT}` }).click();
      await expect.poll(() => page.getByText('No rules yet').isVisible(), { timeout: 15_000 }).toBe(true);
      await page.goto(new URL('/savings?selected-pill=expense_analytics', page.url()).toString());
      await expect.poll(() => categorySpend(page, TARGET), { timeout: 15_000 }).toBe(before);
    },
  );

  it(
    'sets a small budget, overspends it and sees it flagged on home and in alerts',
    { timeout: 60_000 },
    async () => {
      const page = await open('/savings/plan');
      await page.getByRole('combobox', { name: 'Budget for' }).click();
      await page.getByRole('option', { name: 'All spending' }).click();
      await page.getByRole('textbox', { name: 'Monthly limit' }).fill('1');
      await page.getByRole('button', { name: 'Save budget' }).click();
      const card = page.getByRole('article', { name: 'All spending budget' });
      await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain('Over budget');
      expect(await card.textContent()).toMatch(/₹[\d,]+\.\d{2} over/);
      await expect
        .poll(() => card.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 15_000 })
        .toBe('100');
      await shot(page, 'spending-budget');

      await page.goto(new URL('/', page.url()).toString());
      const attention = page.getByRole('region', { name: 'Needs attention' });
      await expect
        .poll(() => attention.getByText('All spending is over its ₹1.00 budget').isVisible(), {
          timeout: 20_000,
        })
        .toBe(true);
      await page.goto(new URL('/alerts', page.url()).toString());
      const alerts = page.getByRole('region', { name: 'Budget alerts' });
      await expect
        .poll(() => alerts.textContent(), { timeout: 15_000 })
        .toContain('All spending is over budget');

      // Deleted: nothing is flagged any more.
      await page.getByRole('link', { name: 'See budget' }).click();
      await page.getByRole('button', { name: 'Delete the All spending budget' }).click();
      await expect.poll(() => page.getByText('No budgets yet').isVisible(), { timeout: 15_000 }).toBe(true);
    },
  );
});
