import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject, onTestFailed, onTestFinished } from 'vitest';

import { chromiumPath } from './chromium';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export type Session = { context: BrowserContext; page: Page; baseUrl: string; close: () => Promise<void> };

/**
 * A fresh browser profile per session (no cookies, storage or service worker carried over).
 * Playwright refuses --user-data-dir in launch(), so a persistent context on a temp dir it is.
 */
export async function openSession(
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    /** The browser's language (navigator.languages); English (India) unless given. */
    locale?: string;
  } = {},
): Promise<Session> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'kosh-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: options.viewport ?? PHONE,
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-IN',
    timezoneId: 'Asia/Kolkata',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  keepTrailForFailure(context);
  return {
    context,
    page,
    baseUrl: inject('baseUrl'),
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
      if (pageErrors.length > 0) throw new Error(`Uncaught errors in the page: ${pageErrors.join(' | ')}`);
    },
  };
}

/**
 * What the pages said while a test ran (console warnings and errors, failed requests), printed
 * only when that test fails: a journey that fails once in a whole-suite run cannot be replayed,
 * and its trail is what tells a tap that missed from a chunk that did not load.
 */
function keepTrailForFailure(context: BrowserContext): void {
  followPages(context, trailForThisTest());
}

/** The running test's trail, for `noteInTrail`; none outside a test. */
let currentTrail: ((line: string) => void) | undefined;

/**
 * A trail for the running test: the function adds a line, and the whole trail is printed if the
 * test fails (a timeout included). Outside a test (a beforeAll) it keeps nothing.
 */
export function trailForThisTest(): (line: string) => void {
  const started = Date.now();
  const trail: string[] = [];
  const note = (line: string) => {
    if (trail.length < 300) trail.push(`+${Date.now() - started} ms ${line}`);
  };
  try {
    onTestFailed(() => {
      console.error(`Browser trail of the failed test:\n${trail.join('\n') || '(nothing said)'}`);
    });
    onTestFinished(() => {
      if (currentTrail === note) currentTrail = undefined;
    });
  } catch {
    // Opened outside a test: there is no one test to report it with.
    return () => undefined;
  }
  currentTrail = note;
  return note;
}

/**
 * Adds a line to the running test's trail: a step the test took, a wait that gave up, what a
 * long-lived page said. A test that runs out of time says nothing else about where it was.
 */
export function noteInTrail(line: string): void {
  currentTrail?.(line);
}

/** Notes what every page of `context` says (console warnings and errors, failed requests, navigations). */
export function followPages(context: BrowserContext, note: (line: string) => void): void {
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        note(`console.${message.type()}: ${message.text()}`);
    });
    page.on('requestfailed', (request) =>
      note(`request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`),
    );
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`navigated: ${frame.url()}`);
    });
    page.on('crash', () => note('the page crashed'));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}
