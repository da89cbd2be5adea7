import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { installFakeHost } from './support/fake-hosts';

/**
 * Which language the app opens in, and switching it: the saved choice first, then the native
 * host's language, then the browser's; a switch is instant, keeps what is on screen, and survives
 * a reload.
 */
let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

const DEVANAGARI = /[\u0900-\u097F]/;

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const h1Text = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

/** The switch's button for a language, named in its own script. */
const languageButton = (page: Page, name: 'English' | 'हिन्दी') =>
  page.getByRole('button', { name, exact: true });

async function openProfile(s: Session): Promise<void> {
  await s.page.goto(`${s.baseUrl}/profile?token=demo`);
  await expect.poll(() => languageButton(s.page, 'English').isVisible(), { timeout: 20_000 }).toBe(true);
}

describe('the app language', () => {
  it('an Android host that sends "hi" opens in Hindi, and asks the gateway in Hindi', async () => {
    session = await openSession({ viewport: PHONE, locale: 'en-IN' });
    await installFakeHost(session.context, { platform: 'android', appVersion: '8.4.0', language: 'hi' });
    const asked: string[] = [];
    session.page.on('request', (request) => {
      const language = request.headers()['accept-language'];
      if (request.url().includes('/user/') && language !== undefined) asked.push(language);
    });
    await openProfile(session);

    expect(await htmlLang(session.page)).toBe('hi-IN');
    expect(await languageButton(session.page, 'हिन्दी').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => h1Text(session!.page)).toMatch(DEVANAGARI);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((value) => value.startsWith('hi-IN'))).toBe(true);
  });

  it('a Hindi browser opens in Hindi; switching is instant, keeps the form, and a reload keeps the choice', async () => {
    session = await openSession({ viewport: PHONE, locale: 'hi-IN' });
    const { page } = session;
    await openProfile(session);
    expect(await htmlLang(page)).toBe('hi-IN');
    await expect.poll(() => h1Text(page)).toMatch(DEVANAGARI);

    // Half-typed input is state the switch must not lose.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    // By name, not by position: the change buttons come only with the profile's data, after the
    // heading, the language switch and the links below it.
    await page.getByRole('button', { name: 'ईमेल बदलें' }).click();
    await page.getByLabel('नया ईमेल पता').fill('someone@exam');
    await languageButton(page, 'English').click();

    await expect.poll(() => htmlLang(page)).toBe('en-IN');
    await expect.poll(() => h1Text(page)).toBe('Your profile');
    expect(await page.getByLabel('New email address').inputValue()).toBe('someone@exam');
    expect(navigations).toEqual([]);

    // The saved choice beats the browser's Hindi on the next load.
    await page.reload();
    await expect.poll(() => h1Text(page), { timeout: 20_000 }).toBe('Your profile');
    expect(await htmlLang(page)).toBe('en-IN');
    expect(await languageButton(page, 'English').getAttribute('aria-pressed')).toBe('true');
  });
});
