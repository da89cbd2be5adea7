import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

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
