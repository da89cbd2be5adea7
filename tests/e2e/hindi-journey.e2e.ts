import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { latinWordsOnPage } from './support/latin-words';
import { heading, OTP, resetNewbie, typeOtp } from './support/linking';

/**
 * A Hindi reader's first visit, on a phone, as `newbie` in an English browser: switch to Hindi on
 * home, then go through savings and the whole linking journey by Hindi roles and names, with no
 * English left on any screen of it.
 */
vi.setConfig({ testTimeout: 120_000 });

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

const SHOTS = 'test-results/screenshots';

/** Every screen of the walk: a phone screenshot to look at, and no Latin word outside data. */
async function screen(page: Page, name: string, english: string[][]): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.screenshot({ path: `${SHOTS}/hindi-${name}.png` });
  const words = await latinWordsOnPage(page);
  if (words.length > 0) english.push([name, ...words]);
}

describe('Hindi on a phone', () => {
  it('a newbie switches to Hindi on home and links HDFC Bank through savings, all in Hindi', async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openSession({ viewport: PHONE, locale: 'en-IN' });
    const { page, baseUrl } = session;
    await resetNewbie(baseUrl);
    const english: string[][] = [];

    await page.goto(`${baseUrl}/?token=newbie`);
    await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    await expect
      .poll(() => page.getByRole('link', { name: 'अपने खाते जोड़ें' }).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screen(page, 'home', english);

    await page.getByRole('link', { name: /^बचत/ }).first().click();
    await heading(page, 'बचत');
    const start = page.getByRole('link', { name: 'बैंक खाते जोड़ें' });
    await expect.poll(() => start.isVisible(), { timeout: 15_000 }).toBe(true);
    await screen(page, 'savings-empty', english);

    await start.click();
    await heading(page, 'अपने सभी बैंक खाते ट्रैक करें');
    await screen(page, 'intro', english);
    await page.getByRole('button', { name: 'शुरू करें' }).click();

    await heading(page, 'अपना बैंक चुनें');
    await screen(page, 'bank-list', english);
    await page.getByRole('checkbox', { name: 'HDFC Bank चुनें' }).click();
    await page.getByRole('button', { name: 'HDFC Bank के साथ आगे बढ़ें' }).click();

    await heading(page, 'Finvu से आया OTP डालें');
    await screen(page, 'finvu-otp', english);
    await typeOtp(page, /Finvu से आया OTP/, OTP);

    await heading(page, 'अपने HDFC Bank खाते जोड़ें');
    await screen(page, 'bank-otp', english);
    await typeOtp(page, /HDFC Bank से आया OTP/, OTP);

    await heading(page, 'अपनी सहमति दें');
    await screen(page, 'consent', english);
    await page.getByRole('button', { name: 'सहमति की पूरी जानकारी देखें' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'सहमति की जानकारी' }).isVisible()).toBe(true);
    await screen(page, 'consent-details', english);
    await page.getByRole('button', { name: 'ठीक है' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'मंज़ूर करें' }).click();

    await heading(page, /[\u0900-\u097F]/);
    const linked = page.getByRole('region', { name: 'जुड़े हुए खाते' });
    await expect.poll(() => linked.getByText('HDFC Bank').isVisible(), { timeout: 20_000 }).toBe(true);
    await screen(page, 'final-status', english);

    await page.goto(`${baseUrl}/savings`);
    await heading(page, 'बचत');
    await expect.poll(() => page.getByRole('heading', { name: 'आपके बैंक खाते' }).isVisible()).toBe(true);
    await screen(page, 'savings-linked', english);

    expect(english).toEqual([]);
  });
});
