import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { heading, seeText, shot } from './support/linking';

vi.setConfig({ testTimeout: 90_000 });

// `other` changes its number here and back after: demo and newbie keep theirs for the AA journeys.
const OTHER = { authorization: 'Bearer other', 'content-type': 'application/json' };
const OTHER_MOBILE = '9988776655';
const NEW_MOBILE = '9811122233';

async function setOtherMobile(baseUrl: string, value: string): Promise<void> {
  const send = await fetch(`${baseUrl}/v1/user/otp/EditMobileEmailOtp`, {
    method: 'POST',
    headers: OTHER,
    body: JSON.stringify({ type: 'mobile', value }),
  });
  if (send.status === 422) return; // already this number
  expect(send.status).toBe(200);
  const verify = await fetch(`${baseUrl}/v1/user/otp/EditMobileEmailOtp/verify`, {
    method: 'POST',
    headers: OTHER,
    body: JSON.stringify({ type: 'mobile', value, otp: '123456' }),
  });
  expect(verify.status).toBe(200);
}

let session: Session | null = null;
beforeEach(async () => {
  session = await openSession({ viewport: PHONE });
});
afterEach(async () => {
  if (session !== null) await setOtherMobile(session.baseUrl, OTHER_MOBILE);
  await session?.close();
  session = null;
});

describe('profile', () => {
  it('is reached from home and changes the mobile number with an OTP', async () => {
    const { page, baseUrl } = session!;
    await page.goto(`${baseUrl}/?token=other`);
    await page.getByRole('link', { name: 'Your profile' }).click();
    await heading(page, 'Your profile');
    await seeText(page, 'Rohan Mehta');
    await seeText(page, 'XXXXXX6655');
    await seeText(page, 'ro****@example.com');
    await seeText(page, /^(None yet|\d+ accounts?)$/);
    await shot(page, 'profile');

    await page.getByRole('button', { name: 'Change mobile number' }).click();
    const field = page.getByLabel('New mobile number');
    await field.fill('12345');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await seeText(page, 'Enter the 10 digits of the mobile number.');
    await field.fill(OTHER_MOBILE);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await seeText(page, 'This is already your mobile number.');
    await field.fill(NEW_MOBILE);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await seeText(page, /We sent an OTP to XXXXXX2233/);

    const otp = page.getByLabel('OTP', { exact: true });
    await otp.fill('000000');
    await page.getByRole('button', { name: 'Verify and save' }).click();
    await seeText(page, 'That OTP is wrong. 4 tries left.');
    await shot(page, 'profile-wrong-otp');
    await otp.fill('123456');
    await page.getByRole('button', { name: 'Verify and save' }).click();
    await seeText(page, 'Your mobile number is changed.');
    await seeText(page, 'XXXXXX2233');
    expect(await page.getByLabel('OTP', { exact: true }).count()).toBe(0);

    // One Log out on the profile (the foot of the other screens leaves its own out here).
    const logOut = page.getByRole('button', { name: 'Log out' });
    expect(await logOut.count()).toBe(1);
    await logOut.click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/login');
  });

  it('a deep link straight into linking identifies the customer', async () => {
    const { page, baseUrl } = session!;
    const since = new Date().toISOString();
    await page.goto(`${baseUrl}/account-aggregator/onboarding?flow_type=savings&token=newbie`);
    await heading(page, /./);
    const identified = async () => {
      const answer = await fetch(`${baseUrl}/sandbox/telemetry?channel=identify`);
      const list = (await answer.json()) as { records: { body: { user_id?: string; ts?: string } }[] };
      return list.records.filter((r) => r.body.user_id === 'usr_newbie_0002' && (r.body.ts ?? '') >= since)
        .length;
    };
    await expect.poll(identified, { timeout: 30_000, interval: 500 }).toBeGreaterThan(0);
  });
});
