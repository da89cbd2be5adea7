import { afterEach, describe, expect, it, vi } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { feedSms, hostCalls, installFakeHost } from './support/fake-hosts';
import { heading, OTP, openLinking, resetNewbie, seeText, shot, startWith, typeOtp } from './support/linking';

// Whole journeys on a machine shared with other runs: more than the default 30 s each.
vi.setConfig({ testTimeout: 90_000 });

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

async function open(android = false): Promise<Session> {
  session = await openSession({ viewport: PHONE });
  if (android)
    await installFakeHost(session.context, {
      platform: 'android',
      appVersion: '8.4.0',
      smsPermission: 'granted',
    });
  await resetNewbie(session.baseUrl);
  await openLinking(session.page, session.baseUrl, 'savings');
  return session;
}

describe('linking: the OTP screens', () => {
  it('a wrong partner OTP keeps the screen with a clear message; the right one goes on', async () => {
    const { page } = await open();
    await startWith(page, ['HDFC Bank']);
    await typeOtp(page, /OTP from Finvu/, '111111');
    await seeText(page, 'That OTP is incorrect. 2 attempts left.');
    await heading(page, 'Enter the OTP from Finvu');
    await shot(page, 'finvu-otp-wrong');
    await typeOtp(page, /OTP from Finvu/, OTP);
    await heading(page, /Link your HDFC Bank accounts/);
  });

  it('a reload on the bank OTP screen resumes there, and linking goes on', async () => {
    const { page } = await open();
    await startWith(page, ['HDFC Bank']);
    await typeOtp(page, /OTP from Finvu/, OTP);
    await heading(page, /Link your HDFC Bank accounts/);
    await page.reload();
    await heading(page, /Link your HDFC Bank accounts/);
    await expect.poll(() => page.getByRole('checkbox', { name: /Savings ••/ }).isChecked()).toBe(true);
    await typeOtp(page, /OTP from HDFC Bank/, OTP);
    await heading(page, 'Approve your consent');
  });

  it('a webview restart on the intro offers to continue where the customer left', async () => {
    const { page, baseUrl } = await open();
    await startWith(page, ['HDFC Bank']);
    await typeOtp(page, /OTP from Finvu/, OTP);
    await heading(page, /Link your HDFC Bank accounts/);
    await page.goto(`${baseUrl}/account-aggregator/onboarding?flow_type=savings`);
    await seeText(page, 'Finish linking HDFC Bank');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, /Link your HDFC Bank accounts/);
  });

  it('in the Android app the bank OTP fills from the bank’s SMS; other senders and older messages are ignored', async () => {
    const { page } = await open(true);
    await startWith(page, ['HDFC Bank']);
    await typeOtp(page, /OTP from Finvu/, OTP);
    await heading(page, /Link your HDFC Bank accounts/);
    const now = await page.evaluate(() => Date.now());
    await feedSms(page, { sender: 'AX-SPAMMR', body: 'Your OTP is 999999', receivedAt: now });
    await feedSms(page, {
      sender: 'VM-HDFCBK-S',
      body: 'HDFC Bank OTP 654321 for linking',
      receivedAt: now - 30_000,
    });
    // Two polls see only those: nothing is filled. A poll starts only once the one before it has
    // been answered and read, so three asked after the messages arrived means two were read.
    const polls = async () => (await hostCalls(page)).filter((call) => call.method === 'fetchSms').length;
    const before = await polls();
    await expect.poll(polls, { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 3);
    expect(await page.getByLabel(/OTP from HDFC Bank/).inputValue()).toBe('');
    await feedSms(page, {
      sender: 'VM-HDFCBK-S',
      body: `${OTP} is your OTP to link your HDFC Bank account with Finvu AA. Do not share it.`,
      receivedAt: now + 1_000,
    });
    await heading(page, 'Approve your consent');

    // After linking, the host's savings screens are told to refresh (docs/product.md#after-linking).
    await page.getByRole('button', { name: 'Approve' }).click();
    await heading(page, 'Your bank accounts are linked');
    await expect
      .poll(async () =>
        (await hostCalls(page)).some(
          (call) =>
            call.method === 'refreshBroadcast' &&
            JSON.stringify(call.args).includes('refreshTransactionScreen'),
        ),
      )
      .toBe(true);
  });
});
