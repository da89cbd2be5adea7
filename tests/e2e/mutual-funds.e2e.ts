import { mkdirSync } from 'node:fs';

import { afterEach, describe, expect, it } from 'vitest';

import { amountsIn } from './support/amounts';
import { openSession, PHONE, type Session } from './support/browser';

const SHOTS = 'test-results/screenshots';

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

describe('mutual funds', { timeout: 90_000 }, () => {
  it('demo opens Mutual funds from home’s net worth: value, SIPs, shares, funds, and a fund with its transactions', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);
    // From the net worth's "Mutual funds" part, once the figure is in (the cards below it still
    // move as their lists arrive, so a link there is not clicked mid-layout).
    const worth = page.getByRole('region', { name: 'Net worth' });
    await expect
      .poll(() => worth.locator('p', { hasText: /^₹[\d,]+\.\d\d$/ }).count(), { timeout: 20_000 })
      .toBe(1);
    await worth.getByRole('link', { name: /^Mutual funds/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Mutual funds' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    // The portfolio's value, what went in and the XIRR, as figures a person can read.
    const totals = page.getByLabel('Portfolio totals', { exact: true });
    await expect.poll(() => totals.isVisible(), { timeout: 15_000 }).toBe(true);
    const invested = amountsIn((await totals.textContent()) ?? '')[0] ?? 0;
    expect(invested).toBeGreaterThan(0);
    expect(await totals.textContent()).toMatch(/XIRR \(annual return\)[+\u2212]?\d+\.\d{2}%/);

    // The running SIPs, each with its next date; the shares by category add up to 100 %.
    const sips = page.getByRole('region', { name: 'Your SIPs' });
    await expect.poll(() => sips.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => sips.getByText(/^Next on \d{1,2} [A-Z][a-z]{2}/).count())
      .toBeGreaterThanOrEqual(2);
    const byCategory = page.getByRole('region', { name: 'By category' });
    // Each row: the name, the value, the share.
    const shares = (
      await byCategory
        .getByRole('listitem')
        .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('p')[2]?.textContent ?? ''))
    ).map((text) => Number(/^(\d+\.\d)%$/.exec(text)?.[1] ?? 'NaN'));
    expect(shares.length).toBeGreaterThanOrEqual(3);
    expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(0.2);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/mutual-funds.png`, fullPage: true });

    // A fund opens its page: the holding, the facts, and every transaction, the partial
    // redemption and the stamp duty included.
    const funds = page.getByRole('region', { name: 'Your funds' });
    await funds
      .getByRole('link', { name: /Parag Parikh Flexi Cap/ })
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /Parag Parikh Flexi Cap/ }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    const holding = page.getByLabel('Your holding', { exact: true });
    await expect.poll(() => holding.textContent(), { timeout: 15_000 }).toMatch(/Units[\d,]+\.\d{3}/);
    const transactions = page.getByRole('region', { name: 'Transactions' });
    await expect.poll(() => transactions.getByText('SIP instalment').count()).toBe(12);
    await transactions.getByRole('button', { name: /^Show all \d+ transactions$/ }).click();
    await expect.poll(() => transactions.getByText('SIP instalment').count()).toBeGreaterThan(12);
    await expect.poll(() => transactions.getByText('Redemption').count()).toBeGreaterThanOrEqual(1);
    // Each instalment's stamp duty is folded into its line.
    await expect
      .poll(() => transactions.getByText(/^Including ₹\d+\.\d{2} stamp duty$/).count())
      .toBeGreaterThan(12);
    await expect
      .poll(() => page.getByRole('region', { name: 'About the fund' }).textContent())
      .toMatch(/INF\w{9}/);
    await page.getByRole('heading', { name: 'NAV over time' }).scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.getByRole('img', { name: /^NAV at each month-end/ }).count(), { timeout: 20_000 })
      .toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/mutual-fund.png` });
  });

  it('fund units held in a demat account name the demat in the list and on their page', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/mutual-funds?token=demo`);
    const row = page
      .getByRole('region', { name: 'Your funds' })
      .getByRole('link', { name: /UTI Nifty 50 Index/ });
    await expect
      .poll(() => row.textContent(), { timeout: 20_000 })
      .toContain('Equity · CDSL demat 1208160000047702');
    await row.click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /UTI Nifty 50 Index/ }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect
      .poll(() => page.getByRole('region', { name: 'About the fund' }).textContent(), { timeout: 15_000 })
      .toMatch(/Held in\s*CDSL demat 1208160000047702/);
    // The sale of November 2025 is older than the latest twelve lines.
    const transactions = page.getByRole('region', { name: 'Transactions' });
    await transactions.getByRole('button', { name: /^Show all \d+ transactions$/ }).click();
    await expect.poll(() => transactions.getByText('Redemption').count()).toBe(1);
  });

  it('a fund with a split and a bonus lists both, and its NAV chart says it is adjusted for them', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/mutual-funds/fund/INF769K01AX2?token=demo`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /Mirae Asset Large Cap/ }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    const transactions = page.getByRole('region', { name: 'Transactions' });
    await expect.poll(() => transactions.getByText('Unit split 1:10').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => transactions.getByText('Bonus units 1:1').count()).toBe(1);
    const chart = page.getByRole('region', { name: 'NAV over time' });
    await expect
      .poll(() => chart.getByText(/^Unit split on .*divided by 10 /).count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => chart.getByText(/^Bonus units on .*divided by 2 /).count()).toBe(1);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/mutual-fund-split.png`, fullPage: true });
  });

  it('a customer with no folios is told how funds get here', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/mutual-funds?token=newbie`);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'No mutual funds yet' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
  });
});
