import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';

const SHOTS = 'test-results/screenshots';

let session: Session | null = null;
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
afterEach(async () => {
  await session?.close();
  session = null;
});

/** "₹5,58,219.65" → 55821965 paise (the full, unabbreviated figures the groups and masthead show). */
function paiseOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^0-9.-]/g, '');
  const [rupees = '0', fraction = ''] = digits.split('.');
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/equity-${name}.png`, fullPage: true });
}

/** The group values of the open grouping add up to the broker's current value. */
async function expectGroupsSumToTotal(page: Page, listName: string, labels: RegExp[]) {
  const list = page.getByRole('list', { name: listName });
  await list.waitFor();
  for (const label of labels) {
    await expect.poll(() => list.getByRole('heading', { level: 3, name: label }).count()).toBe(1);
  }
  const values = await list.getByTestId('group-value').allTextContents();
  expect(values.length).toBeGreaterThan(1);
  const total = paiseOf(await page.getByTestId('current-value').textContent());
  expect(total).toBeGreaterThan(0);
  expect(values.reduce((sum, text) => sum + paiseOf(text), 0)).toBe(total);
}

describe('equity (demo)', () => {
  it('lists the brokers with their value, opens one and groups its holdings by sector and market cap', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/equity?token=demo`);

    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Equity' }).isVisible()).toBe(true);
    const tabs = page.getByRole('tablist', { name: 'Equity' });
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Your Brokers' }).getAttribute('aria-selected'))
      .toBe('true');
    const brokers = page.getByRole('list', { name: 'Your brokers' });
    await expect.poll(() => brokers.getByRole('listitem').count()).toBe(2);
    await expect
      .poll(() => brokers.getByRole('link', { name: /^Zerodha, CDSL: worth ₹/ }).isVisible())
      .toBe(true);
    await expect
      .poll(() => brokers.getByRole('link', { name: /^ICICI Direct, NSDL: worth ₹/ }).isVisible())
      .toBe(true);
    await shot(page, 'brokers');

    await brokers.getByRole('link', { name: /^Zerodha/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Zerodha' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/equity/broker/cdsl/acc-demo-cdsl');
    const holdings = page.getByRole('list', { name: 'Holdings' });
    await expect.poll(() => holdings.getByRole('listitem').count()).toBe(15);
    await expect.poll(() => holdings.getByText('Avg price').first().isVisible()).toBe(true);
    await shot(page, 'broker-stocks');

    await page
      .getByRole('group', { name: 'Group holdings by' })
      .getByRole('button', { name: 'Sector' })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('group_by')).toBe('sector');
    await expectGroupsSumToTotal(page, 'Sectors', [/^IT$/]);
    await shot(page, 'broker-sector');

    await page
      .getByRole('group', { name: 'Group holdings by' })
      .getByRole('button', { name: 'Market Cap' })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('group_by')).toBe('market_cap');
    await expectGroupsSumToTotal(page, 'Market-cap groups', [/^Large cap$/, /^Mid cap$/, /^Small cap$/]);

    // The grouping lives in the URL: a reload keeps it.
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Market Cap' }).getAttribute('aria-pressed'))
      .toBe('true');
  });

  it('draws the analytics charts and lists the trades', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/equity/broker/nsdl/acc-demo-nsdl?token=demo`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'ICICI Direct' }).isVisible())
      .toBe(true);

    await page.getByRole('tab', { name: 'Analytics' }).click();
    expect(new URL(page.url()).searchParams.get('selected-pill')).toBe('analytics');
    const chart = page.getByRole('img', { name: 'Market cap mix chart' });
    await expect.poll(() => chart.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => chart.locator('path').count()).toBeGreaterThanOrEqual(3);
    const mix = page.getByRole('list', { name: 'Market cap mix by share' });
    await expect.poll(() => mix.getByRole('listitem').count()).toBe(3);
    await page.getByRole('group', { name: 'Ranking' }).getByRole('button', { name: 'Top losers' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ranking')).toBe('top_losers');
    await shot(page, 'broker-analytics');

    await page.getByRole('tab', { name: 'Transactions' }).click();
    const trades = page.getByRole('list', { name: 'Trades' });
    await expect.poll(() => trades.getByRole('listitem').count()).toBeGreaterThan(5);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^\d+ trades$/ })
          .isVisible(),
      )
      .toBe(true);
    await shot(page, 'broker-transactions');

    await page.getByRole('group', { name: 'Show trades' }).getByRole('button', { name: 'Sells' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('side')).toBe('SELL');
    await expect.poll(() => trades.getByText('BUY', { exact: true }).count()).toBe(0);
  });

  it('turns on price alerts only after the customer confirms, and shows the result', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/equity/broker/cdsl/acc-demo-cdsl?token=demo`);
    await expect.poll(() => page.getByText('Price alerts: Off').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Turn on price alerts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on price alerts?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await shot(page, 'alerts-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByText('Price alerts: Off').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Turn on price alerts' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn on alerts' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Tracking' })
          .getByRole('status')
          .filter({ hasText: 'Price alerts are on for all stocks at Zerodha.' })
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText('Price alerts: On').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Turn off price alerts' }).isVisible())
      .toBe(true);
    await shot(page, 'alerts-on');
  });
});

describe('equity (newbie)', () => {
  it('shows the sales page whose call to action opens the equity linking flow', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/equity?token=newbie`);

    await expect
      .poll(() => page.getByRole('heading', { name: 'Track all your stocks in one place' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('tablist').count()).toBe(0);
    const cta = page.getByRole('link', { name: 'Link demat accounts' });
    expect(await cta.getAttribute('href')).toBe('/account-aggregator/onboarding?flow_type=equity');
    await shot(page, 'sales-page');
    await cta.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account-aggregator/onboarding');
    expect(new URL(page.url()).searchParams.get('flow_type')).toBe('equity');
  });
});
