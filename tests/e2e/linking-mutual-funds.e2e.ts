import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { amountsIn } from './support/amounts';
import { openSession, PHONE, type Session } from './support/browser';
import { heading, OTP, resetNewbie, seeText, shot, typeOtp } from './support/linking';

// A whole journey on a machine shared with other runs: more than the default 30 s.
vi.setConfig({ testTimeout: 120_000 });
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

let session: Session | null = null;
beforeEach(async () => {
  session = await openSession({ viewport: PHONE });
  await resetNewbie(session.baseUrl);
});
afterEach(async () => {
  // Newbie has no funds again whatever happened, for the files that expect her funds area empty.
  if (session !== null) await resetNewbie(session.baseUrl);
  await session?.close();
  session = null;
});

describe('linking: mutual funds through CAMS and KFintech', () => {
  it('links newbie’s folios from the empty funds area, shows their value, then revokes them', async () => {
    const { page, baseUrl } = session!;
    await page.goto(`${baseUrl}/mutual-funds?token=newbie`);
    await poll(() => page.getByRole('heading', { level: 2, name: 'No mutual funds yet' }).isVisible()).toBe(
      true,
    );
    await page.getByRole('link', { name: 'Link your mutual funds' }).click();
    await heading(page, 'Track your mutual funds');
    expect(new URL(page.url()).searchParams.get('flow_type')).toMatch(/^mutual[-_]funds$/);

    // Only the two registrars: no bank, depository or insurer.
    await page.getByRole('button', { name: /get started|link more/i }).click();
    await heading(page, 'Select your fund registrars');
    await poll(() => page.getByRole('checkbox').count()).toBe(2);
    await page.getByRole('checkbox', { name: 'Select CAMS' }).click();
    await page.getByRole('checkbox', { name: 'Select KFintech' }).click();
    await shot(page, 'funds-bank-list');
    await page.getByRole('button', { name: 'Continue with 2 selected' }).click();

    // The partner's OTP, then each registrar's own.
    await heading(page, 'Enter the OTP from Finvu');
    await typeOtp(page, /OTP from Finvu/, OTP);
    await heading(page, /Link your CAMS mutual fund folios/);
    await shot(page, 'funds-otp-cams');
    await typeOtp(page, /OTP from CAMS/, OTP);
    await heading(page, /Link your KFintech mutual fund folios/);
    await typeOtp(page, /OTP from KFintech/, OTP);

    await heading(page, 'Approve your consent');
    // The consent names what it reads and why: the folios, for the funds' value, gains and SIPs.
    await seeText(page, 'Wealth management: the value, gains and SIPs of your mutual funds');
    await seeText(page, 'Your folios, their units and every purchase, SIP and redemption');
    await shot(page, 'consent-funds');
    await page.getByRole('button', { name: 'Approve' }).click();

    await heading(page, 'Your mutual funds are linked');
    await seeText(page, 'See their value, gains and running SIPs in Mutual funds.');
    await shot(page, 'funds-final-status');

    // The funds area now has both funds and what they are worth.
    await page.getByRole('button', { name: 'View my mutual funds' }).click();
    await poll(() => page.getByRole('heading', { level: 1, name: 'Mutual funds' }).isVisible()).toBe(true);
    const totals = page.getByLabel('Portfolio totals', { exact: true });
    await poll(() => totals.isVisible()).toBe(true);
    expect(amountsIn((await totals.textContent()) ?? '')[0] ?? 0).toBeGreaterThan(0);
    const funds = page.getByRole('region', { name: 'Your funds' });
    await poll(() => funds.getByRole('listitem').count()).toBe(2);
    expect(await funds.getByText('HDFC Nifty 50 Index Fund - Direct Plan - Growth').isVisible()).toBe(true);
    await shot(page, 'funds-linked');

    // Stop tracking through the partner, on the tracked funds list: the area is empty again.
    await page.goto(`${baseUrl}/account-aggregator/fund-tracking`);
    await heading(page, 'Tracked mutual funds');
    await poll(() => page.getByRole('article').count()).toBe(2);
    for (let left = 2; left > 0; left -= 1) {
      await page
        .getByRole('button', { name: /^Stop tracking/ })
        .first()
        .click();
      const confirm = page.getByRole('dialog', { name: /^Stop tracking/ });
      await poll(() => confirm.isVisible()).toBe(true);
      await confirm.getByRole('button', { name: 'Stop tracking' }).click();
      await poll(() => page.getByRole('article').count()).toBe(left - 1);
    }
    await seeText(page, 'No mutual fund tracked');
    await page.goto(`${baseUrl}/mutual-funds`);
    await poll(() => page.getByRole('heading', { level: 2, name: 'No mutual funds yet' }).isVisible()).toBe(
      true,
    );
  });
});
