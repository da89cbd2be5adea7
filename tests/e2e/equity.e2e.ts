import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP, openSession, PHONE, type Session } from './support/browser';

const SHOTS = 'test-results/screenshots';

/** `expect.poll` with room for a lazy chunk and two API calls on a busy 2-core machine. */
function poll<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000 });
}

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

/** A phone screenshot: the whole page, or only what is on screen (dialogs, the first view). */
async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${SHOTS}/equity-${name}.png`, fullPage });
}

/** The group values of the open grouping add up to the broker's current value. */
async function expectGroupsSumToTotal(page: Page, listName: string, labels: RegExp[]) {
  const list = page.getByRole('list', { name: listName });
  await list.waitFor();
  for (const label of labels) {
    await poll(() => list.getByRole('heading', { level: 3, name: label }).count()).toBe(1);
  }
  const values = await list.getByTestId('group-value').allTextContents();
  expect(values.length).toBeGreaterThan(1);
  const total = paiseOf(await page.getByTestId('current-value').textContent());
  expect(total).toBeGreaterThan(0);
  expect(values.reduce((sum, text) => sum + paiseOf(text), 0)).toBe(total);
}

describe('equity (demo)', { timeout: 60_000 }, () => {
  it('lists the brokers with their value, opens one and groups its holdings by sector and market cap', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/equity?token=demo`);

    await poll(() => page.getByRole('heading', { level: 1, name: 'Equity' }).isVisible()).toBe(true);
    const tabs = page.getByRole('tablist', { name: 'Equity' });
    await poll(() => tabs.getByRole('tab', { name: 'Your Brokers' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const brokers = page.getByRole('list', { name: 'Your brokers' });
    await poll(() => brokers.getByRole('listitem').count()).toBe(2);
    await poll(() => brokers.getByRole('link', { name: /^Zerodha, CDSL: worth ₹/ }).isVisible()).toBe(true);
    await poll(() => brokers.getByRole('link', { name: /^ICICI Direct, NSDL: worth ₹/ }).isVisible()).toBe(
      true,
    );
    await shot(page, 'brokers');

    await tabs.getByRole('tab', { name: 'Analytics' }).click();
    // A chart draws once scrolled near (WhenSeen): the broker mix is the third card down.
    await page.getByRole('heading', { name: 'Broker mix' }).scrollIntoViewIfNeeded();
    await poll(() => page.getByRole('img', { name: 'Broker mix chart' }).isVisible()).toBe(true);
    await poll(() =>
      page.getByRole('list', { name: 'Broker mix by share' }).getByRole('listitem').count(),
    ).toBe(2);
    await poll(() =>
      page
        .getByRole('list', { name: /^Top gainers today$/ })
        .getByRole('listitem')
        .count(),
    ).toBeGreaterThan(0);
    await shot(page, 'analytics');
    await tabs.getByRole('tab', { name: 'Your Brokers' }).click();

    await brokers.getByRole('link', { name: /^Zerodha/ }).click();
    await poll(() => page.getByRole('heading', { level: 1, name: 'Zerodha' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/equity/broker/cdsl/acc-demo-cdsl');
    const holdings = page.getByRole('list', { name: 'Holdings' });
    await poll(() => holdings.getByRole('listitem').count()).toBe(15);
    await poll(() => holdings.getByText('Avg price').first().isVisible()).toBe(true);
    await shot(page, 'broker-stocks');

    await page
      .getByRole('group', { name: 'Group holdings by' })
      .getByRole('button', { name: 'Sector' })
      .click();
    await poll(() => new URL(page.url()).searchParams.get('group_by')).toBe('sector');
    await expectGroupsSumToTotal(page, 'Sectors', [/^IT$/]);
    const it = page.getByRole('list', { name: 'Sectors' }).getByRole('button', { name: /^IT/ });
    expect(await it.getAttribute('aria-expanded')).toBe('false');
    await it.click();
    await poll(() =>
      page.getByRole('list', { name: 'IT holdings' }).getByRole('listitem').count(),
    ).toBeGreaterThan(1);
    await shot(page, 'broker-sector');

    await page
      .getByRole('group', { name: 'Group holdings by' })
      .getByRole('button', { name: 'Market Cap' })
      .click();
    await poll(() => new URL(page.url()).searchParams.get('group_by')).toBe('market_cap');
    await expectGroupsSumToTotal(page, 'Market-cap groups', [/^Large cap$/, /^Mid cap$/, /^Small cap$/]);

    // The grouping lives in the URL: a reload keeps it.
    await page.reload();
    await poll(() => page.getByRole('button', { name: 'Market Cap' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('draws the analytics charts and lists the trades', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/equity/broker/nsdl/acc-demo-nsdl?token=demo`);
    await poll(() => page.getByRole('heading', { level: 1, name: 'ICICI Direct' }).isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Analytics' }).click();
    expect(new URL(page.url()).searchParams.get('selected-pill')).toBe('analytics');
    const chart = page.getByRole('img', { name: 'Market cap mix chart' });
    await poll(() => chart.isVisible()).toBe(true);
    await poll(() => chart.locator('path').count()).toBeGreaterThanOrEqual(3);
    const mix = page.getByRole('list', { name: 'Market cap mix by share' });
    await poll(() => mix.getByRole('listitem').count()).toBe(3);
    await page.getByRole('group', { name: 'Ranking' }).getByRole('button', { name: 'Top losers' }).click();
    await poll(() => new URL(page.url()).searchParams.get('ranking')).toBe('top_losers');
    await shot(page, 'broker-analytics');
    await page.getByRole('heading', { name: 'Movers' }).scrollIntoViewIfNeeded();
    await shot(page, 'broker-movers', false);

    await page.getByRole('tab', { name: 'Transactions' }).click();
    const trades = page.getByRole('list', { name: 'Trades' });
    await poll(() => trades.getByRole('listitem').count()).toBeGreaterThan(5);
    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^\d+ trades$/ })
        .isVisible(),
    ).toBe(true);
    await page.getByRole('tab', { name: 'Transactions' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await shot(page, 'broker-transactions', false);

    await page.getByRole('group', { name: 'Show trades' }).getByRole('button', { name: 'Sells' }).click();
    await poll(() => new URL(page.url()).searchParams.get('side')).toBe('SELL');
    await poll(() => trades.getByText('BUY', { exact: true }).count()).toBe(0);
  });

  it('turns on price alerts only after the customer confirms, and shows the result', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/equity/broker/cdsl/acc-demo-cdsl?token=demo`);
    await poll(() => page.getByText('Price alerts: Off').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Demat account details' }).click();
    await poll(() => page.getByText('XXXXXXXXXXXX7702').isVisible()).toBe(true);
    await poll(() => page.getByText('12081600').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Turn on price alerts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on price alerts?' });
    await poll(() => dialog.isVisible()).toBe(true);
    await shot(page, 'alerts-confirm', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);
    await poll(() => page.getByText('Price alerts: Off').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Turn on price alerts' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn on alerts' }).click();
    await poll(() =>
      page
        .getByRole('region', { name: 'Tracking' })
        .getByRole('status')
        .filter({ hasText: 'Price alerts are on for all stocks at Zerodha.' })
        .isVisible(),
    ).toBe(true);
    await poll(() => page.getByText('Price alerts: On').isVisible()).toBe(true);
    await poll(() => page.getByRole('button', { name: 'Turn off price alerts' }).isVisible()).toBe(true);
    await shot(page, 'alerts-on', false);
    // Every stock follows the broker's switch until it has an alert of its own.
    const bell = page.getByRole('button', { name: 'Price alert for Polycab India Ltd' });
    await poll(() => bell.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('equity (desktop)', { timeout: 60_000 }, () => {
  it('lays the broker cards side by side and keeps the content width capped', async () => {
    session = await openSession({ viewport: DESKTOP });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/equity?token=demo`);
    const brokers = page.getByRole('list', { name: 'Your brokers' });
    await poll(() => brokers.getByRole('listitem').count()).toBe(2);
    const [a, b] = [
      await brokers.getByRole('listitem').nth(0).boundingBox(),
      await brokers.getByRole('listitem').nth(1).boundingBox(),
    ];
    expect(a?.y).toBe(b?.y);
    await shot(page, 'brokers-desktop');
    await brokers.getByRole('link', { name: /^ICICI Direct/ }).click();
    await poll(() => page.getByRole('list', { name: 'Holdings' }).getByRole('listitem').count()).toBe(10);
    await shot(page, 'broker-desktop');
  });
});

describe('equity (newbie)', () => {
  it('shows the sales page whose call to action opens the equity linking flow', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/equity?token=newbie`);

    await poll(() =>
      page.getByRole('heading', { name: 'Track all your stocks in one place' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('tablist').count()).toBe(0);
    const cta = page.getByRole('link', { name: 'Link demat accounts' });
    expect(await cta.getAttribute('href')).toBe('/account-aggregator/onboarding?flow_type=equity');
    await shot(page, 'sales-page');
    await cta.click();
    await poll(() => new URL(page.url()).pathname).toBe('/account-aggregator/onboarding');
    expect(new URL(page.url()).searchParams.get('flow_type')).toBe('equity');
  });
});
