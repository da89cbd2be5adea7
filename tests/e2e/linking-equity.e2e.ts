import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { heading, OTP, openLinking, resetNewbie, seeText, shot, typeOtp } from './support/linking';

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

describe('linking: equity through CDSL and NSDL', () => {
  it('detects equity onboarding, links the demat account and promises portfolio insights', async () => {
    const { page, baseUrl } = session!;
    await openLinking(page, baseUrl, 'equity');
    await heading(page, 'Track all your stocks');
    await page.getByRole('button', { name: 'Get started' }).click();
    await heading(page, 'Select your depositories');
    await page.getByRole('checkbox', { name: /Select Central Depository/ }).click();
    await page.getByRole('checkbox', { name: /Select National Securities/ }).click();
    await shot(page, 'bank-list-equity');
    await page.getByRole('button', { name: 'Continue with 2 selected' }).click();
    await heading(page, 'Enter the OTP from Finvu');
    await typeOtp(page, /OTP from Finvu/, OTP);

    // NSDL finds nothing for newbie: only the CDSL demat account asks for its OTP.
    await heading(page, /Link your Central Depository Services Ltd \(CDSL\) demat account/);
    await shot(page, 'bank-otp-cdsl');
    await typeOtp(page, /OTP from Central Depository/, OTP);

    await heading(page, 'Approve your consent');
    await seeText(
      page,
      /Equity onboarding: Kosh reads your holdings at Central Depository Services Ltd \(CDSL\) and National Securities/,
    );
    await shot(page, 'consent-equity');
    await page.getByRole('button', { name: 'Approve' }).click();

    await heading(page, 'Your demat accounts are linked');
    await seeText(page, 'Portfolio insights on your holdings are on their way.');
    await page.getByRole('button', { name: 'Manage tracked accounts' }).click();
    await heading(page, 'Tracked demat accounts');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await shot(page, 'equity-tracking');
  });

  it('the insurance list shows its empty state with the way to link', async () => {
    const { page, baseUrl } = session!;
    await page.goto(`${baseUrl}/account-aggregator/insurance?token=newbie`);
    await heading(page, 'Your insurance policies');
    await seeText(page, 'No policy linked yet');
    await shot(page, 'insurance-list');
    await page.getByRole('button', { name: 'Link insurance policies' }).click();
    await heading(page, 'Track your insurance policies');
  });
});
