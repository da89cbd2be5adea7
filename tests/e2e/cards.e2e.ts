import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';

const SHOTS = 'test-results/screenshots';
/** Screens load lazily on a busy machine: give each expectation time to come true. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
let session: Session | null = null;
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
afterEach(async () => {
  await session?.close();
  session = null;
});

async function open(path: string, token = 'demo'): Promise<Page> {
  session = await openSession({ viewport: PHONE });
  const { page, baseUrl } = session;
  await page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  await poll(() => page.getByRole('heading', { level: 1, name: 'Credit cards' }).isVisible()).toBe(true);
  return page;
}

describe('credit cards', () => {
  it('shows each card with its limits and the current statement’s dues', async () => {
    const page = await open('/credit-cards');
    const hdfc = page.getByRole('article', { name: 'HDFC Bank Regalia Gold ending 4521' });
    await poll(() => hdfc.isVisible()).toBe(true);
    await poll(() => hdfc.getByText('₹3.5L', { exact: true }).isVisible()).toBe(true); // limit
    await poll(() => hdfc.getByText(/^Due in \d+ days · due date \d{1,2} \w{3} \d{4}$/).isVisible()).toBe(
      true,
    );
    expect(await hdfc.getByText('Total due').isVisible()).toBe(true);
    expect(await page.getByRole('article', { name: /ICICI Bank Amazon Pay ending 8812/ }).isVisible()).toBe(
      true,
    );
    await page.screenshot({ path: `${SHOTS}/cards-my-cards.png`, fullPage: true });
  });

  it('switches tabs and pills through the URL', async () => {
    const page = await open('/credit-cards');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await poll(() => page.getByRole('list', { name: 'Spend by category' }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('analytics');
    expect(await page.getByRole('listitem').filter({ hasText: 'Shopping' }).first().isVisible()).toBe(true);
    await page.waitForSelector('svg .MuiPieArc-root, svg path', { timeout: 10_000 });
    await page.screenshot({ path: `${SHOTS}/cards-analytics.png`, fullPage: true });

    const byMonth = page.getByRole('button', { name: 'By month' });
    await byMonth.click();
    await poll(() => byMonth.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('selected-pill')).toBe('month');
    await poll(() => page.getByRole('list', { name: 'Spend by month' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/cards-analytics-month.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Bill Payment' }).click();
    await poll(() => page.getByRole('heading', { name: 'Total to pay' }).isVisible()).toBe(true);
    const bill = page.getByRole('article', { name: 'HDFC Bank Regalia Gold bill' });
    expect(await bill.getByText('Minimum due').isVisible()).toBe(true);
    expect(await bill.getByRole('button', { name: 'Copy total due amount' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/cards-bill-payment.png`, fullPage: true });

    await page.reload();
    await poll(() => page.getByRole('tab', { name: 'Bill Payment' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('unlocks a password-protected statement: a wrong password is refused, the right one opens it', async () => {
    const page = await open('/credit-cards');
    const hdfc = page.getByRole('article', { name: 'HDFC Bank Regalia Gold ending 4521' });
    await hdfc.getByRole('button', { name: 'Unlock', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlock statement' });
    const password = dialog.getByLabel('Statement password');
    await password.fill('WRONG123');
    await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
    await poll(() => dialog.getByText(/did not open the statement\. 4 tries left/).isVisible()).toBe(true);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/cards-unlock-wrong.png` });

    await password.fill('AARA1804');
    await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    await poll(() => page.getByText('Statement unlocked').isVisible()).toBe(true);
    await poll(() => hdfc.getByText(/password protected/).count()).toBe(0);
    await hdfc.getByRole('button', { name: 'View transactions' }).click();
    const txns = hdfc.getByRole('list', { name: 'Statement transactions' });
    await poll(() => txns.getByRole('listitem').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/cards-unlocked.png`, fullPage: true });
  });

  it('tells a customer without cards how to get them here, on every tab', async () => {
    const page = await open('/credit-cards', 'newbie');
    await poll(() => page.getByRole('heading', { name: 'No credit cards linked yet' }).isVisible()).toBe(
      true,
    );
    await page.screenshot({ path: `${SHOTS}/cards-empty.png` });
    await page.getByRole('tab', { name: 'Bill Payment' }).click();
    await poll(() => page.getByRole('heading', { name: 'No credit cards linked yet' }).isVisible()).toBe(
      true,
    );
  });
});
