import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { resetNewbie } from './support/linking';

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
  await page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('banks', () => {
  it('lists each linked bank with its accounts, balances and freshness, and opens an account', async () => {
    const page = await open('/banks');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Banks' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Your Banks' }).getAttribute('aria-selected'), {
        timeout: 15_000,
      })
      .toBe('true');
    const banks = page.getByRole('list', { name: 'Linked banks' });
    await expect.poll(() => banks.locator(':scope > li').count(), { timeout: 15_000 }).toBe(3);
    const hdfc = page.getByRole('region', { name: 'HDFC Bank' });
    expect(await hdfc.textContent()).toMatch(RUPEES);
    expect(await hdfc.textContent()).toMatch(/Updated /);
    await expect
      .poll(() => hdfc.textContent(), { timeout: 15_000 })
      .toMatch(/Linked \d+ \w+ \d{4} via Finvu/);
    await shot(page, 'banks-your-banks');

    await hdfc.getByRole('link').first().click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe('/banks/accounts/acc-demo-hdfc');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'HDFC Bank' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => page.getByText('HDFC0001753').isVisible(), { timeout: 15_000 }).toBe(true);
    const statement = page.getByRole('region', { name: 'Statement' });
    await expect
      .poll(() => statement.getByRole('list').getByRole('listitem').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await statement.textContent()).toMatch(/Opening balance₹/);
    await shot(page, 'banks-account');

    await page.getByRole('link', { name: 'See all transactions' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/savings');
    expect(new URL(page.url()).searchParams.get('account_id')).toBe('acc-demo-hdfc');
    await expect
      .poll(
        async () => {
          const texts = await page
            .getByRole('list', { name: 'Transactions', exact: true })
            .getByRole('button')
            .allTextContents();
          return texts.length > 0 && texts.every((text) => text.includes('HDFC'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  it('shows analytics across banks: money in and out, balance by bank, fixed income and expenses', async () => {
    const page = await open('/banks');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('tab'), { timeout: 15_000 })
      .toBe('analytics');
    const flow = page.getByRole('img', { name: /money in and out per month/ });
    await expect.poll(() => flow.locator('svg rect').count(), { timeout: 15_000 }).toBeGreaterThan(6);
    expect(await page.getByRole('definition').first().textContent()).toMatch(/[+−]?₹/);
    const split = page.getByRole('list', { name: 'Balance by bank' });
    await expect.poll(() => split.getByRole('listitem').count(), { timeout: 15_000 }).toBe(3);
    expect(await split.textContent()).toMatch(/%/);
    await expect
      .poll(() => page.getByRole('list', { name: 'Fixed income' }).textContent(), { timeout: 15_000 })
      .toContain('Salary');
    expect(await page.getByRole('list', { name: 'Fixed expenses' }).textContent()).toMatch(/Rent|EMI/);
    await shot(page, 'banks-analytics');
  });

  it('invites a customer with nothing linked to link bank accounts', async () => {
    // One sandbox serves the whole run: another file may have left newbie with a bank linked.
    await resetNewbie(inject('baseUrl'));
    const page = await open('/banks', 'newbie');
    const cta = page.getByRole('link', { name: 'Link bank accounts' });
    await expect.poll(() => cta.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await cta.getAttribute('href')).toBe('/account-aggregator/onboarding?flow_type=savings');
    await shot(page, 'banks-empty');
  });
});
