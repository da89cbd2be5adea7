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
  await poll(() => page.getByRole('heading', { level: 1, name: 'Alerts' }).isVisible()).toBe(true);
  return page;
}

describe('alerts', () => {
  it('shows Important and Others with unread badges, the tab in the URL', async () => {
    const page = await open('/alerts');
    const important = page.getByRole('tab', { name: /^Important \d+ unread$/ });
    await poll(() => important.getAttribute('aria-selected')).toBe('true');
    const list = page.getByRole('list', { name: 'Important alerts' });
    await poll(() => list.getByRole('heading', { name: /^Unread: EMI of ₹3,917 due on/ }).isVisible()).toBe(
      true,
    );
    expect(await list.getByRole('heading', { name: 'EMI of ₹3,917 is overdue' }).isVisible()).toBe(true); // read
    await page.screenshot({ path: `${SHOTS}/alerts-important.png` });

    await page.getByRole('tab', { name: /^Others/ }).click();
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe('others');
    const others = page.getByRole('list', { name: 'Other alerts' });
    await poll(() => others.getByRole('heading', { name: /Salary of ₹[\d,]+ credited/ }).isVisible()).toBe(
      true,
    );
    await page.screenshot({ path: `${SHOTS}/alerts-others.png` });
  });

  it('marks an alert read when opened and follows its in-app link', async () => {
    const page = await open('/alerts');
    const badge = page.getByRole('tab', { name: /^Important \d+ unread$/ });
    await poll(() => badge.count()).toBe(1);
    const before = Number((await badge.innerText()).match(/(\d+)/)?.[1]);
    await page.getByRole('heading', { name: /^Unread: EMI of ₹3,917 due on/ }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/insta-cash/emi-schedule');
    await page.goBack();
    await poll(() => page.getByRole('heading', { name: /^EMI of ₹3,917 due on/ }).isVisible()).toBe(true);
    await poll(() => page.getByRole('tab', { name: `Important ${before - 1} unread` }).count()).toBe(1);
  });

  it('marks a whole tab read', async () => {
    const page = await open('/alerts?tab=others');
    await poll(() => page.getByRole('button', { name: 'Mark all read' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await poll(() => page.getByRole('tab', { name: 'Others', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: /^Unread:/ }).count()).toBe(0);
  });

  it('tells a new customer there is nothing yet', async () => {
    const page = await open('/alerts', 'newbie');
    await poll(() => page.getByRole('heading', { name: 'No important alerts' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/alerts-empty.png` });
  });
});
