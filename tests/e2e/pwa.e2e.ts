/**
 * The offline PWA end to end (docs/pwa.md#offline-behaviour), in Chromium against the built app on the
 * sandbox. This file runs its own sandbox over a private copy of the build, because the update
 * test deploys a second version into it.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  firstHeading,
  goOnline,
  launchPwaBrowser,
  offlineBanner,
  sayOffline,
  startOwnSandbox,
  type PwaBrowser,
} from './support/pwa';
import { NOTHING_LEFT, heldAnswers, keepAnswersInFlight, leftovers } from './support/session-leftovers';

const DIST = process.env.KOSH_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url));
/** Data screens being built in parallel: the first that shows an amount online is used. */
const DATA_SCREENS = ['/savings', '/equity'];
const USER_CACHE = /^kosh-api-v\d+-u[0-9a-f]+$/;
const AMOUNT = /₹\s?[\d,]+/;

let server: FastifyInstance;
let appDir: string;
let baseUrl: string;

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'kosh-pwa-app-'));
  cpSync(DIST, appDir, { recursive: true });
  ({ server, baseUrl } = await startOwnSandbox(appDir));
});

afterAll(async () => {
  await server.close();
  rmSync(appDir, { recursive: true, force: true });
});

type Browser = PwaBrowser;
let browser: Browser | null = null;

async function launch(serviceWorkers: 'allow' | 'block' = 'allow'): Promise<Browser> {
  browser = await launchPwaBrowser({ profilePrefix: 'kosh-pwa-', serviceWorkers, failOnPageErrors: true });
  return browser;
}

afterEach(async () => {
  await browser?.close();
  browser = null;
  await fetch(`${baseUrl}/sandbox/faults`, { method: 'DELETE' });
});

const greeting = firstHeading;

/**
 * Signs in as `token`, waits for the worker, and reloads once so the page is controlled
 * (docs/findings.md#first-load-is-not-controlled).
 */
