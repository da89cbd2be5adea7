import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { resetNewbie } from './support/linking';
import { choose } from './support/native-select';

const SHOTS = 'test-results/screenshots';
const RUPEES = /₹[\d,]+\.\d{2}/;

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

async function open(path: string, token = 'demo'): Promise<Page> {
  session = await openSession({ viewport: PHONE });
  const { page, baseUrl } = session;
  const joiner = path.includes('?') ? '&' : '?';
  await page.goto(`${baseUrl}${path}${joiner}token=${token}`);
  return page;
}

/** A phone screenshot: the whole page, or (for virtual lists, sheets) what the screen shows. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** Transaction rows drawn by the virtual list (headings excluded). */
function rowButtons(page: Page) {
  return page.getByRole('list', { name: 'Transactions', exact: true }).getByRole('button');
}

/** True once rows are drawn and every one of them passes `test`. */
async function everyRow(page: Page, test: (text: string) => boolean): Promise<boolean> {
  const texts = await rowButtons(page).allTextContents();
  return texts.length > 0 && texts.every(test);
}

/** The highest position the virtual list has announced so far. */
async function lastPosition(page: Page): Promise<number> {
  return page
    .getByRole('list', { name: 'Transactions', exact: true })
    .locator('li[aria-posinset]')
    .evaluateAll((items) => Math.max(0, ...items.map((li) => Number(li.getAttribute('aria-posinset')))));
}

