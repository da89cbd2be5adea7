import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';

import { SCREEN_ROUTES, type ScreenRoute } from '@/app/screen-routes';
import { statusRouteFor } from '@/domain/navigation/lending-rules';

import { buildServer } from '../../sandbox/server';
import { scanOpenStates, scanScreen, scanState, totals, waitForContent } from './support/axe';
import { followPages, noteInTrail, PHONE, trailForThisTest } from './support/browser';
import { chromiumPath } from './support/chromium';
import { heading, OTP, openLinking, resetNewbie, startWith, typeOtp } from './support/linking';
import { openScreen, sampleAddresses } from './support/screens';

/**
 * axe-core (WCAG 2.1 A and AA) on every screen of the route table, each tab, and each open state
 * (dialogs, sheets, menus) in light and dark at 390 and 1280 px, plus reflow at 320 px. The screens
 * come from src/app/screen-routes.ts: a screen added there is checked here without a change, and a
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
/** A sandbox of its own for the money status pages: real payments there leave the shared one's dues. */
let money: FastifyInstance;
let moneyBase = '';

beforeAll(async () => {
  money = await buildServer({ distDir: resolve(process.env.KOSH_DIST ?? 'dist') });
  await money.listen({ port: 0, host: '127.0.0.1' });
  moneyBase = `http://localhost:${(money.server.address() as AddressInfo).port}`;
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
    // The pages live across tests: what they say goes to the trail of the test running then.
    followPages(context, (line) => noteInTrail(`${persona}: ${line}`));
    pages.set(persona, await context.newPage());
  }
});

beforeEach(() => {
  trailForThisTest();
});

afterAll(async () => {
  await browser?.close();
  await money?.close();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/accessibility.json', JSON.stringify({ totals, seconds, report }, null, 2));
  console.info(
    `axe: ${Object.keys(report).length} screens, ${totals.states} states, ${totals.axeRuns} runs, ` +
      `${totals.violations} violating elements in ${seconds} s`,
  );
});

/** Opens a path as the persona and waits for its h1 and content. */
function open(page: Page, path: string, persona: ScreenRoute['persona'], base = baseUrl): Promise<void> {
  noteInTrail(`step: open ${path} as ${persona}`);
  return openScreen(page, base, path, persona);
}

