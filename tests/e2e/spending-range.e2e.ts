import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { amountsIn } from './support/amounts';
import { openSession, PHONE, type Session } from './support/browser';
import { choose, chosen } from './support/native-select';

const SHOTS = 'test-results/screenshots';

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

async function open(path: string): Promise<Page> {
  session = await openSession({ viewport: PHONE });
  const { page, baseUrl } = session;
  await page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}token=demo`);
  return page;
}

/** The financial year before the one today (IST) is in, as the picker names it. */
function lastFinancialYear(): { label: string; first: string; last: string } {
  const ist = new Date(Date.now() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() - 1 : ist.getUTCFullYear() - 2;
  return {
    label: `FY ${year}-${String((year + 1) % 100).padStart(2, '0')}`,
    first: `1 Apr ${year}`,
    last: `31 Mar ${year + 1}`,
  };
}

describe('spending over any date range', () => {
  it('picks last financial year: the total matches its categories, the list and a reload', async () => {
    const fy = lastFinancialYear();
    const page = await open('/savings?selected-pill=expense_analytics');
    await choose(page.getByRole('combobox', { name: 'Period' }), `Last financial year (${fy.label})`);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('range'), { timeout: 15_000 })
      .toBe('last_fy');

    const spent = page.getByRole('region', { name: `Spent in ${fy.first} – ${fy.last}` });
    await expect.poll(() => spent.textContent(), { timeout: 15_000 }).toMatch(/₹[\d,]+\.\d{2}/);
    const total = amountsIn((await spent.textContent()) ?? '')[0] ?? -1;
    expect(total).toBeGreaterThan(0);

    const byCategory = page.getByRole('list', { name: `Spending by category · ${fy.first} – ${fy.last}` });
    await expect.poll(() => byCategory.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    const categories = amountsIn((await byCategory.textContent()) ?? '');
    expect(categories.reduce((sum, p) => sum + p, 0)).toBe(total);

    // By month, the range draws its own months (the seeded history may start inside it): same total.
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    const byMonth = page.getByRole('list', { name: `Spending by month · ${fy.first} – ${fy.last}` });
    await expect.poll(() => byMonth.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await byMonth.getByRole('listitem').count()).toBeLessThanOrEqual(12);
    expect(amountsIn((await byMonth.textContent()) ?? '').reduce((sum, p) => sum + p, 0)).toBe(total);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/spending-range-fy.png`, fullPage: true });

    // The Transactions pill counts the same rows as the list it opens.
    await page.getByRole('tab', { name: 'Transactions', exact: true }).click();
    const totals = page.getByRole('definition').last();
    await expect.poll(() => totals.textContent(), { timeout: 15_000 }).toMatch(/^[\d,]+$/);
    const count = (await totals.textContent()) ?? '';
    await page.getByRole('button', { name: /^See all transactions of/ }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('tab'), { timeout: 15_000 })
      .toBe('all_transactions');
    expect(new URL(page.url()).searchParams.get('range')).toBe('last_fy');
    await expect
      .poll(() => chosen(page.getByRole('combobox', { name: 'Period' })), { timeout: 15_000 })
      .toBe(`Last financial year (${fy.label})`);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'transactions · In' }).textContent(), {
        timeout: 15_000,
      })
      .toContain(`${count} transactions`);

    // Back to Insights without the address: the saved period is used.
    await page.goto(new URL('/savings?tab=account_summary', page.url()).toString());
    await expect
      .poll(() => chosen(page.getByRole('combobox', { name: 'Period' })), { timeout: 15_000 })
      .toBe(`Last financial year (${fy.label})`);
  });

  it('says so when a custom range has no data', async () => {
    const page = await open('/savings?tab=all_transactions');
    await choose(page.getByRole('combobox', { name: 'Period' }), 'Custom range…');
    const dialog = page.getByRole('dialog', { name: 'Custom range' });
    await dialog.getByLabel('From').fill('2015-01-01');
    await dialog.getByLabel('To').fill('2015-01-31');
    await dialog.getByRole('button', { name: 'Show' }).click();
    await expect
      .poll(() => page.getByText('No transactions in 1 Jan 2015 – 31 Jan 2015.').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    const url = new URL(page.url()).searchParams;
    expect([url.get('range'), url.get('from'), url.get('to')]).toEqual([
      'custom',
      '2015-01-01',
      '2015-01-31',
    ]);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('range'), { timeout: 15_000 }).toBeNull();
  });
});