describe('savings', () => {
  it('shows balances per account under Account Summary, and remembers the tab in the address', async () => {
    const page = await open('/savings');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Savings' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    const summaryTab = page.getByRole('tab', { name: 'Account Summary' });
    await expect.poll(() => summaryTab.getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true');
    expect(await page.getByRole('tab', { name: 'All Transactions' }).getAttribute('aria-selected')).toBe(
      'false',
    );

    const accounts = page.getByRole('list', { name: 'Bank accounts' });
    await expect.poll(() => accounts.getByRole('listitem').count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => accounts.textContent(), { timeout: 15_000 }).toContain('HDFC Bank');
    expect(await accounts.textContent()).toContain('•••• 4821');
    expect(await accounts.textContent()).toMatch(RUPEES);
    expect(await page.getByRole('region', { name: 'Total balance' }).textContent()).toMatch(RUPEES);
    // Money out carries a minus sign, not just a colour.
    expect(await page.getByRole('region', { name: 'Total balance' }).textContent()).toMatch(/−₹/);
    await shot(page, 'savings-summary');
  });

  it('switches pills and draws the analytics chart with its figures by category, payment mode and month', async () => {
    const page = await open('/savings');
    await page.getByRole('tab', { name: 'Expense Analytics' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('selected-pill'), { timeout: 15_000 })
      .toBe('expense_analytics');

    const byCategory = page.getByRole('list', { name: /^Spending by category/ });
    await expect.poll(() => byCategory.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    expect(await byCategory.textContent()).toMatch(RUPEES);
    expect(await byCategory.textContent()).toMatch(/\d+(\.\d)?%/);
    const donut = page.getByRole('img', { name: /^Donut chart of spending by category/ });
    await expect.poll(() => donut.locator('svg path').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    // A chart draws once scrolled near (WhenSeen): scroll to its card as a reader would.
    await page.getByRole('heading', { name: 'Money in & out' }).scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          page
            .getByRole('img', { name: /money in and out per month/ })
            .locator('svg')
            .count(),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await shot(page, 'savings-analytics');

    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    const byMode = page.getByRole('list', { name: /^Spending by payment mode/ });
    await expect.poll(() => byMode.textContent(), { timeout: 15_000 }).toContain('UPI');
    expect(new URL(page.url()).searchParams.get('grouping')).toBe('payment');

    await page.getByRole('button', { name: 'Month', exact: true }).click();
    const byMonth = page.getByRole('img', { name: /^Bar chart of spending per month/ });
    await expect.poll(() => byMonth.locator('svg rect').count(), { timeout: 15_000 }).toBeGreaterThan(6);
    expect(await page.getByRole('list', { name: 'Spending by month' }).textContent()).toMatch(RUPEES);

    // The pill and month survive a reload from the address.
    await choose(page.getByRole('combobox', { name: 'Period' }), /^[A-Z][a-z]{2} \d{4}$/, 1);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('month_key'), { timeout: 15_000 })
      .toMatch(/^\d{4}-\d{2}$/);
    await page.reload();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Expense Analytics' }).getAttribute('aria-selected'), {
        timeout: 15_000,
      })
      .toBe('true');
  });

  it('opens a category from the analytics', async () => {
    const page = await open('/savings?selected-pill=expense_analytics');
    const byCategory = page.getByRole('list', { name: /^Spending by category/ });
    await byCategory.getByRole('button').first().click();
    const sheet = page.getByRole('dialog');
    await expect
      .poll(
        () =>
          sheet
            .getByRole('list', { name: / transactions$/ })
            .getByRole('listitem')
            .count(),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    expect(await sheet.textContent()).toMatch(RUPEES);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
  });

  it('lists all transactions, loads more on scroll, filters them, and opens one', async () => {
    const page = await open('/savings');
    await page.getByRole('tab', { name: 'All Transactions' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('tab'), { timeout: 15_000 })
      .toBe('all_transactions');
    await expect.poll(() => rowButtons(page).count(), { timeout: 15_000 }).toBeGreaterThan(5);
    const status = page.getByRole('status').filter({ hasText: /transactions ·/ });
    expect(await status.textContent()).toMatch(/^[\d,]+ transactions · In ₹/);

    // Virtualised: far fewer rows in the DOM than the 50 of a page; scrolling asks for the next page.
    expect(await page.locator('ul[aria-label="Transactions"] > li').count()).toBeLessThan(45);
    const firstPage = await page
      .locator('ul[aria-label="Transactions"] > li')
      .first()
      .getAttribute('aria-setsize');
    // Scrolls again on every look until a row past the first page is shown.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 2500);
          return lastPosition(page);
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(Number(firstPage));
    await shot(page, 'savings-transactions-scrolled', false);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Category filter: every row shown is a grocery, and the address says so.
    await choose(page.getByRole('combobox', { name: 'Category' }), 'Groceries');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('category'), { timeout: 15_000 })
      .toBe('Groceries');
    await expect
      .poll(() => everyRow(page, (text) => text.includes('Groceries')), { timeout: 15_000 })
      .toBe(true);
    expect(await rowButtons(page).count()).toBeGreaterThan(0);

    // Payment mode on top: still groceries, now only UPI.
    await choose(page.getByRole('combobox', { name: 'Payment mode' }), 'UPI');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('payment_mode'), { timeout: 15_000 })
      .toBe('UPI');
    await expect
      .poll(() => everyRow(page, (text) => /Groceries · UPI/.test(text)), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category'), { timeout: 15_000 }).toBeNull();

    // Search.
    await page.getByRole('searchbox', { name: 'Search transactions' }).fill('uber');
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 15_000 }).toBe('uber');
    await expect
      .poll(() => everyRow(page, (text) => text.startsWith('Uber')), { timeout: 15_000 })
      .toBe(true);
    await shot(page, 'savings-transactions', false);

    // Detail sheet.
    await rowButtons(page).first().click();
    const sheet = page.getByRole('dialog', { name: 'Uber' });
    await expect.poll(() => sheet.getByText('Reference').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await sheet.textContent()).toMatch(/−₹/);
    await expect
      .poll(() => sheet.getByRole('list', { name: 'Recent transactions with Uber' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await shot(page, 'savings-detail', false);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
  });

  it('remembers the tab last chosen when the address names none', async () => {
    const page = await open('/savings');
    await page.getByRole('tab', { name: 'All Transactions' }).click();
    await expect.poll(() => rowButtons(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.goto(`${new URL(page.url()).origin}/savings`);
    await expect
      .poll(() => page.getByRole('tab', { name: 'All Transactions' }).getAttribute('aria-selected'), {
        timeout: 15_000,
      })
      .toBe('true');
  });

  it('invites a customer with nothing linked to link bank accounts', async () => {
    // Other journeys link accounts for newbie on the shared sandbox: back to nothing linked first.
    await resetNewbie(inject('baseUrl'));
    const page = await open('/savings', 'newbie');
    const cta = page.getByRole('link', { name: 'Link bank accounts' });
    await expect.poll(() => cta.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await cta.getAttribute('href')).toBe('/account-aggregator/onboarding?flow_type=savings');
    expect(await page.getByRole('tab').count()).toBe(0);
    await shot(page, 'savings-empty');
    await cta.click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe('/account-aggregator/onboarding');
    expect(new URL(page.url()).searchParams.get('flow_type')).toBe('savings');
  });
});
