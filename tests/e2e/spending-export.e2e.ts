import { mkdirSync, readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { parseCsv } from '../support/parse-csv';
import { amountsIn } from './support/amounts';
import { openSession, PHONE, type Session } from './support/browser';
import { choose, chosen } from './support/native-select';

const SHOTS = 'test-results/screenshots';
const BOM = '\uFEFF';

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

/** "1234.56" → 123456 paise. */
function paiseOf(rupees: string): number {
  const [whole = '0', fraction = '00'] = rupees.split('.');
  return Number(whole) * 100 + Number(fraction);
}

/** The financial year before the one today (IST) is in. */
function lastFinancialYear(): { label: string; from: string; to: string } {
  const ist = new Date(Date.now() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() - 1 : ist.getUTCFullYear() - 2;
  return {
    label: `FY ${year}-${String((year + 1) % 100).padStart(2, '0')}`,
    from: `${year}-04-01`,
    to: `${year + 1}-03-31`,
  };
}

async function pickLastFinancialYear(page: Page): Promise<void> {
  await choose(
    page.getByRole('combobox', { name: 'Period' }).first(),
    `Last financial year (${lastFinancialYear().label})`,
  );
  await expect.poll(() => new URL(page.url()).searchParams.get('range'), { timeout: 15_000 }).toBe('last_fy');
}

describe('export of the spending list', () => {
  it('exports last financial year as CSV: its rows match the list, its sums the banks analytics', async () => {
    const fy = lastFinancialYear();
    const page = await open('/savings?tab=all_transactions');
    const status = page.getByRole('status').filter({ hasText: 'transactions · In' });
    // The count of the period shown first, so the year's own count is told from a stale one.
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^[\d,]+ transactions/);
    const before = await status.textContent();
    await pickLastFinancialYear(page);
    await expect
      .poll(() => chosen(page.getByRole('combobox', { name: 'Period' })), { timeout: 15_000 })
      .toBe(`Last financial year (${fy.label})`);
    await expect
      .poll(
        async () => {
          const text = (await status.textContent()) ?? '';
          return text !== before && /^[\d,]+ transactions/.test(text);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const count = Number(((await status.textContent()) ?? '').split(' ')[0]?.replaceAll(',', ''));
    expect(count).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`transactions-${fy.from}-to-${fy.to}.csv`);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.startsWith(BOM)).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(BOM.length));
    expect(header?.slice(0, 3)).toEqual(['Date', 'Value date', 'Bank']);
    expect(header?.[9]).toBe('Amount (INR)');
    expect(rows).toHaveLength(count);
    for (const row of rows) {
      expect(row[0] !== undefined && row[0] >= fy.from && row[0] <= fy.to, row.join()).toBe(true);
      expect(row[9]).toMatch(/^\d+\.\d{2}$/);
    }

    // The first rows on screen are the first rows of the file: who, and how much.
    const shown = page.getByRole('list', { name: 'Transactions' }).locator('button[aria-haspopup="dialog"]');
    await expect.poll(() => shown.count(), { timeout: 15_000 }).toBeGreaterThan(4);
    for (let i = 0; i < 5; i += 1) {
      const line = (await shown.nth(i).textContent()) ?? '';
      const row = rows[i] ?? [];
      expect(line).toContain(row[5]);
      expect(amountsIn(line)[0]).toBe(paiseOf(row[9] ?? ''));
    }
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/spending-export-list.png` });

    // Banks › Analytics over the same year: money in and out are the file's sums, self transfers out.
    const sum = (type: string) =>
      rows
        .filter((row) => row[8] === type && row[11] === 'No')
        .reduce((total, row) => total + paiseOf(row[9] ?? ''), 0);
    await page.goto(new URL('/banks?tab=analytics', page.url()).toString());
    await pickLastFinancialYear(page);
    const totals = page.getByRole('definition').filter({ hasText: '₹' });
    const flow = page.locator('dl[aria-label="Money in and out totals"]');
    await expect.poll(() => flow.textContent(), { timeout: 15_000 }).toMatch(/₹[\d,]+\.\d{2}/);
    expect(await totals.count()).toBeGreaterThan(1);
    // The figures of the period before may show until the year's answer lands: wait for it.
    // Each figure's drawn amount comes first in its <dd> (its spoken form, hidden, repeats it).
    const flowAmounts = async () =>
      (await flow.locator('dd').allTextContents()).slice(0, 2).map((text) => amountsIn(text)[0]);
    await expect.poll(flowAmounts, { timeout: 15_000 }).toEqual([sum('Credit'), sum('Debit')]);
    await page.screenshot({ path: `${SHOTS}/spending-export-banks.png`, fullPage: true });

    // A reload without the address keeps the saved period.
    await page.goto(new URL('/banks?tab=analytics', page.url()).toString());
    await expect
      .poll(() => chosen(page.getByRole('combobox', { name: 'Period' })), { timeout: 15_000 })
      .toBe(`Last financial year (${fy.label})`);
  });

  it('downloads a PDF statement of an account for a period', async () => {
    const page = await open('/banks/accounts/acc-demo-hdfc');
    const pdfSection = page.getByRole('region', { name: 'Download as PDF' });
    await expect.poll(() => pdfSection.isVisible(), { timeout: 15_000 }).toBe(true);
    await choose(pdfSection.getByRole('combobox', { name: 'Period' }), 'Last 3 months');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      pdfSection.getByRole('button', { name: 'Download PDF statement' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
