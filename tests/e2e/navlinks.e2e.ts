import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

import type { FastifyInstance } from 'fastify';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { buildServer } from '../../sandbox/server';
import { openSession, PHONE, type Session } from './support/browser';
import { hostCalls, installFakeHost } from './support/fake-hosts';

/**
 * The one backend-navlink executor, as a customer meets it: the same seeded alerts and home items
 * followed in a plain browser, in the fake Android host, and with Kosh framed by the stand-in main
 * site (its origin http://127.0.0.1:<port>, the app's http://localhost:<port>). The insurance alert
 * is a goals journey: pushed with `source=goals` in a browser, opened through the main site's
 * launch URL in the apps, and sent to the main site's goals page when framed by it.
 */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const INSURANCE_ALERT = /Track your insurance policies too$/;
let app: FastifyInstance;
let port = 0;
let session: Session | null = null;

beforeAll(async () => {
  app = await buildServer({ distDir: resolve(process.env.KOSH_DIST ?? 'dist') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  await session?.close();
  session = null;
});

const appUrl = (path: string) => `http://localhost:${port}${path}${path.includes('?') ? '&' : '?'}token=demo`;

async function open(path: string, host?: 'android'): Promise<Page> {
  session = await openSession({ viewport: PHONE });
  if (host !== undefined) await installFakeHost(session.context, { platform: host, appVersion: '9.0.0' });
  await session.page.goto(appUrl(path));
  return session.page;
}

async function openInsuranceAlert(where: Page | FrameLocator): Promise<void> {
  const others = where.getByRole('list', { name: 'Other alerts' });
  const heading = others.getByRole('heading', { name: INSURANCE_ALERT });
  await poll(() => heading.isVisible()).toBe(true);
  await heading.click();
}

describe('backend navlinks in a plain browser', () => {
  it('a goals journey (insurance alert) is pushed with source=goals', async () => {
    const page = await open('/alerts?tab=others');
    await poll(() => page.getByRole('heading', { name: INSURANCE_ALERT }).isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/navlinks-alerts-others.png' });
    await openInsuranceAlert(page);
    await poll(() => new URL(page.url()).pathname).toBe('/account-aggregator/insurance');
    expect(new URL(page.url()).searchParams.get('source')).toBe('goals');
  });

  it("a bill-due alert opens that card's payment", async () => {
    const page = await open('/alerts');
    const alert = page.getByRole('list', { name: 'Important alerts' }).getByRole('heading', {
      name: /HDFC Bank Regalia Gold bill of ₹[\d,.]+ due soon$/,
    });
    await poll(() => alert.isVisible()).toBe(true);
    await alert.click();
    await poll(() => page.getByRole('dialog', { name: 'Pay HDFC Bank Regalia Gold' }).isVisible()).toBe(true);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/credit-cards');
    expect(url.searchParams.get('pay')).toBe('card-demo-hdfc-regalia');
  });

  it("home's overdue EMI item opens the overdue repayment's quote", async () => {
    const page = await open('/');
    const attention = page.getByRole('region', { name: 'Needs attention' });
    const pay = attention.getByRole('link', { name: /^Pay EMI/ });
    await poll(() => pay.isVisible()).toBe(true);
    await pay.click();
    await poll(() => page.getByRole('dialog', { name: 'Pay overdue EMI' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/insta-cash');
  });
});

describe('backend navlinks in the fake Android host', () => {
  it('a goals journey opens through the main site launch URL, and the app stays put', async () => {
    const page = await open('/alerts?tab=others', 'android');
    await openInsuranceAlert(page);
    await poll(async () => (await hostCalls(page)).some((c) => c.method === 'redirect')).toBe(true);
    const call = (await hostCalls(page)).find((c) => c.method === 'redirect');
    const inner = 'https://app.kosh.money/account-aggregator/insurance';
    expect(call?.args).toEqual([`https://www.kosh.money/launch?url=${encodeURIComponent(inner)}`]);
    expect(new URL(page.url()).pathname).toBe('/alerts');
  });

  it('a relative lending navlink (Pay now) is pushed with its query merged', async () => {
    const page = await open('/insta-cash?from=banner', 'android');
    const banner = page.getByRole('alert').filter({ hasText: 'overdue' });
    await poll(() => banner.getByRole('link', { name: 'Pay now' }).isVisible()).toBe(true);
    await banner.getByRole('link', { name: 'Pay now' }).click();
    await poll(() => page.getByRole('dialog', { name: 'Pay overdue EMI' }).isVisible()).toBe(true);
    const url = new URL(page.url());
    expect(url.searchParams.get('repay')).toBe('overdue');
    expect(url.searchParams.get('from')).toBe('banner');
    expect((await hostCalls(page)).some((c) => c.method === 'redirect')).toBe(false);
  });
});

describe('backend navlinks with Kosh framed by the main site', () => {
  it("a goals journey sends the main site's window to its goals page", async () => {
    session = await openSession({ viewport: PHONE });
    const { page, context } = session;
    // The real main site is not on this machine: its goals page is answered here.
    await context.route('https://www.kosh.money/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Main site goals</h1>' }),
    );
    const path = '/alerts?tab=others&token=demo';
    await page.goto(`http://127.0.0.1:${port}/__main-site/?path=${encodeURIComponent(path)}`);
    const frame = page.frameLocator('iframe[title="Kosh"]');
    await openInsuranceAlert(frame);
    await poll(() => page.url()).toBe('https://www.kosh.money/goals');
    expect(await page.getByRole('heading', { name: 'Main site goals' }).isVisible()).toBe(true);
  });

  it('an in-app navlink stays inside the frame', async () => {
    session = await openSession({ viewport: PHONE });
    const { page } = session;
    const main = `http://127.0.0.1:${port}/__main-site/?path=${encodeURIComponent('/?token=demo')}`;
    await page.goto(main);
    const frame = page.frameLocator('iframe[title="Kosh"]');
    const pay = frame
      .getByRole('region', { name: 'Needs attention' })
      .getByRole('link', { name: /^Pay EMI/ });
    await poll(() => pay.isVisible()).toBe(true);
    await pay.click();
    await poll(() => frame.getByRole('dialog', { name: 'Pay overdue EMI' }).isVisible()).toBe(true);
    expect(page.url()).toBe(main);
  });
});
