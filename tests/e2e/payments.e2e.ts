import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { telemetryListSchema } from '@/api/schemas/telemetry';

import { buildServer } from '../../sandbox/server';
import { openSession, PHONE, type Session } from './support/browser';
import { hostCalls, installFakeHost } from './support/fake-hosts';

/**
 * Money moves here, so these tests run on a sandbox of their own (the shared one keeps its seeded
 * dues for the other files), with a clock the test can move: "pending for 10 s" settles when the
 * test says so, not after a sleep.
 */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
let offsetMs = 0;
/** What a payment_step event may carry: never a card, account or UPI number. */
const ALLOWED_STEP_PARAMS = new Set(['flow', 'step', 'kind', 'amount_paise', 'code', 'channel']);
let app: FastifyInstance;
let base = '';
let session: Session | null = null;

beforeAll(async () => {
  app = await buildServer({
    distDir: resolve(process.env.KOSH_DIST ?? 'dist'),
    now: () => new Date(Date.now() + offsetMs),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://localhost:${(app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  await session?.close();
  session = null;
});

async function open(path: string, host?: 'android'): Promise<Page> {
  session = await openSession({ viewport: PHONE });
  if (host !== undefined) await installFakeHost(session.context, { platform: host, appVersion: '9.0.0' });
  const { page } = session;
  await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}token=demo`);
  return page;
}

async function hdfcDue(): Promise<number> {
  const res = await app.inject({
    url: '/cc-service/cards/bill-payment',
    headers: { authorization: 'Bearer demo' },
  });
  const bill = res
    .json<{ bills: { card_id: string; outstanding_paise: number }[] }>()
    .bills.find((b) => b.card_id === 'card-demo-hdfc-regalia');
  return bill?.outstanding_paise ?? -1;
}

describe('card bill payment', () => {
  it('pays the HDFC minimum due through the gateway and the due drops', async () => {
    const before = await hdfcDue();
    const page = await open('/credit-cards?tab=bill-payment');
    await page.getByRole('button', { name: 'Pay bill: HDFC Bank Regalia Gold' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay HDFC Bank Regalia Gold' });
    await dialog.getByRole('radio', { name: /^Minimum due/ }).check();
    await page.screenshot({ path: 'test-results/screenshots/payments-pay-bill-dialog.png' });
    await dialog.getByRole('button', { name: 'Pay ₹982.00' }).click();
    await poll(() => page.getByRole('heading', { name: 'Sandbox payment gateway' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /Pay successfully/ }).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Payment successful' }).isVisible()).toBe(
      true,
    );
    expect(await hdfcDue()).toBe(before - 98_200);
    await page.getByRole('button', { name: 'Done' }).click();
    const card = page.getByRole('article', { name: 'HDFC Bank Regalia Gold bill' });
    await poll(() => card.getByText('Paid so far: ₹982.00 of').isVisible()).toBe(true);
  });

  it('a double click on Pay makes one payment', async () => {
    const before = await hdfcDue();
    const page = await open('/credit-cards?tab=bill-payment');
    await page.getByRole('button', { name: 'Pay bill: HDFC Bank Regalia Gold' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Another amount' }).check();
    await dialog.getByRole('textbox', { name: 'Amount in ₹' }).fill('100');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/payments'))
        posts.push(r.headers()['idempotency-key'] ?? '');
    });
    await dialog.getByRole('button', { name: 'Pay ₹100.00' }).dblclick();
    await poll(() => page.getByRole('heading', { name: 'Sandbox payment gateway' }).isVisible()).toBe(true);
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(posts).size).toBe(1);
    await page.getByRole('button', { name: /Pay successfully/ }).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Payment successful' }).isVisible()).toBe(
      true,
    );
    expect(await hdfcDue()).toBe(before - 10_000);
  });

  it('a reload on the pending page still settles to the one payment', async () => {
    const before = await hdfcDue();
    const page = await open('/credit-cards?tab=bill-payment');
    await page.getByRole('button', { name: 'Pay bill: HDFC Bank Regalia Gold' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Another amount' }).check();
    await dialog.getByRole('textbox', { name: 'Amount in ₹' }).fill('200');
    await dialog.getByRole('button', { name: 'Pay ₹200.00' }).click();
    await poll(() => page.getByRole('heading', { name: 'Sandbox payment gateway' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /Leave it pending/ }).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Waiting for your bank' }).isVisible()).toBe(
      true,
    );
    await page.reload();
    await poll(() => page.getByRole('status').filter({ hasText: 'Waiting for your bank' }).isVisible()).toBe(
      true,
    );
    expect(await hdfcDue()).toBe(before);
    offsetMs += 10_000;
    await poll(() => page.getByRole('status').filter({ hasText: 'Payment successful' }).isVisible()).toBe(
      true,
    );
    expect(await hdfcDue()).toBe(before - 20_000);
  });

  it('special amounts: insufficient funds and bank down say so in plain words, and no money moves', async () => {
    offsetMs += 10_000;
    const before = await hdfcDue();
    const page = await open('/credit-cards?tab=bill-payment');
    await page.getByRole('button', { name: 'Pay bill: HDFC Bank Regalia Gold' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Another amount' }).check();
    const amount = dialog.getByRole('textbox', { name: 'Amount in ₹' });
    await amount.fill('100.51');
    await dialog.getByRole('button', { name: 'Pay ₹100.51' }).click();
    await poll(() => dialog.getByRole('alert').textContent()).toMatch(
      /not have enough balance.*No money was taken/,
    );
    await amount.fill('100.52');
    await dialog.getByRole('button', { name: 'Pay ₹100.52' }).click();
    await poll(() => dialog.getByRole('alert').textContent()).toMatch(
      /bank is not answering.*No money was taken/,
    );
    expect(await page.getByRole('heading', { name: 'Sandbox payment gateway' }).count()).toBe(0);
    expect(await hdfcDue()).toBe(before);
  });

  it('in the fake Android host the UPI intent goes through the native redirect', async () => {
    const page = await open('/credit-cards?tab=bill-payment', 'android');
    await page.getByRole('button', { name: 'Pay bill: HDFC Bank Regalia Gold' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Another amount' }).check();
    await dialog.getByRole('textbox', { name: 'Amount in ₹' }).fill('300');
    await dialog.getByRole('button', { name: 'Pay ₹300.00' }).click();
    await poll(async () => (await hostCalls(page)).some((c) => c.method === 'redirectWithConfig')).toBe(true);
    const call = (await hostCalls(page)).find((c) => c.method === 'redirectWithConfig');
    expect(JSON.stringify(call?.args)).toMatch(/upi:\/\/pay\?pa=.*am=300\.00.*is_system_intent.*true/);
    await poll(() => page.getByRole('status').filter({ hasText: 'Waiting for your bank' }).isVisible()).toBe(
      true,
    );
  });
});

describe('a network cut after the POST', () => {
  it('leaves one payment: the retry carries the same key and gets the first answer; telemetry holds no card number', async () => {
    // Let an earlier test's pending UPI payment settle first, so only this payment moves the due.
    offsetMs += 10_000;
    const before = await hdfcDue();
    const page = await open('/credit-cards?tab=bill-payment');
    const keys: string[] = [];
    let cut = false;
    // The first POST reaches the sandbox (the payment is made), then its answer is lost on the way back.
    await page.route('**/payments', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (cut) return route.fallback();
      cut = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Pay bill: HDFC Bank Regalia Gold' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Another amount' }).check();
    await dialog.getByRole('textbox', { name: 'Amount in ₹' }).fill('400');
    await dialog.getByRole('button', { name: 'Pay ₹400.00' }).click();
    await poll(() => dialog.getByRole('alert').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Pay ₹400.00' }).click();
    await poll(() => page.getByRole('heading', { name: 'Sandbox payment gateway' }).isVisible()).toBe(true);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    await page.getByRole('button', { name: /Pay successfully/ }).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Payment successful' }).isVisible()).toBe(
      true,
    );
    expect(await hdfcDue()).toBe(before - 40_000);

    // Each step went out as a payment_step event with the flow, step and amount only.
    const steps = async () => {
      const answer = await app.inject({ url: '/sandbox/telemetry?channel=track' });
      return telemetryListSchema
        .parse(answer.json())
        .records.filter((r) => (r.body as { event_name?: unknown }).event_name === 'payment_step');
    };
    await poll(async () => (await steps()).length).toBeGreaterThan(0);
    for (const record of await steps()) {
      const params = (record.body as { event_Param: Record<string, unknown> }).event_Param;
      expect(Object.keys(params).every((k) => ALLOWED_STEP_PARAMS.has(k))).toBe(true);
      expect(record.pii_flags).toEqual([]);
      // The parameters are the event's only free text (the envelope carries epoch-millisecond stamps).
      expect(JSON.stringify(params)).not.toMatch(/card-demo|4821|XXXX|\d{12,}/);
    }
  });
});

describe('instant cash repayments', () => {
  it('pays the overdue EMI and the overdue banner goes', async () => {
    const page = await open('/insta-cash');
    const banner = page.getByRole('alert').filter({ hasText: '1 EMI is overdue' });
    await poll(() => banner.isVisible()).toBe(true);
    await banner.getByRole('link', { name: 'Pay now' }).click();
    expect(new URL(page.url()).searchParams.get('repay')).toBe('overdue');
    const dialog = page.getByRole('dialog', { name: 'Pay overdue EMI' });
    await poll(() => dialog.getByRole('region', { name: 'Quote' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Overdue EMI paid' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/mini-app/repayment/overdue/status');
    await page.getByRole('button', { name: 'Done' }).click();
    await poll(() => page.getByRole('heading', { level: 1, name: 'Instant cash' }).isVisible()).toBe(true);
    await poll(() => page.getByRole('region', { name: 'Next EMI' }).isVisible()).toBe(true);
    await poll(() => page.getByText(/EMIs? (is|are) overdue/).count()).toBe(0);
  });

  it('forecloses and sees the line closed', async () => {
    const page = await open('/insta-cash');
    await page.getByRole('link', { name: 'Foreclose' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foreclose your line' });
    await poll(() => dialog.getByRole('region', { name: 'Quote' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Line closed' }).isVisible()).toBe(true);
    expect(await page.getByText('Nothing is left to repay on your instant-cash line.').isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Done' }).click();
    await poll(() => page.getByText('Your line is closed: nothing is left to repay.').isVisible()).toBe(true);
  });
});

describe('instant cash withdrawals and AutoPay', () => {
  it('a withdrawal the bank credits later shows as pending, and its status page polls until credited', async () => {
    const page = await open('/insta-cash/get-insta-cash');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Get instant cash' }).isVisible()).toBe(
      true,
    );
    // ₹x.54: the sandbox's bank credits it 10 s later on the sandbox clock (docs/sandbox.md).
    await page.getByLabel('Amount').fill('10000.54');
    await page.getByRole('button', { name: /^6 months/ }).click();
    await page.getByRole('button', { name: 'Continue with ₹10,000.54' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm withdrawal' })
      .getByRole('button', { name: 'Confirm withdrawal' })
      .click();
    await poll(() => page.getByText(/is on its way/).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Track the credit' }).click();
    const pending = page.getByRole('status').filter({ hasText: 'Sending the money to your bank' });
    await poll(() => pending.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/disbursement/status');
    await page.screenshot({ path: 'test-results/screenshots/payments-disbursement-pending.png' });
    await page.reload();
    await poll(() => pending.isVisible()).toBe(true);
    offsetMs += 10_000;
    await poll(() =>
      page.getByRole('status').filter({ hasText: 'Money credited to your bank' }).isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Done' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/insta-cash/withdrawals');
    expect(await page.getByText('Being credited').count()).toBe(0);
  });

  it('Set up AutoPay follows its navlink to the confirmation, then a pending mandate settles', async () => {
    const page = await open('/insta-cash');
    const setUp = page.getByRole('link', { name: /^(Set up|Renew) AutoPay$/ });
    await poll(() => setUp.isVisible()).toBe(true);
    await setUp.click();
    expect(new URL(page.url()).searchParams.get('autopay')).toBe('setup');
    const dialog = page.getByRole('dialog', { name: 'Set up AutoPay' });
    await poll(() => dialog.getByText(/your account ••\d{4}/).isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/payments-autopay-dialog.png' });
    await dialog.getByRole('button', { name: 'Confirm AutoPay' }).click();
    await poll(() =>
      page.getByRole('status').filter({ hasText: 'Waiting for your bank to confirm AutoPay' }).isVisible(),
    ).toBe(true);
    offsetMs += 10_000;
    await poll(() => page.getByRole('status').filter({ hasText: 'AutoPay is on' }).isVisible()).toBe(true);
  });
});