describe('accessibility: every screen of the route table', () => {
  // The money status pages need a real payment: the test after this one makes them.
  it.each(
    SCREEN_ROUTES.filter((route) => route.area !== 'payments').map((route) => ({
      ...route,
      name: route.path,
    })),
  )('$name has no WCAG 2.1 A/AA violation', async (route) => {
    const page = pages.get(route.persona)!;
    if (route.persona === 'newbie') await resetNewbie(baseUrl);
    const addresses = route.path.includes(':') ? await sampleAddresses(page, baseUrl, route) : [route.path];
    const problems: string[] = [];
    for (const address of addresses) {
      await open(page, address, route.persona);
      problems.push(...(await scanScreen(page, address)));
    }
    report[route.path] = problems;
    expect(problems).toEqual([]);
  });

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

  it('the money status pages with real payments, and the payment dialogs open', async () => {
    const page = pages.get('demo')!;
    const problems: string[] = [];
    const scanned = new Set<string>();
    const at = (path: RegExp | string) =>
      expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(path);
    const statusHere = async (state: string) => {
      noteInTrail(`step: the status page, ${state}`);
      await heading(page, /./);
      await waitForContent(page);
      const path = new URL(page.url()).pathname;
      scanned.add(path);
      problems.push(...(await scanScreen(page, `${path} (${state})`)));
    };
    const dialogHere = async (name: string) => {
      noteInTrail(`step: dialog ${name}`);
      const dialog = page.getByRole('dialog', { name });
      await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
      await waitForContent(page);
      problems.push(...(await scanState(page, `${new URL(page.url()).pathname} › dialog ${name}`)));
      return dialog;
    };

    /**
     * A card bill payment through the dialog and the gateway, left at the gateway's `outcome`. Each
     * of a different amount: the app keeps one idempotency key per amount until it is paid.
     */
    const payCardBill = async (rupees: number, outcome: RegExp) => {
      noteInTrail(`step: pay the card bill ₹${rupees}, ${outcome}`);
      await open(page, '/credit-cards?tab=bill-payment', 'demo', moneyBase);
      await page.getByRole('button', { name: 'Pay bill: HDFC Bank Regalia Gold' }).click();
      const dialog = await dialogHere('Pay HDFC Bank Regalia Gold');
      await dialog.getByRole('radio', { name: 'Another amount' }).check();
      await dialog.getByRole('textbox', { name: 'Amount in ₹' }).fill(String(rupees));
      await dialog.getByRole('button', { name: `Pay ₹${rupees}.00` }).click();
      await heading(page, 'Sandbox payment gateway');
      await page.getByRole('button', { name: outcome }).click();
      await at(statusRouteOf('payment_id'));
    };
    /** A repayment of `kind` (the `?repay=` the app opens its dialog with) paid from its dialog. */
    const repay = async (kind: string, dialogName: RegExp) => {
      noteInTrail(`step: repay ${kind}`);
      // The dialog opens with the screen (its h1 is then hidden behind it): no wait for the heading.
      await page.goto(`${moneyBase}/insta-cash?repay=${kind}&token=demo`);
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect
        .poll(() => dialog.getByRole('region', { name: 'Quote' }).isVisible(), { timeout: 15_000 })
        .toBe(true);
      problems.push(...(await scanState(page, `/insta-cash › repay ${kind}`)));
      await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    };
    const statusRouteOf = (idParam: string) =>
      SCREEN_ROUTES.find((route) => route.idParam === idParam)?.path ?? '(none)';

    // How each status page gets a real payment; the repayments in an order the line allows
    // (foreclosing closes it). A status page the route table adds without a way here fails below.
    const REPAY: Record<string, { kind: string; dialog: RegExp; rank: number }> = {
      [statusRouteFor('overdue')]: { kind: 'overdue', dialog: /overdue/i, rank: 1 },
      [statusRouteFor('emi')]: { kind: 'next', dialog: /EMI/, rank: 2 },
      [statusRouteFor('foreclosure')]: { kind: 'foreclose', dialog: /Foreclose/, rank: 3 },
    };
    const statusRoutes = SCREEN_ROUTES.filter((route) => route.area === 'payments').sort(
      (a, b) => (REPAY[a.path]?.rank ?? 0) - (REPAY[b.path]?.rank ?? 0),
    );
    for (const route of statusRoutes) {
      // Opened with no payment named, each says so plainly.
      if (route.idParam !== undefined) {
        await open(page, route.path, 'demo', moneyBase);
        problems.push(...(await scanState(page, `${route.path} (no id)`)));
      }
      if (route.idParam === undefined) {
        await open(page, route.path, 'demo', moneyBase);
        await statusHere('as it is');
      } else if (route.idParam === 'payment_id') {
        await payCardBill(100, /^Leave it pending/);
        await statusHere('pending');
        await payCardBill(200, /^Pay successfully/);
        await statusHere('paid');
        await payCardBill(300, /^Fail the payment/);
        await statusHere('failed');
      } else if (route.idParam === 'withdrawal_id') {
        await open(page, '/insta-cash', 'demo', moneyBase);
        noteInTrail('step: withdraw ₹25,000');
        await page.getByRole('link', { name: 'Get instant cash' }).click();
        await heading(page, 'Get instant cash');
        await page.getByLabel('Amount').fill('25,000');
        await page.getByRole('button', { name: /^Continue with ₹25,000\.00/ }).click();
        const dialog = await dialogHere('Confirm withdrawal');
        await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
        // Credited at once, or pending for an amount ending in .54 (docs/payments.md).
        await expect
          .poll(() => page.getByText(/is on its way|is in your account/).isVisible(), { timeout: 15_000 })
          .toBe(true);
        // Each withdrawal in the list links to its disbursement status: the newest first.
        await open(page, '/insta-cash/withdrawals', 'demo', moneyBase);
        await page.locator(`main a[href^="${route.path}?"]`).first().click();
        await at(route.path);
        await statusHere('paid out');
      } else if (route.path in REPAY) {
        const { kind, dialog } = REPAY[route.path]!;
        await repay(kind, dialog);
        await at(route.path);
        await statusHere('paid');
      }
    }
    const unreached = statusRoutes.map((route) => route.path).filter((path) => !scanned.has(path));
    expect(unreached, 'status pages with no way to make a real payment for them').toEqual([]);
    report['money status pages'] = problems;
    expect(problems).toEqual([]);
    // Twenty states, each scanned in two themes at two sizes, after real payments settle.
  }, 180_000);
});
