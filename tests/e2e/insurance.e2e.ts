import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { idbRows } from './support/idb-rows';
import { heading, OTP, openLinking, resetNewbie, seeText, shot, startWith, typeOtp } from './support/linking';

// Whole journeys on a machine shared with other runs: more than the default 30 s each.
vi.setConfig({ testTimeout: 90_000 });

let session: Session | null = null;
beforeEach(async () => {
  session = await openSession({ viewport: PHONE });
});
afterEach(async () => {
  await session?.close();
  session = null;
});

describe('insurance: tracked policies', () => {
  it("demo sees each policy's terms, opens one and reads its premium history", async () => {
    const { page, baseUrl } = session!;
    await page.goto(`${baseUrl}/account-aggregator/insurance?token=demo`);
    await heading(page, 'Your insurance policies');
    const term = page.getByRole('article', { name: 'HDFC Life Click 2 Protect Super, HDFC Life Insurance' });
    const health = page.getByRole('article', {
      name: 'ICICI Pru Family Health Protect, ICICI Prudential Life',
    });
    await expect.poll(() => term.isVisible(), { timeout: 15_000 }).toBe(true);
    const termText = await term.innerText();
    expect(termText).toMatch(/Term life/);
    expect(termText).toMatch(/Sum assured\s*₹1,00,00,000\.00/);
    expect(termText).toMatch(/Premium\s*₹14,280\.00 a year/);
    expect(termText).toMatch(/Matures on/);
    expect(termText).toMatch(/2 nominees/);
    expect(termText).toMatch(/Active/);
    const healthText = await health.innerText();
    expect(healthText).toMatch(/Cover\s*₹10,00,000\.00/);
    expect(healthText).toMatch(/Renews on/);
    expect(healthText).toMatch(/1 nominee/);
    await shot(page, 'insurance-policies');

    await page.getByRole('link', { name: 'HDFC Life Click 2 Protect Super: premium history' }).click();
    await heading(page, 'HDFC Life Click 2 Protect Super');
    await seeText(page, 'Premium history');
    const premiums = page.getByRole('list', { name: 'Premiums, newest first' }).getByRole('listitem');
    await expect.poll(() => premiums.count()).toBe(5);
    expect(await premiums.first().getAttribute('aria-label')).toMatch(/: Due$/);
    expect(await premiums.last().getAttribute('aria-label')).toMatch(/: Paid$/);
    await seeText(page, /Paid so far\s*₹57,120\.00/);
    await shot(page, 'insurance-policy');
  });

  it('keeps the tab on the device: Linked accounts opens again, with stop tracking', async () => {
    const { page, baseUrl } = session!;
    await page.goto(`${baseUrl}/account-aggregator/insurance?token=demo`);
    await heading(page, 'Your insurance policies');
    await page.getByRole('tab', { name: 'Linked accounts' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Stop tracking/ }).count()).toBe(2);
    // Leave only once the choice is stored on the device, as a person would a moment later: a
    // reload within a few hundred ms of the tap could go before the write (IndexedDB, `tab:` key).
    await expect.poll(() => storedTabChoices(page)).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/account-aggregator/insurance`);
    await heading(page, 'Your insurance policies');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Linked accounts' }).getAttribute('aria-selected'))
      .toBe('true');
  });

  it('an unknown policy says it is not tracked, with the way back', async () => {
    const { page, baseUrl } = session!;
    await page.goto(`${baseUrl}/account-aggregator/insurance/policy/pol-nobody?token=demo`);
    await seeText(page, 'This policy is not tracked');
    await page.getByRole('link', { name: 'Your insurance policies' }).click();
    await heading(page, 'Your insurance policies');
  });

  it('newbie links the SBI Life policy and finds it with its terms on the insurance list', async () => {
    const { page, baseUrl } = session!;
    await resetNewbie(baseUrl);
    await openLinking(page, baseUrl, 'insurance');
    await startWith(page, ['SBI Life Insurance']);
    await typeOtp(page, /OTP from Finvu/, OTP);
    await heading(page, /Link your SBI Life Insurance/);
    await typeOtp(page, /OTP from SBI Life/, OTP);
    await heading(page, 'Approve your consent');
    await page.getByRole('button', { name: 'Approve' }).click();
    await seeText(page, /cover, premiums and renewal dates/i);
    await page.getByRole('button', { name: 'Manage tracked accounts' }).click();
    await heading(page, 'Your insurance policies');
    const policy = page.getByRole('article', { name: 'SBI Life eShield Next, SBI Life Insurance' });
    await expect.poll(() => policy.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await policy.innerText()).toMatch(/Premium\s*₹8,960\.00 a year/);
    await shot(page, 'insurance-linked');
    await resetNewbie(baseUrl);
  });
});

/** How many remembered tab choices the device holds (the `prefs` store's `tab:` keys). */
async function storedTabChoices(page: Page): Promise<number> {
  const rows = (await idbRows(page, 'prefs')) as { key: string }[];
  return rows.filter((row) => row.key.startsWith('tab:')).length;
}