async function openControlled(page: Page, token: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/?token=${token}`);
  await expect
    .poll(() => greeting(page).textContent(), { timeout: 15_000 })
    .toMatch(new RegExp(`, ${name}$`));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Without the persisted copy, the controlled page asks the network again, through the worker.
  await page.evaluate(forgetSavedCache);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => greeting(page).textContent()).toMatch(new RegExp(`, ${name}$`));
}

/** In the page: the persisted query cache as JSON ('' while there is none). */
function savedCacheText(): Promise<string> {
  return new Promise((resolve) => {
    const open = indexedDB.open('kosh');
    open.onerror = () => resolve('');
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('queryCache')) {
        db.close();
        resolve('');
        return;
      }
      const read = db.transaction('queryCache').objectStore('queryCache').get('client');
      read.onsuccess = () => {
        db.close();
        resolve(JSON.stringify(read.result ?? ''));
      };
      read.onerror = () => resolve('');
    };
  });
}

/** In the page: when the persisted query cache was last saved (0 while there is none). */
async function savedCacheAt(): Promise<number> {
  const open = indexedDB.open('kosh');
  const db = await new Promise<IDBDatabase | null>((resolve) => {
    open.onerror = () => resolve(null);
    open.onsuccess = () => resolve(open.result);
  });
  if (db === null || !db.objectStoreNames.contains('queryCache')) {
    db?.close();
    return 0;
  }
  const read = db.transaction('queryCache').objectStore('queryCache').get('client');
  const row = await new Promise<{ savedAt?: number } | undefined>((resolve) => {
    read.onsuccess = () => resolve(read.result as { savedAt?: number } | undefined);
    read.onerror = () => resolve(undefined);
  });
  db.close();
  return row?.savedAt ?? 0;
}

/** In the page: deletes the persisted query cache (an IndexedDB row), so the next load asks again. */
function forgetSavedCache(): Promise<void> {
  return new Promise((resolve) => {
    const open = indexedDB.open('kosh');
    open.onerror = () => resolve();
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('queryCache')) {
        db.close();
        resolve();
        return;
      }
      const tx = db.transaction('queryCache', 'readwrite');
      tx.objectStore('queryCache').delete('client');
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
    };
  });
}

/** Network gone, then a reload. */
async function reloadOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await sayOffline(context, page);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Every cached answer's body in the per-user caches, to look for another customer's data. */
async function userCacheBodies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const bodies: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('kosh-api-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        bodies.push((await (await cache.match(request))?.text()) ?? '');
    }
    return bodies;
  });
}

/** Opens the first data screen that shows an amount; falls back to the first screen's heading. */
async function visitDataScreen(page: Page): Promise<{ path: string; heading: string; amount: boolean }> {
  for (const path of DATA_SCREENS) {
    await page.goto(`${baseUrl}${path}`);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect.poll(() => heading.isVisible(), { timeout: 15_000 }).toBe(true);
    const amount = await expect
      .poll(() => page.getByText(AMOUNT).first().isVisible(), { timeout: 8_000 })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (amount) {
      // Saved (IndexedDB, at most once a second) after the amount arrived: a customer who stays.
      const shownAt = Date.now();
      await expect
        .poll(() => page.evaluate(savedCacheAt), { timeout: 4_000 })
        .toBeGreaterThanOrEqual(shownAt)
        .catch(() => undefined);
      return { path, heading: (await heading.textContent()) ?? '', amount };
    }
  }
  console.info('pwa.e2e: no data screen shows an amount yet; checking the shell of', DATA_SCREENS[0]);
  await page.goto(`${baseUrl}${DATA_SCREENS[0]}`);
  return { path: DATA_SCREENS[0] ?? '/', heading: (await greeting(page).textContent()) ?? '', amount: false };
}

/** "HH:MM" in India for every minute from `from` to `to`: what the banner may say. */
function minutesBetween(from: number, to: number): string[] {
  const format = new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  });
  const out: string[] = [];
  for (let at = from - 60_000; at <= to + 60_000; at += 30_000) out.push(format.format(at));
  return out;
}

describe('offline PWA', { timeout: 90_000 }, () => {
  it('paints the shell and the last data offline, with the banner, from v12 caches only', async () => {
    const { context, page } = await launch();
    const started = Date.now();
    await openControlled(page, 'demo', 'Aarav');
    const screen = await visitDataScreen(page);
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => greeting(page).textContent(), { timeout: 15_000 }).toMatch(/, Aarav$/);
    // The persisted cache (IndexedDB) is saved at most once a second: what a customer who stays a
    // second gets.
    await expect.poll(() => page.evaluate(savedCacheText), { timeout: 10_000 }).toContain('Aarav');
    const wentOffline = Date.now();

    await reloadOffline(context, page);
    // The persisted cache is read from IndexedDB (asynchronously): give a loaded machine time.
    await expect.poll(() => greeting(page).textContent(), { timeout: 15_000 }).toMatch(/, Aarav$/);
    await expect.poll(() => offlineBanner(page).isVisible()).toBe(true);
    const text = (await offlineBanner(page).textContent()) ?? '';
    const shown = /Showing data from (\d{2}:\d{2})\./.exec(text)?.[1];
    expect(minutesBetween(started, wentOffline)).toContain(shown);
    mkdirSync('test-results/screenshots', { recursive: true });
    await page.screenshot({ path: 'test-results/screenshots/pwa-offline-home-390x844.png' });

    // A deep link offline: the precached shell, the screen's chunk, and its last data.
    await page.goto(`${baseUrl}${screen.path}`);
    await sayOffline(context, page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: screen.heading }).first().isVisible())
      .toBe(true);
    if (screen.amount) {
      await expect.poll(() => page.getByText(AMOUNT).first().isVisible(), { timeout: 15_000 }).toBe(true);
    }
    await expect.poll(() => offlineBanner(page).textContent()).toMatch(/Showing data from \d{2}:\d{2}\./);
    await page.screenshot({ path: 'test-results/screenshots/pwa-offline-screen-390x844.png' });

    // The worker is version 12 and so is every cache; the per-user cache is named by a hash.
    const version = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.controller?.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
        }),
    );
    expect(version).toEqual({ type: 'VERSION', version: 12 });
    expect(readFileSync(join(appDir, 'sw.js'), 'utf8')).toContain('v12');
    const names = await cacheNames(page);
    expect(names).toContain('kosh-precache-v12');
    expect(names.filter((name) => USER_CACHE.test(name))).toHaveLength(1);
    for (const name of names) expect(name).toMatch(/^kosh-[a-z]+-v12(-u[0-9a-f]{24})?$/);
    expect(names.join()).not.toContain('demo');

    await goOnline(context, page);
    await expect.poll(() => offlineBanner(page).count()).toBe(0);
  });

  it('logging out purges every per-user cache, and the next customer sees nothing of the last', async () => {
    const { context, page } = await launch();
    await openControlled(page, 'demo', 'Aarav');
    await expect.poll(async () => (await cacheNames(page)).filter((n) => USER_CACHE.test(n))).toHaveLength(1);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(async () => (await cacheNames(page)).filter((n) => USER_CACHE.test(n))).toEqual([]);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('kosh.query'))),
    ).toEqual([]);

    await page.getByRole('button', { name: /Rohan Mehta/ }).click();
    await expect.poll(() => greeting(page).textContent()).toMatch(/, Rohan$/);
    await expect.poll(() => page.evaluate(savedCacheText), { timeout: 10_000 }).toContain('Rohan');
    await reloadOffline(context, page);
    await expect.poll(() => greeting(page).textContent(), { timeout: 15_000 }).toMatch(/, Rohan$/);
    expect(await page.locator('body').textContent()).not.toContain('Aarav');
    for (const body of await userCacheBodies(page)) {
      expect(body).not.toContain('usr_demo_0001');
      expect(body).not.toContain('Aarav');
    }
  });

  it('a 401 purges the per-user caches and sends the customer to sign in', async () => {
    const { page } = await launch();
    await openControlled(page, 'demo', 'Aarav');
    await expect.poll(async () => (await cacheNames(page)).filter((n) => USER_CACHE.test(n))).toHaveLength(1);
    await page.evaluate(forgetSavedCache); // force a refetch
    // The session expires: from now on every call to the customer's service answers 401, as an
    // expired token's would, until the test ends. A rule for one call only could be spent by the
    // page being left (home keeps calling that service): its 401 then reaches no page, the
    // reloaded one signs in fine, and the test waits for a login page that never comes. Nothing
    // may be asked of the page once the rule is armed but the reload: its own next call can meet
    // the 401 first and take it to sign in, ending the document under the test's feet.
    await addFault({ match: { path_prefix: '/ind-investment/' }, fault: { status: 401 } });
    await reloadTowardsSignIn(page);
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(async () => (await cacheNames(page)).filter((n) => USER_CACHE.test(n))).toEqual([]);
  });

  it('answers held in flight across a 401 leave nothing of the session, in the page or the worker', async () => {
    const { page } = await launch();
    await openControlled(page, 'demo', 'Aarav');
    await expect.poll(async () => (await cacheNames(page)).filter((n) => USER_CACHE.test(n))).toHaveLength(1);
    // In the worker: the session's GETs keep arriving, from the reload until the page leaves, and
    // in a burst around the moment the page asks the worker to purge.
    await keepAnswersInFlight(page, {
      authorization: 'Bearer demo',
      path: '/tracking-service/consents',
      heldMs: 20,
      loops: 2,
      burst: 8,
    });
    await page.evaluate(forgetSavedCache); // the reload asks the network again
    // In the page: the cards' calls are answered 401 after 300 ms (the session has expired), and
    // the profile, asked at the same moment, 150 ms later, while the page is ending the session
    // (it names the customer).
    await addFault({
      match: { method: 'GET', path_prefix: '/cc-service/cards' },
      fault: { status: 401, latency_ms: 300 },
    });
    await addFault({
      match: { method: 'GET', path_prefix: '/ind-investment/api/v4/user/basic/' },
      fault: { latency_ms: 450 },
      count: 5,
    });
    await reloadTowardsSignIn(page);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
    // Once the login page shows, at once: nothing of the session. No polling: that is the promise.
    expect(await leftovers(page)).toEqual(NOTHING_LEFT);
    expect(await heldAnswers(page)).toBeGreaterThan(0);
    // And nothing that was still on its way brings anything back.
    await page.waitForTimeout(2_500);
    expect(await leftovers(page)).toEqual(NOTHING_LEFT);
  });
});

/**
 * Reloads a page whose session has expired: two navigations race, and both end at sign in. Not
 * waiting for "load": the reloaded page's first call meets the 401 and moves to sign in, and a
 * reload still waiting for its own load then fails. The page being left keeps calling too; when
 * one of its calls meets the 401 first, its move to sign in aborts the reload or leaves it
 * "not attached to an active page", the same outcome reached sooner. Callers assert where the
 * page ends up.
 */
async function reloadTowardsSignIn(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'commit' }).catch((error: unknown) => {
    if (!/ERR_ABORTED|frame was detached|Not attached to an active page/.test(String(error))) throw error;
  });
}

/** Adds a sandbox fault rule (docs/sandbox.md#fault-injection). */
async function addFault(rule: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(response.ok).toBe(true);
}

describe('without a service worker', { timeout: 120_000 }, () => {
  it('every journey still works online, and offline says so', async () => {
    const { context, page } = await launch('block');
    await page.goto(`${baseUrl}/?token=demo`);
    await expect.poll(() => greeting(page).textContent(), { timeout: 15_000 }).toMatch(/, Aarav$/);
    const areas = await page.getByRole('region', { name: 'Your money' }).getByRole('link').all();
    const paths = await Promise.all(areas.map((link) => link.getAttribute('href')));
    expect(paths.length).toBeGreaterThanOrEqual(7);
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      // No screen-level error state (ErrorState: a "Try again" button), nothing uncaught.
      await page.waitForLoadState('load');
      expect(await page.getByRole('button', { name: 'Try again' }).count(), `error state on ${path}`).toBe(0);
      expect(await page.getByText('This screen could not load').count(), `crash on ${path}`).toBe(0);
    }
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(
      0,
    );

    await page.goto(`${baseUrl}/`);
    await expect.poll(() => greeting(page).textContent()).toMatch(/, Aarav$/);
    await context.setOffline(true);
    await expect.poll(() => offlineBanner(page).isVisible()).toBe(true);
    await goOnline(context, page);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: /Rohan Mehta/ }).click();
    await expect.poll(() => greeting(page).textContent()).toMatch(/, Rohan$/);
  });
});

describe('update', { timeout: 90_000 }, () => {
  it('offers a new version and Reload brings it, while the old worker is still sending telemetry', async () => {
    const { context, page } = await launch();
    await openControlled(page, 'demo', 'Aarav');
    expect(await page.locator('meta[name="kosh-build"]').count()).toBe(0);

    deploySecondVersion(appDir);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const prompt = page.getByText('New version available');
    await expect.poll(() => prompt.isVisible(), { timeout: 20_000 }).toBe(true);
    // Offered, not forced: the page still runs the first version until the customer says so.
    expect(await page.locator('meta[name="kosh-build"]').count()).toBe(0);
    await page.screenshot({
      path: 'test-results/screenshots/pwa-update-390x844.png',
      animations: 'disabled',
    });

    // The old worker holds an event open: a telemetry hand-off whose POST the sandbox holds 30 s (on
    // a loaded phone hand-offs follow each other). Reload must not wait for it.
    const held = await fetch(`${baseUrl}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        match: { method: 'POST', path_prefix: '/analytics/' },
        fault: { latency_ms: 30_000 },
      }),
    });
    expect(held.ok).toBe(true);
    const workerSending = context.waitForEvent('request', {
      predicate: (request) =>
        request.serviceWorker() !== null && new URL(request.url()).pathname.startsWith('/analytics/'),
      timeout: 15_000,
    });
    await page.evaluate(async () => {
      const hooks = window as unknown as {
        __emit: (id: string) => Promise<void>;
        __telemetry: { flush: () => Promise<void> };
      };
      await hooks.__emit('update-under-way');
      void hooks.__telemetry.flush();
    });
    await workerSending;

    const clicked = Date.now();
    await page.getByRole('button', { name: 'Reload' }).click();
    // Read without waiting (a locator would wait out a navigation on its own clock, past this limit).
    const build = () =>
      page
        .evaluate(() => document.querySelector('meta[name="kosh-build"]')?.getAttribute('content') ?? null)
        .catch(() => null);
    await expect.poll(build, { timeout: 20_000 }).toBe('2');
    expect(Date.now() - clicked).toBeLessThan(20_000);
    await fetch(`${baseUrl}/sandbox/faults`, { method: 'DELETE' });
    await expect.poll(() => greeting(page).textContent()).toMatch(/, Aarav$/);
    expect(await prompt.count()).toBe(0);
    for (const name of await cacheNames(page)) expect(name).toMatch(/-v12(-|$)/);
  });
});

/**
 * A second deploy, as a real one looks to the browser: a changed index.html, and sw.js whose
 * precache manifest carries the new revision (workbox's md5 of the file). The pre-compressed
 * copies of both are dropped so the server sends the new bytes.
 */
function deploySecondVersion(dir: string): void {
  const indexPath = join(dir, 'index.html');
  const before = readFileSync(indexPath, 'utf8');
  const after = before.replace('<head>', '<head>\n    <meta name="kosh-build" content="2" />');
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  expect(sw).toContain(md5(before));
  writeFileSync(indexPath, after);
  writeFileSync(join(dir, 'sw.js'), sw.replace(md5(before), md5(after)));
  for (const file of ['index.html', 'sw.js']) {
    for (const ext of ['.br', '.gz']) rmSync(join(dir, file + ext), { force: true });
  }
}
