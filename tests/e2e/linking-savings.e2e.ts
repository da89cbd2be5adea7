import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { heading, OTP, openLinking, resetNewbie, seeText, shot, startWith, typeOtp } from './support/linking';

// Whole journeys on a machine shared with other runs: more than the default 30 s each.
vi.setConfig({ testTimeout: 90_000 });

let session: Session | null = null;
beforeEach(async () => {
  session = await openSession({ viewport: PHONE });
  await resetNewbie(session.baseUrl);
});
afterEach(async () => {
  await session?.close();
  session = null;
});

describe('linking: savings through finvu', () => {
  it('links HDFC with both OTPs, shows spending insights, lists the account, and revokes it', async () => {
    const { page, baseUrl } = session!;
    await openLinking(page, baseUrl, 'savings');
    await heading(page, 'Track all your bank accounts');
    await shot(page, 'intro');

    await page.getByRole('button', { name: 'How does linking work?' }).click();
    await heading(page, 'How linking works');
    await shot(page, 'tutorial');
    await page.getByRole('button', { name: 'Start linking' }).click();
    await heading(page, 'Select your bank');
    await page.getByLabel('Search by bank name').fill('hdfc');
    await shot(page, 'bank-list-search');
    await page.getByLabel('Search by bank name').fill('');
    await shot(page, 'bank-list');
    await page.getByRole('button', { name: 'Don’t see your bank?' }).click();
    await heading(page, 'Don’t see your bank?');
    await page.getByLabel('Your bank’s name').fill('Saraswat Bank');
    await page.getByRole('button', { name: 'Notify me when my bank is added' }).click();
    await seeText(page, /We will let you know/);
    await shot(page, 'unsupported-banks');
    await page.goBack();
    await heading(page, 'Select your bank');
    await page.goBack();
    await heading(page, 'How linking works');
    await page.goBack();
    await heading(page, 'Track all your bank accounts');

    await startWith(page, ['HDFC Bank']);
    expect(new URL(page.url()).pathname).toBe('/account-aggregator/onboarding/finvu-otp');
    await shot(page, 'finvu-otp');
    await typeOtp(page, /OTP from Finvu/, OTP);
    await heading(page, 'Finding your accounts');
    await shot(page, 'loader-after-discovery');

    await heading(page, /Link your HDFC Bank accounts/);
    await shot(page, 'bank-otp');
    await typeOtp(page, /OTP from HDFC Bank/, OTP);

    await heading(page, 'Approve your consent');
    await shot(page, 'consent');
    await page.getByRole('button', { name: 'View consent details' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Consent details' }).isVisible()).toBe(true);
    await shot(page, 'consent-details');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Approve' }).click();

    await heading(page, 'Your bank accounts are linked');
    await seeText(page, 'Spending insights on where your money goes are on their way.');
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    await expect.poll(() => linked.getByText('HDFC Bank').isVisible()).toBe(true);
    await shot(page, 'final-status');

    await page.getByRole('button', { name: 'Manage tracked accounts' }).click();
    await heading(page, 'Tracked bank accounts');
    const hdfc = page.getByRole('article', { name: /HDFC Bank/ });
    await expect.poll(() => hdfc.isVisible()).toBe(true);
    await shot(page, 'bank-tracking');

    await hdfc.getByRole('button', { name: /Stop tracking HDFC Bank/ }).click();
    const confirm = page.getByRole('dialog', { name: /Stop tracking HDFC Bank/ });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await seeText(page, 'We stop fetching data from these accounts.');
    await shot(page, 'revoke');
    await confirm.getByRole('button', { name: 'Stop tracking' }).click();
    await expect
      .poll(() => page.getByRole('article', { name: /HDFC Bank/ }).count(), { timeout: 10_000 })
      .toBe(0);
    await seeText(page, 'No bank account tracked');
  });
});
