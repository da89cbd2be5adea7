import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { OTP_POLL_INTERVAL_MS } from '@/config/constants';
import { SERVICE_ROOTS } from '@/config/service-roots';

import { openSession, PHONE, type Session } from './support/browser';
import {
  feedSms,
  hostCalls,
  installFakeHost,
  type FakeHostOptions,
  type HostCall,
} from './support/fake-hosts';
import { leavingAfterSessionEnd, recordLeaving } from './support/session-end';

/**
 * The navigation rules of docs/product.md#navigation-rules and the native bridge, end to end. Links and the
 * OTP reader are driven through the test-only harness screen (src/app/test-harness, in builds with
 * VITE_TEST_HOOKS=true), so the rules are tested before the screens that use them exist.
 */
const HARNESS = '/__harness/native';
const REFUSED = "This link can't be opened";
/** Waits that include loading the app (two cores shared with other runs: give them room). */
const LOAD = { timeout: 10_000 };

let session: Session | null = null;
afterEach(async () => {
  if (session !== null) await fetch(`${session.baseUrl}/sandbox/faults`, { method: 'DELETE' });
  await session?.close();
  session = null;
});

async function openInHost(options: FakeHostOptions): Promise<Session> {
  const opened = await openSession({ viewport: PHONE });
  await installFakeHost(opened.context, { appVersion: '8.4.0', ...options });
  return opened;
}

async function openHarness(s: Session, path = HARNESS): Promise<void> {
  await s.page.goto(`${s.baseUrl}${path}${path.includes('?') ? '&' : '?'}token=demo`);
  const heading = s.page.getByRole('heading', { level: 1, name: 'Native harness' });
  await expect
    .poll(() => heading.isVisible(), {
      ...LOAD,
      message: 'the harness screen is missing: build with VITE_TEST_HOOKS=true',
    })
    .toBe(true);
}

async function follow(page: Page, link: string, button: string): Promise<void> {
  await page.getByLabel('Link').fill(link);
  await page.getByRole('button', { name: button }).click();
}

/** The calls of one method, waiting until at least one arrived. */
async function callsOf(page: Page, method: string): Promise<HostCall[]> {
  await expect
    .poll(async () => (await hostCalls(page)).some((call) => call.method === method), LOAD)
    .toBe(true);
  return (await hostCalls(page)).filter((call) => call.method === method);
}

/** Android passes positional arguments, iOS one object: the same call in each shape. */
function argsOf(platform: 'android' | 'ios', named: Record<string, unknown>): unknown {
  return platform === 'android' ? Object.values(named) : named;
}

describe.each<'android' | 'ios'>(['android', 'ios'])('inside the %s app (fake host)', (platform) => {
  it('Back closes the webview through the host', async () => {
    session = await openInHost({ platform });
    await openHarness(session);
    await session.page.getByRole('button', { name: 'Back' }).click();
    expect((await callsOf(session.page, 'close'))[0]?.args).toEqual(argsOf(platform, {}));
    expect(new URL(session.page.url()).pathname).toBe(HARNESS);
  });

  it('an https lending navlink goes to the native redirect, not the page', async () => {
    session = await openInHost({ platform });
    await openHarness(session);
    const link = 'https://lending.kosh.money/lending/onboarding/start?offer=7';
    await follow(session.page, link, 'Follow lending link');
    expect((await callsOf(session.page, 'redirect'))[0]?.args).toEqual(argsOf(platform, { url: link }));
    expect(new URL(session.page.url()).pathname).toBe(HARNESS);
  });

  it('a foreign or script navlink is refused with the host toast and a haptic, and never followed', async () => {
    session = await openInHost({ platform });
    const { page } = session;
    await openHarness(session);
    for (const link of [
      'https://evil.com/lending/onboarding',
      'https://lending.kosh.money.evil.com/lending/mini-app',
      'javascript:alert(document.cookie)',
      '//evil.com/lending/onboarding',
    ]) {
      await follow(page, link, 'Follow lending link');
    }
    await expect.poll(async () => (await callsOf(page, 'showToast')).length, LOAD).toBe(4);
    for (const call of await callsOf(page, 'showToast')) {
      expect(call.args).toEqual(argsOf(platform, { message: REFUSED, type: 'error' }));
    }
    expect((await callsOf(page, 'haptic'))[0]?.args).toEqual(argsOf(platform, { durationMs: 50 }));
    const calls = await hostCalls(page);
    expect(calls.filter((call) => call.method.startsWith('redirect'))).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(HARNESS);
    // The host showed it: no in-app banner on top.
    expect(await page.locator('[data-toast-type]').count()).toBe(0);
  });

  it('a goal path opens in the webview through the main site’s launch URL', async () => {
    session = await openInHost({ platform });
    await openHarness(session);
    await follow(session.page, '/goals/retirement?step=2', 'Open goal link');
    const inner = 'https://app.kosh.money/goals/retirement?step=2';
    const url = `https://www.kosh.money/launch?url=${encodeURIComponent(inner)}`;
    expect((await callsOf(session.page, 'redirect'))[0]?.args).toEqual(argsOf(platform, { url }));
  });

  it('a toast goes to the host with a 50 ms haptic', async () => {
    session = await openInHost({ platform });
    const { page } = session;
    await openHarness(session);
    await page.getByRole('button', { name: 'Show error toast' }).click();
    expect((await callsOf(page, 'showToast'))[0]?.args).toEqual(
      argsOf(platform, { message: 'Harness error', type: 'error' }),
    );
    expect((await callsOf(page, 'haptic'))[0]?.args).toEqual(argsOf(platform, { durationMs: 50 }));
    expect(await page.locator('[data-toast-type]').count()).toBe(0);
  });

  it('the SMS OTP reader fills the OTP from the expected sender, ignoring a wrong sender and an old message', async () => {
    session = await openInHost({
      platform,
      // Within the last minute, but received before the OTP is requested below.
      sms: [{ sender: 'AX-FINVU', body: '222222 is your Finvu OTP', receivedAt: Date.now() - 20_000 }],
    });
    const { page } = session;
    await openHarness(session);
    // Page timers from here on run on Playwright's clock. Time still flows, but each wait below
    // also moves the clock on by one poll interval itself: on a starved CI machine real time alone
    // once gave the reader a single poll in 6 s.
    await page.clock.install();
    const nextPoll = () => page.clock.runFor(OTP_POLL_INTERVAL_MS);
    await page.getByRole('button', { name: 'Request OTP' }).click();
    await feedSms(page, {
      sender: 'VM-HDFCBK',
      body: '333333 is your OTP for HDFC NetBanking',
      receivedAt: await page.evaluate(() => Date.now()),
    });
    // Two polls (1.5 s apart) see only the two messages it must ignore.
    const polls = async () => (await hostCalls(page)).filter((call) => call.method === 'fetchSms').length;
    await expect
      .poll(async () => {
        await nextPoll();
        return polls();
      }, LOAD)
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => page.getByText(/^SMS permission:/).textContent(), LOAD)
      .toBe('SMS permission: allowed');
    expect(await page.getByLabel('OTP').inputValue()).toBe('');

    await feedSms(page, {
      sender: 'AX-FINVU',
      body: 'Use 481516 to verify your mobile with Finvu. Do not share it.',
      receivedAt: await page.evaluate(() => Date.now()),
    });
    await expect
      .poll(async () => {
        await nextPoll();
        return page.getByLabel('OTP').inputValue();
      }, LOAD)
      .toBe('481516');

    const query = { lookbackMs: 60_000, maxMessages: 3, sender: 'FINVU' };
    const fetchSms = (await callsOf(page, 'fetchSms'))[0];
    if (platform === 'android') expect(JSON.parse(String((fetchSms?.args as unknown[])[1]))).toEqual(query);
    else expect(fetchSms?.args).toEqual({ query });
    // Filled: it stops asking.
    const asked = (await callsOf(page, 'fetchSms')).length;
    await page.clock.runFor(OTP_POLL_INTERVAL_MS * 3);
    expect((await callsOf(page, 'fetchSms')).length).toBe(asked);
    mkdirSync('test-results/screenshots', { recursive: true });
    await page.screenshot({ path: `test-results/screenshots/navigation-otp-${platform}.png` });
  });
});

