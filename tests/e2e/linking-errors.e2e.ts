import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import {
  heading,
  OTP,
  openLinking,
  resetNewbie,
  seeText,
  shot,
  sinkUserEvents,
  startWith,
  typeOtp,
} from './support/linking';

// Whole journeys on a machine shared with other runs: more than the default 30 s each.
vi.setConfig({ testTimeout: 90_000 });

let session: Session | null = null;
beforeEach(async () => {
  session = await openSession({ viewport: PHONE });
  await resetNewbie(session.baseUrl);
  await openLinking(session.page, session.baseUrl, 'savings');
});
afterEach(async () => {
  await session?.close();
  session = null;
});

/** On the partner OTP screen: change the consent's number to `mobile` and enter the partner OTP. */
async function useNumber(mobile: string): Promise<void> {
  const { page } = session!;
  await startWith(page, ['HDFC Bank']);
  await page.getByRole('button', { name: 'Change number' }).click();
  await heading(page, 'Change mobile number');
  expect(new URL(page.url()).pathname).toBe('/account-aggregator/onboarding/enter-secondary-mobile');
  await page.getByLabel('Mobile number').fill(mobile);
  await shot(page, 'edit-mobile');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await heading(page, 'Enter the OTP from Finvu');
  await seeText(page, mobile.slice(-4));
  await typeOtp(page, /OTP from Finvu/, OTP);
}

describe('linking: when things go wrong', () => {
  it('the no-accounts number lands on "no linked accounts" with reasons to act on', async () => {
    const { page } = session!;
    await useNumber('9000000001');
    await heading(page, 'We couldn’t find your accounts');
    await seeText(page, 'Your account is linked to a different mobile number');
    await expect.poll(() => page.getByRole('button', { name: 'Try another number' }).isVisible()).toBe(true);
    await shot(page, 'no-linked-accounts');
    await page.getByRole('button', { name: 'Try another number' }).click();
    await heading(page, 'Change mobile number');
    expect(new URL(page.url()).searchParams.get('change_number')).toBe('true');
  });

  it('a partner error shows its mapped message', async () => {
    const { page } = session!;
    await useNumber('9000000005');
    await seeText(page, 'Please try again after 30 mins');
    await heading(page, 'Enter the OTP from Finvu');
    await shot(page, 'partner-error');
  });

  it('leaving midway asks first in the exit bottom sheet', async () => {
    const { page } = session!;
    await startWith(page, ['HDFC Bank']);
    await page.getByRole('button', { name: 'Back' }).click();
    const sheet = page.getByRole('dialog', { name: 'Leave account linking?' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await shot(page, 'exit-sheet');
    await sheet.getByRole('button', { name: 'Continue linking' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await heading(page, 'Enter the OTP from Finvu');
    await page.getByRole('button', { name: 'Back' }).click();
    await page
      .getByRole('dialog', { name: 'Leave account linking?' })
      .getByRole('button', { name: 'Exit' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('a bank with a low success rate warns before the customer goes on', async () => {
    const { page } = session!;
    await page.getByRole('button', { name: 'Get started' }).click();
    await heading(page, 'Select your bank');
    await page.getByLabel('Search by bank name').fill('overseas');
    await page.getByRole('checkbox', { name: 'Select Indian Overseas Bank' }).click();
    const sheet = page.getByRole('dialog', { name: 'Indian Overseas Bank often fails to link' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await shot(page, 'low-success-rate');
    await sheet.getByRole('button', { name: 'Choose another bank' }).click();
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Select Indian Overseas Bank' }).isChecked())
      .toBe(false);
  });

  it('denying the consent nudges first, then posts the reason', async () => {
    const { page, baseUrl } = session!;
    await startWith(page, ['HDFC Bank']);
    await typeOtp(page, /OTP from Finvu/, OTP);
    await typeOtp(page, /OTP from HDFC Bank/, OTP);
    await heading(page, 'Approve your consent');
    await page.getByRole('button', { name: 'Deny' }).click();
    const sheet = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await seeText(page, /Without your consent you miss spending insights/);
    await sheet.getByRole('radio', { name: 'I will do it later' }).check();
    await shot(page, 'consent-denial');
    await sheet.getByRole('button', { name: 'Deny consent' }).click();
    await heading(page, 'Consent declined');
    await shot(page, 'final-status-denied');
    await expect
      .poll(
        async () =>
          (await sinkUserEvents(baseUrl)).some(
            (event) =>
              event.event_name === 'consent_denied' &&
              (event.properties as { reason?: string } | undefined)?.reason === 'not_now' &&
              event.page_name === 'consent denial nudge and reason',
          ),
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
  });
});
