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

async function open(path: string, heading = 'Instant cash', token = 'demo'): Promise<Page> {
  session = await openSession({ viewport: PHONE });
  const { page, baseUrl } = session;
  await page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  await poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
  return page;
}

describe('instant cash', () => {
  it('shows the line, the overdue EMI warning and the next EMI', async () => {
    const page = await open('/insta-cash');
    const line = page.getByRole('region', { name: 'Available to withdraw' });
    await poll(() =>
      line
        .getByText(/^₹[\d,]+\.\d{2}$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await line.getByText(/of ₹2,00,000\.00 limit · 15\.99% a year/).isVisible()).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: '1 EMI is overdue' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Next EMI' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/insta-cash-overview.png`, fullPage: true });
  });

  it('flags the overdue instalment in the EMI schedule, with principal, interest and balance', async () => {
    const page = await open('/insta-cash');
    await page.getByRole('tab', { name: 'EMI schedule' }).click();
    expect(new URL(page.url()).pathname).toBe('/insta-cash/emi-schedule');
    const overdue = page.getByRole('listitem', { name: /^Instalment \d+, overdue$/ });
    await poll(() => overdue.isVisible()).toBe(true);
    expect(await overdue.getByText(/^Overdue by \d+ days?/).isVisible()).toBe(true);
    for (const label of ['EMI', 'Principal', 'Interest', 'Balance']) {
      expect(await overdue.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: /^₹80K/ }).getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/insta-cash-emi-schedule.png`, fullPage: true });

    await page.getByRole('button', { name: /^₹50K/ }).click();
    await poll(() => new URL(page.url()).searchParams.get('withdrawal_id')).toBe('wd-demo-2');
    await poll(() => page.getByRole('heading', { name: /₹50,000\.00 over 12 months/ }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('listitem', { name: /overdue$/ }).count()).toBe(0);
  });

  it('opens the schedule from a backend navlink and lists transactions and withdrawals', async () => {
    const page = await open('/insta-cash/emi-schedule');
    await poll(() => page.getByRole('list', { name: 'Instalments' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const list = page.getByRole('list', { name: 'Instant cash transactions' });
    await poll(() =>
      list
        .getByText(/^EMI \d+ paid$/)
        .first()
        .isVisible(),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/insta-cash-transactions.png` });

    await page.getByRole('tab', { name: 'Instant cash' }).click();
    await page.getByRole('link', { name: /active withdrawals · View all/ }).click();
    await poll(() => page.getByRole('heading', { level: 1, name: 'Withdrawals' }).isVisible()).toBe(true);
    expect(await page.getByRole('listitem', { name: /^Withdrawal of / }).count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}/insta-cash-withdrawals.png`, fullPage: true });
  });

  it('draws an amount within the limit after a confirmation', async () => {
    const page = await open('/insta-cash');
    await page.getByRole('link', { name: 'Get instant cash' }).click();
    await poll(() => page.getByRole('heading', { level: 1, name: 'Get instant cash' }).isVisible()).toBe(
      true,
    );
    const amount = page.getByLabel('Amount');
    await amount.fill('500');
    await amount.blur();
    await poll(() => page.getByText('The smallest withdrawal is ₹1,000.').isVisible()).toBe(true);
    await amount.fill('99,00,000');
    await poll(() => page.getByText(/^You can withdraw up to ₹/).isVisible()).toBe(true);
    await amount.fill('25,000');
    await page.getByRole('button', { name: /^6 months/ }).click();
    await poll(() => page.getByRole('region', { name: 'Your EMI' }).getByText('× 6 months').isVisible()).toBe(
      true,
    );
    await page.screenshot({ path: `${SHOTS}/insta-cash-get.png`, fullPage: true });

    await page.getByRole('button', { name: 'Continue with ₹25,000.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await poll(() => dialog.isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/insta-cash-confirm.png` });
    await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await poll(() => page.getByText(/₹24,500\.00 is in your account/).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/insta-cash-done.png`, fullPage: true });
  });

  it('tells a customer without a line that there is none yet', async () => {
    const page = await open('/insta-cash/emi-schedule', 'Instant cash', 'newbie');
    await poll(() => page.getByRole('heading', { name: 'No instant-cash line yet' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/insta-cash-empty.png` });
  });
});