describe('a 401 inside the webview', () => {
  it('does not send the webview to the login page', async () => {
    session = await openInHost({ platform: 'android' });
    const { page, baseUrl } = session;
    const res = await fetch(`${baseUrl}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        match: { path_prefix: `${SERVICE_ROOTS.user}/user/basic` },
        fault: { status: 401 },
        count: 1,
      }),
    });
    expect(res.status).toBe(201);
    await recordLeaving(page);
    const rejected = page.waitForResponse((r) => r.url().includes('/user/basic') && r.status() === 401);
    await page.goto(`${baseUrl}/?token=demo&tab=1`);
    await rejected;
    expect(await leavingAfterSessionEnd(page)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('region', { name: 'Your money' }).isVisible(), LOAD).toBe(true);
  });
});

describe('in a plain browser', () => {
  it('Back on a help URL goes back in history, even from a deep link', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    const before = await page.evaluate(() => history.length);
    await page.goto(`${baseUrl}/?token=demo`);
    await expect.poll(() => page.getByRole('region', { name: 'Your money' }).isVisible(), LOAD).toBe(true);
    // A full page load: the app has no history of its own on the help page.
    await openHarness(session, `${HARNESS}/help/linking`);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => new URL(page.url()).pathname, LOAD).toBe('/');
    // Home, then help: back went to home's entry, nothing was pushed.
    expect(await page.evaluate(() => history.length)).toBe(before + 2);
    await page.goForward();
    await expect.poll(() => new URL(page.url()).pathname, LOAD).toBe(`${HARNESS}/help/linking`);
  });

  it('Back on any other deep link goes home instead (a push)', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    const before = await page.evaluate(() => history.length);
    await page.goto(`${baseUrl}/?token=demo`);
    await openHarness(session, `${HARNESS}/other`);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => new URL(page.url()).pathname, LOAD).toBe('/');
    // Home, the deep link, and home pushed on top.
    expect(await page.evaluate(() => history.length)).toBe(before + 3);
  });

  it('a goal URL opens in the app with source=goals', async () => {
    session = await openSession({ viewport: PHONE });
    const { page } = session;
    await openHarness(session);
    await follow(page, '/goals/retirement?step=2', 'Open goal link');
    await expect.poll(() => new URL(page.url()).pathname, LOAD).toBe('/goals/retirement');
    expect(new URL(page.url()).searchParams.get('source')).toBe('goals');
    expect(new URL(page.url()).searchParams.get('step')).toBe('2');
  });

  it('a foreign navlink is refused with the in-app toast and never followed', async () => {
    session = await openSession({ viewport: PHONE });
    const { page } = session;
    await openHarness(session);
    await follow(page, 'https://evil.com/?next=lending.kosh.money', 'Follow lending link');
    await expect.poll(() => page.getByRole('alert').textContent(), LOAD).toContain(REFUSED);
    expect(new URL(page.url()).pathname).toBe(HARNESS);
    mkdirSync('test-results/screenshots', { recursive: true });
    await page.screenshot({ path: 'test-results/screenshots/navigation-refused-web.png' });
  });
});
