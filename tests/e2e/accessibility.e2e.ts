import { mkdirSync, writeFileSync } from 'node:fs';

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

import { SCREEN_ROUTES, type ScreenRoute } from '@/app/route-table';

import { scanOpenStates, scanScreen, scanState, totals, waitForContent } from './support/axe';
import { PHONE } from './support/browser';
import { chromiumPath } from './support/chromium';
import { heading, OTP, openLinking, resetNewbie, startWith, typeOtp } from './support/linking';

/**
 * axe-core (WCAG 2.1 A and AA) on every screen of the route table, each tab, and each open state
 * (dialogs, sheets, menus) in light and dark at 390 and 1280 px, plus reflow at 320 px. The screens
 * come from src/app/route-table.ts: a screen added there is checked here without a change, and a
 * screen this test cannot reach fails it.
 */
vi.setConfig({ testTimeout: 180_000 });

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts = new Map<ScreenRoute['persona'], BrowserContext>();
const pages = new Map<ScreenRoute['persona'], Page>();
const started = Date.now();
/** Problems per screen, written to test-results for the record. */
const report: Record<string, string[]> = {};

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  for (const persona of ['demo', 'newbie'] as const) {
    const context = await browser.newContext({
      viewport: PHONE,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      // The app's CSP forbids inline scripts; axe is injected as one.
      bypassCSP: true,
      // No slides to wait for between states.
      reducedMotion: 'reduce',
    });
    contexts.set(persona, context);
    pages.set(persona, await context.newPage());
  }
});

afterAll(async () => {
  await browser?.close();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/accessibility.json', JSON.stringify({ totals, seconds, report }, null, 2));
  console.info(
    `axe: ${Object.keys(report).length} screens, ${totals.states} states, ${totals.axeRuns} runs, ` +
      `${totals.violations} violating elements in ${seconds} s`,
  );
});

/** Opens a path as the persona and waits for its h1 and content. */
async function open(page: Page, path: string, persona: ScreenRoute['persona']): Promise<void> {
  await page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}token=${persona}`);
  await heading(page, /./);
  await waitForContent(page);
}

/** `/banks/accounts/:accountId` → a pattern matching the real addresses of that screen. */
function addressPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?#]+');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Real addresses of a parametrised screen, from the sandbox's data as the app links to it: the
 * nearest screen above it without parameters is opened (each tab in turn) and its links read.
 */
async function sampleAddresses(page: Page, route: ScreenRoute): Promise<string[]> {
  const pattern = addressPattern(route.path);
  const parent = SCREEN_ROUTES.filter(
    (other) => !other.path.includes(':') && route.path.startsWith(`${other.path}/`),
  ).sort((a, b) => b.path.length - a.path.length)[0];
  if (parent === undefined) throw new Error(`No way to visit ${route.path}: no screen above it links to it`);
  await open(page, parent.path, route.persona);
  const read = async () =>
    (
      await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    )
      .map((href) => new URL(href, 'http://x').pathname)
      .filter((href) => pattern.test(href));
  let found = await read();
  const tabs = page.locator('main [role="tab"]:not(a)');
  for (let index = 0; found.length === 0 && index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await waitForContent(page);
    found = await read();
  }
  if (found.length === 0) {
    throw new Error(`No way to visit ${route.path}: nothing on ${parent.path} links to an address like it`);
  }
  return [...new Set(found)].slice(0, 1);
}

describe('accessibility: every screen of the route table', () => {
  it.each(SCREEN_ROUTES.map((route) => ({ ...route, name: route.path })))(
    '$name has no WCAG 2.1 A/AA violation',
    async (route) => {
      const page = pages.get(route.persona)!;
      if (route.persona === 'newbie') await resetNewbie(baseUrl);
      const addresses = route.path.includes(':') ? await sampleAddresses(page, route) : [route.path];
      const problems: string[] = [];
      for (const address of addresses) {
        await open(page, address, route.persona);
        problems.push(...(await scanScreen(page, address)));
      }
      report[route.path] = problems;
      expect(problems).toEqual([]);
    },
  );

  it('the linking journey screens, with their sheets, as they are mid-journey', async () => {
    const page = pages.get('newbie')!;
    await resetNewbie(baseUrl);
    const reached = new Set<string>();
    const problems: string[] = [];
    const scanHere = async (withPopups: boolean) => {
      await waitForContent(page);
      const path = new URL(page.url()).pathname.replace(/\/client$/, '');
      reached.add(path);
      problems.push(...(await scanState(page, `${path} (journey)`)));
      if (withPopups) problems.push(...(await scanOpenStates(page, `${path} (journey)`)));
    };
    await openLinking(page, baseUrl, 'savings');
    await startWith(page, ['HDFC Bank']);
    await scanHere(true);
    await typeOtp(page, /OTP from Finvu/, OTP);
    await heading(page, /Link your HDFC Bank accounts/);
    await scanHere(true);
    await typeOtp(page, /OTP from HDFC Bank/, OTP);
    await heading(page, 'Approve your consent');
    await scanHere(true);
    await page.getByRole('button', { name: 'Approve' }).click();
    await heading(page, 'Your bank accounts are linked');
    await scanHere(false);
    report['linking journey'] = problems;

    // Journey screens this walk does not stop at are checked cold (above) only; each says why.
    const coldOnly: Record<string, string> = {
      '/account-aggregator/onboarding/discovery': 'a loader the journey passes in a moment',
      '/account-aggregator/onboarding/enter-secondary-mobile': 'only when the partner finds no account',
      '/account-aggregator/onboarding/missing-account': 'only when discovery finds nothing',
    };
    const unreached = SCREEN_ROUTES.filter(
      (route) => route.journey && !reached.has(route.path) && !(route.path in coldOnly),
    ).map((route) => route.path);
    expect(unreached, 'journey screens with no way to be visited mid-journey').toEqual([]);
    expect(problems).toEqual([]);
  });
});
