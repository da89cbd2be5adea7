/**
 * What the offline and PWA e2e files share: a browser profile of their own (they run their own
 * sandbox, not the global one), the offline emulation a phone in flight mode shows, and the
 * locators both read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

import { buildServer } from '../../../sandbox/server';
import { PHONE } from './browser';
import { chromiumPath } from './chromium';

export type PwaBrowser = { context: BrowserContext; page: Page; close: () => Promise<void> };

/**
 * A fresh persistent profile (a service worker needs one). `serviceWorkers: 'block'` is a browser
 * that refuses them; `failOnPageErrors` makes `close()` throw the page's uncaught errors.
 */
export async function launchPwaBrowser(options: {
  profilePrefix: string;
  serviceWorkers?: 'allow' | 'block';
  failOnPageErrors?: boolean;
}): Promise<PwaBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), options.profilePrefix));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: PHONE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: options.serviceWorkers ?? 'allow',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
      if (options.failOnPageErrors === true && errors.length > 0) {
        throw new Error(`Uncaught errors in the page: ${errors.join(' | ')}`);
      }
    },
  };
}

/** A sandbox of the file's own over `distDir`, on a free port; its base URL on localhost. */
export async function startOwnSandbox(
  distDir: string,
): Promise<{ server: FastifyInstance; baseUrl: string }> {
  const server = await buildServer({ distDir, logger: false });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, baseUrl: `http://localhost:${(server.server.address() as AddressInfo).port}` };
}

/** The one DevTools session per page that {@link sayOffline} emulates on. */
const emulations = new WeakMap<Page, CDPSession>();

const conditions = (offline: boolean) => ({
  offline,
  latency: 0,
  downloadThroughput: -1,
  uploadThroughput: -1,
});

/**
 * Chromium's emulation keeps a new document's requests offline but reports `navigator.onLine` true
 * in it (a real device reports false): emulating the change once more on the new document makes it
 * say what a phone in flight mode says. One session per page, reused: each session's emulation holds
 * on its own, so {@link goOnline} must lift it there too.
 */
export async function sayOffline(context: BrowserContext, page: Page): Promise<void> {
  const cdp = emulations.get(page) ?? (await context.newCDPSession(page));
  emulations.set(page, cdp);
  // Only a change is passed on to the document: off, then on again.
  for (const offline of [false, true])
    await cdp.send('Network.emulateNetworkConditions', conditions(offline));
  // Left attached: detaching would drop this emulation again.
}

/**
 * Back online: the context's emulation and the page's own from {@link sayOffline}. With only the
 * first, the document hears `online` but its requests still fail, and the next failed call puts the
 * offline banner back.
 */
export async function goOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  // A closed page took its session, and its emulation, with it.
  if (page.isClosed()) return;
  await emulations.get(page)?.send('Network.emulateNetworkConditions', conditions(false));
}

/** The screen's title (the greeting on home). */
export const firstHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
export const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline" });
