import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

import { SCREEN_ROUTES, type ScreenRoute } from '@/app/screen-routes';

import { PHONE } from './support/browser';
import { chromiumPath } from './support/chromium';
import { latinWordsOnPage } from './support/latin-words';
import { resetNewbie } from './support/linking';
import { openScreen, sampleAddresses } from './support/screens';

/**
 * Every screen of the route table in Hindi (the browser's language is Hindi and nothing was chosen)
 * shows no Latin-letter word outside data (`translate="no"`) and the allow-list: a string left out of
 * the catalogues shows up here by the screen it is on.
 */
vi.setConfig({ testTimeout: 120_000 });

const baseUrl = inject('baseUrl');
let browser: Browser;
const pages = new Map<ScreenRoute['persona'], Page>();
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--lang=hi-IN',
    ],
  });
  for (const persona of ['demo', 'newbie'] as const) {
    const context = await browser.newContext({
      viewport: PHONE,
      locale: 'hi-IN',
      timezoneId: 'Asia/Kolkata',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    contexts.push(context);
    pages.set(persona, await context.newPage());
  }
});

afterAll(async () => {
  await browser?.close();
});

describe('Hindi: every screen of the route table', () => {
  it.each(
    SCREEN_ROUTES.filter((route) => route.area !== 'payments').map((route) => ({
      ...route,
      name: route.path,
    })),
  )('$name has no English left', async (route) => {
    const page = pages.get(route.persona)!;
    if (route.persona === 'newbie') await resetNewbie(baseUrl);
    const addresses = route.path.includes(':') ? await sampleAddresses(page, baseUrl, route) : [route.path];
    const words: string[] = [];
    for (const address of addresses) {
      await openScreen(page, baseUrl, address, route.persona);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
      words.push(...(await latinWordsOnPage(page)));
    }
    expect(words).toEqual([]);
  });
});
