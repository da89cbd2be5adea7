/**
 * Offline, every screen, and changes made offline (docs/pwa.md), in Chromium against the built app
 * on its own in-process sandbox, so the test can watch what reaches the server: every screen a
 * customer visited reloads offline with its data and the banner; moving between visited areas
 * offline works, a never-visited one says it needs a connection once; "mark read" made offline is
 * kept in IndexedDB and reaches the sandbox exactly once after the tab closed (the worker sends it),
 * a refused one is undone with a message, and logout purges the queue.
 */
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { backgroundSyncTags } from './support/background-sync';
import { idbRows } from './support/idb-rows';
import {
  firstHeading,
  goOnline,
  launchPwaBrowser,
  offlineBanner,
  sayOffline,
  startOwnSandbox,
  type PwaBrowser,
} from './support/pwa';

const DIST = resolve(process.env.KOSH_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url)));
const AMOUNT = /₹\s?[\d,]+/;
const READ_PATH = '/ind-investment/api/v4/alerts/read';
const NEEDS_CONNECTION = /needs a connection once/;

let server: FastifyInstance;
let baseUrl: string;
const ALERT_SWITCH_PATH = '/stocks-widget/in-stocks/equity-alert';
const GMAIL_PATHS = [
  '/stocks-widget/in-stocks/gmail-enable',
  '/stocks-widget/in-stocks/revoke-non-aa-tracking',
];
const NOTIFY_PATH = '/aa-service/onboard/notify-user';
type Answered = { key: string | undefined; status: number; replayed: boolean };
/** Every POST of "mark read" the sandbox answered: its key, status and whether it was a replay. */
const readPosts: Answered[] = [];
/** The same for the price-alert switch. */
const alertSwitchPosts: Answered[] = [];
/** The same for the Gmail tracking switch (turn on, or stop). */
const gmailPosts: Answered[] = [];
/** The same for "notify me when my bank is added". */
const notifyPosts: Answered[] = [];

/** The path of every POST that reached the sandbox. */
const allPosts: string[] = [];

beforeAll(async () => {
  ({ server, baseUrl } = await startOwnSandbox(DIST));
  // Watched at the HTTP server (Fastify takes no hooks once ready): what the sandbox answered.
  server.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') return;
    const url = request.url ?? '';
    allPosts.push(new URL(url, 'http://sandbox').pathname);
    const posts = url.startsWith(READ_PATH)
      ? readPosts
      : url.startsWith(ALERT_SWITCH_PATH)
        ? alertSwitchPosts
        : GMAIL_PATHS.some((path) => url.startsWith(path))
          ? gmailPosts
          : url.startsWith(NOTIFY_PATH)
            ? notifyPosts
            : null;
    if (posts === null) return;
    response.on('finish', () => {
      const key = request.headers['idempotency-key'];
      posts.push({
        key: typeof key === 'string' ? key : undefined,
        status: response.statusCode,
        replayed: response.getHeader('idempotent-replayed') === 'true',
      });
    });
  });
});

afterAll(async () => {
  await server.close();
});

type Browser = PwaBrowser;
let browser: Browser | null = null;

async function launch(): Promise<Browser> {
  browser = await launchPwaBrowser({ profilePrefix: 'kosh-offline-' });
  watchAnswers(browser.page);
  return browser;
}

afterEach(async () => {
  await browser?.close();
  browser = null;
});

const heading = firstHeading;

/** Signs in as demo and reloads once, so the page and its calls go through the worker. */
async function openControlled(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/?token=demo`);
  await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toMatch(/, Aarav$/);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toMatch(/, Aarav$/);
}

/** How many API calls (telemetry aside) each page still awaits. */
const inFlight = new WeakMap<Page, number>();
const TELEMETRY =
  /\/(frontend-webview\/api|tracking-service\/onboard\/user-events|analytics|api\/client-json-logger|sentry)\//;

function watchAnswers(page: Page): void {
  const isApi = (request: Request) =>
    request.resourceType() === 'fetch' && !TELEMETRY.test(new URL(request.url()).pathname);
  const done = (request: Request) => {
    if (isApi(request)) inFlight.set(page, Math.max(0, (inFlight.get(page) ?? 0) - 1));
  };
  page.on('request', (request) => {
    if (isApi(request)) inFlight.set(page, (inFlight.get(page) ?? 0) + 1);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

type QueryHookWindow = Window & {
  __queryCache: { settled: () => Promise<boolean>; waiting: () => string[]; busy: () => string[] };
};

/** The test build's word that no query fetches and the persisted cache holds what is cached. */
const cacheSettled = (page: Page) =>
  page.evaluate(() => (window as unknown as QueryHookWindow).__queryCache.settled());

/**
 * Lets the screen finish loading (no skeleton left, no API call awaited, no query fetching), then
 * waits until the persisted cache holds it: what a customer who stays a second on a screen gets.
 * A save that only started after the last answer arrived is not enough (it may hold the cache as it
 * was before that answer was parsed), so the build's own word is asked, twice in a row, a beat
 * apart: a query that starts as a tab renders must not slip between two looks. (A tab click keeps
 * the document, so `networkidle` alone says nothing about its calls.)
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(() => '__queryCache' in window, undefined, { timeout: 20_000 });
  let calm = 0;
  // Generous: by the end the cache holds a year of transactions, slow to write on a busy machine.
  await expect
    .poll(
      async () => {
        const quiet =
          (await page.locator('[aria-busy="true"]').count()) === 0 &&
          (inFlight.get(page) ?? 0) === 0 &&
          (await cacheSettled(page));
        calm = quiet ? calm + 1 : 0;
        return calm;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBeGreaterThanOrEqual(2)
    .catch(async (error: unknown) => {
      const busy = await page.evaluate(() => (window as unknown as QueryHookWindow).__queryCache.busy());
      const calls = inFlight.get(page) ?? 0;
      throw new Error(`not at rest: ${busy.join('; ')}; ${calls} API calls in flight`, { cause: error });
    });
}

type Visited = { url: string; title: string; amount: boolean };

/** Opens `path` online, then each of its tabs; returns every URL shown, with what it showed. */
async function visitWithTabs(page: Page, path: string): Promise<Visited[]> {
  await page.goto(`${baseUrl}${path}`);
  await expect.poll(() => heading(page).isVisible(), { timeout: 20_000 }).toBe(true);
  await settle(page);
  const seen: Visited[] = [];
  const record = async () => {
    await settle(page);
    const amount = await page.getByText(AMOUNT).first().isVisible();
    seen.push({ url: page.url(), title: (await heading(page).textContent()) ?? '', amount });
  };
  await record();
  // By position, looked up afresh each time: a tab bar may re-render (badges, counts) on a click.
  const count = await page.getByRole('tab').count();
  for (let i = 1; i < count; i += 1) {
    const tab = page.getByRole('tab').nth(i);
    if (!(await tab.isVisible()) || (await tab.isDisabled())) continue;
    const name = (await tab.textContent()) ?? '';
    await tab.click();
    // A tab's switch can be a transition: the old panel (and its own tabs, savings' pills) stays
    // until the new one is ready. Only once the clicked tab is selected is the next position the
    // page's own; before, it may be a tab that is about to go.
    const selected = () =>
      page.evaluate(
        (text) =>
          [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some(
            (el) => el.textContent === text,
          ),
        name,
      );
    await expect
      .poll(selected, { timeout: 20_000, message: `${page.url()}: tab "${name}" selected` })
      .toBe(true);
    await record();
  }
  return seen;
}

/**
 * A title without the greeting's part of the day: home's heading follows the clock ("Good morning"
 * until noon IST), and a run that visits before noon may read offline after it.
 */
const timeless = (title: string | null) =>
  title?.replace(/^Good (morning|afternoon|evening),/, 'Good …,') ?? null;

/** What every offline screen must show: its title, its data, the banner; no error, no Retry. */
/**
 * `fixedClock`: the page runs on Playwright's fixed clock (`clock.setFixedTime`), whose timers at
 * times never fire: the cache's throttled save then waits for ever (seen as "persist save waiting"
 * in 10 of 34 runs of the rolling-period journey alone). Offline that save changes nothing on
 * screen, so such a page is at rest once no query fetches.
 */
async function expectReadsOffline(page: Page, visit: Visited, { fixedClock = false } = {}): Promise<void> {
  const where = `offline ${visit.url}`;
  await expect
    .poll(async () => timeless(await heading(page).textContent()), { timeout: 15_000, message: where })
    .toBe(timeless(visit.title));
  await expect
    .poll(() => offlineBanner(page).textContent(), { timeout: 15_000, message: where })
    .toMatch(/You're offline\. Showing data from \d{2}:\d{2}\./);
  if (visit.amount) {
    await expect
      .poll(() => page.getByText(AMOUNT).first().isVisible(), { timeout: 10_000, message: where })
      .toBe(true);
  }
  // Every query on screen has had its one offline ask (answered by the worker, or paused): only
  // then is "needs a connection" known to be absent rather than not shown yet.
  const busy = () => page.evaluate(() => (window as unknown as QueryHookWindow).__queryCache.busy());
  const queriesAtRest = async () => (await busy()).every((line) => !/^(fetching|mutating) /.test(line));
  const rests = await expect
    .poll(() => (fixedClock ? queriesAtRest() : cacheSettled(page)), { timeout: 15_000 })
    .toBe(true)
    .then(() => null)
    .catch(busy);
  expect(rests, `${where}: the cache did not come to rest`).toBeNull();
  expect(await page.getByRole('button', { name: /^(Retry|Try again)$/ }).count(), `${where}: Retry`).toBe(0);
  // On failure, the message names the queries on screen that have no data.
  const waiting = await page.evaluate(() => (window as unknown as QueryHookWindow).__queryCache.waiting());
  expect(
    await page.getByText(NEEDS_CONNECTION).count(),
    `${where}: needs a connection (${waiting.join('; ')})`,
  ).toBe(0);
  expect(await page.getByText('This screen could not load').count(), `${where}: could not load`).toBe(0);
}

describe('reading offline', { timeout: 400_000 }, () => {
  it('every screen visited once reloads offline with its data and the banner', async () => {
    const { context, page } = await launch();
    await openControlled(page);
    // Home too is left only once it has loaded and its answers are saved, like every other screen.
    await settle(page);
    const visits: Visited[] = [
      { url: `${baseUrl}/`, title: (await heading(page).textContent()) ?? '', amount: false },
    ];
    for (const path of [
      '/savings',
      '/banks',
      '/equity',
      '/credit-cards',
      '/insta-cash',
      '/alerts',
      '/news',
    ]) {
      visits.push(...(await visitWithTabs(page, path)));
    }
    for (const path of ['/account-aggregator/bank-tracking', '/account-aggregator/equity-tracking']) {
      visits.push(...(await visitWithTabs(page, path)));
    }
    visits.push(...(await visitWithTabs(page, '/banks/accounts/acc-demo-hdfc')));
    // A broker's page: opened from its card, as a customer would.
    await page.goto(`${baseUrl}/equity`);
    const broker = page.getByRole('link', { name: /^Zerodha, CDSL: worth ₹/ });
    await expect.poll(() => broker.isVisible(), { timeout: 20_000 }).toBe(true);
    await broker.click();
    await page.waitForURL((url) => url.pathname.startsWith('/equity/broker/'));
    visits.push(...(await visitWithTabs(page, new URL(page.url()).pathname)));
    // A transaction's detail (a POST read): opened once online from the full list.
    await page.goto(`${baseUrl}/savings?tab=all_transactions`);
    const txnButtons = () => page.locator('main button').filter({ hasText: AMOUNT });
    const firstTxn = txnButtons().first();
    await expect.poll(() => firstTxn.isVisible(), { timeout: 20_000 }).toBe(true);
    const txnName = (await firstTxn.textContent()) ?? '';
    await firstTxn.click();
    const detail = page.getByRole('dialog');
    await expect.poll(() => detail.getByText(AMOUNT).first().isVisible(), { timeout: 20_000 }).toBe(true);
    await settle(page);
    const imagesOnline = await page.evaluate(() => caches.keys());
    expect(visits.length).toBeGreaterThanOrEqual(20);

    await context.setOffline(true);
    for (const visit of visits) {
      await page.goto(visit.url);
      await sayOffline(context, page);
      await expectReadsOffline(page, visit);
    }
    mkdirSync('test-results/screenshots', { recursive: true });

    // The detail again, offline.
    await page.goto(`${baseUrl}/savings?tab=all_transactions`);
    await sayOffline(context, page);
    const again = txnButtons().filter({ hasText: txnName }).first();
    await expect.poll(() => again.isVisible(), { timeout: 15_000 }).toBe(true);
    await again.click();
    await expect.poll(() => detail.getByText(AMOUNT).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await detail.getByRole('button', { name: /^(Retry|Try again)$/ }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/screenshots/offline-txn-detail-390x844.png' });

    // News with its pictures: the thumbnails come from the worker's image cache.
    await page.goto(`${baseUrl}/news`);
    await sayOffline(context, page);
    const picture = page.locator('article img').first();
    await expect.poll(() => picture.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(imagesOnline).toContain('kosh-images-v12');
    await page.screenshot({ path: 'test-results/screenshots/offline-news-390x844.png' });
  });

  it('a screen whose saved copy never landed still reads offline, from the worker’s cache', async () => {
    const { context, page } = await launch();
    await openControlled(page);
    await page.goto(`${baseUrl}/insta-cash`);
    await expect.poll(() => page.getByText(AMOUNT).first().isVisible(), { timeout: 20_000 }).toBe(true);
    const title = (await heading(page).textContent()) ?? '';
    await settle(page);
    // A customer who left before the throttled save (or whose save died with the page): the
    // persisted cache holds nothing. Offline first, so nothing refetches and re-saves meanwhile.
    await context.setOffline(true);
    await settle(page);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('kosh');
          open.onerror = () => reject(open.error ?? new Error('open failed'));
          open.onsuccess = () => {
            const remove = open.result
              .transaction('queryCache', 'readwrite')
              .objectStore('queryCache')
              .clear();
            remove.onsuccess = () => {
              open.result.close();
              resolve();
            };
            remove.onerror = () => reject(remove.error ?? new Error('clear failed'));
          };
        }),
    );
    expect(await idbRows(page, 'queryCache')).toEqual([]);
    await page.goto(`${baseUrl}/insta-cash`);
    await sayOffline(context, page);
    await expectReadsOffline(page, { url: page.url(), title, amount: true });
  });

  it('a rolling period seen one day reads offline the next, from the days it held', async () => {
    const { context, page } = await launch();
    // The 15th and the 16th of this month at noon in India: "This month" is the 1st to that day.
    const at = (day: number) => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day, 6, 30));
    };
    await page.clock.setFixedTime(at(15));
    // No session replay here: the SDK takes its timers from a throwaway iframe, which Playwright's
    // clock fakes with a clock of its own. Its timer ids then repeat the page's, and its
    // clearTimeout on the page cancelled the app's own timer (the cache's save, which the settle
    // below waits for) in the one run in four that draws a replay. A browser keys timers by the
    // window they are set on, so the app never meets this.
    await page.addInitScript(() => {
      (window as Window & { __koshReplayDraw?: number }).__koshReplayDraw = 0.99;
    });
    await openControlled(page);
    const insights = `${baseUrl}/savings?selected-pill=expense_analytics&range=this_month`;
    await page.goto(insights);
    await expect.poll(() => page.getByText(AMOUNT).first().isVisible(), { timeout: 20_000 }).toBe(true);
    const title = (await heading(page).textContent()) ?? '';
    await settle(page);

    await context.setOffline(true);
    await page.clock.setFixedTime(at(16));
    await page.goto(insights);
    await sayOffline(context, page);
    await expectReadsOffline(page, { url: insights, title, amount: true }, { fixedClock: true });
    // Named by the days the figures hold (to the 15th), not the days asked for (to the 16th).
    const spent = page.getByRole('region', { name: /^Spent in 1 \w+ \d{4} – 15 \w+ \d{4}$/ });
    await expect.poll(() => spent.isVisible(), { timeout: 10_000 }).toBe(true);
    await spent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/offline-rolling-period-390x844.png' });
  });

  it('moves between visited areas offline; a never-visited one says it needs a connection once', async () => {
    const { context, page } = await launch();
    await openControlled(page);
    for (const path of ['/savings', '/equity']) {
      await page.goto(`${baseUrl}${path}`);
      await expect.poll(() => page.getByText(AMOUNT).first().isVisible(), { timeout: 20_000 }).toBe(true);
      await settle(page);
    }
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => heading(page).textContent()).toMatch(/, Aarav$/);

    await context.setOffline(true);
    await expect.poll(() => offlineBanner(page).isVisible()).toBe(true);
    const areas = page.getByRole('region', { name: 'Your money' });
    // Inside the app, no reload: the router, the precached chunk, the cached data.
    await areas
      .getByRole('link', { name: /Savings/ })
      .first()
      .click();
    await expect.poll(() => page.getByText(AMOUNT).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => offlineBanner(page).textContent()).toMatch(/Showing data from \d{2}:\d{2}\./);
    await page.goBack();
    await areas
      .getByRole('link', { name: /^Equity/ })
      .first()
      .click();
    await expect.poll(() => page.getByText(AMOUNT).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText(NEEDS_CONNECTION).count()).toBe(0);
    await page.goBack();
    // News was never opened (home reads the cards and the credit line itself, so those screens have
    // data without a visit of their own).
    await areas.getByRole('link', { name: /^News/ }).first().click();
    await expect.poll(() => page.getByText(NEEDS_CONNECTION).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/offline-needs-connection-390x844.png' });
  });
});

/** Goes offline in the open page and marks every alert of the shown tab read. */
async function markAllReadOffline(context: BrowserContext, page: Page, tab: 'Important' | 'Others') {
  await page.goto(`${baseUrl}/alerts`);
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  const button = page.getByRole('button', { name: 'Mark all read' });
  await expect.poll(() => button.isVisible(), { timeout: 20_000 }).toBe(true);
  await settle(page);
  // The same document hears the change (no reload): no CDP emulation needed, none left behind.
  await context.setOffline(true);
  await button.click();
  // The screen changes at once; the change waits in IndexedDB.
  // Its unread count is part of the tab's name; with nothing unread the name is the tab alone.
  await expect.poll(() => page.getByRole('tab', { name: tab, exact: true }).count()).toBe(1);
  await expect.poll(() => idbRows(page, 'commands').then((rows) => rows.length)).toBe(1);
}

async function unreadOf(tab: 'important' | 'others'): Promise<number> {
  const response = await fetch(`${baseUrl}/ind-investment/api/v4/alerts?tab=${tab}`, {
    headers: { authorization: 'Bearer demo' },
  });
  const page = (await response.json()) as { unread: Record<string, number> };
  return page.unread[tab] ?? -1;
}

async function addFault(status: number): Promise<string> {
  const response = await fetch(`${baseUrl}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ match: { method: 'POST', path_prefix: READ_PATH }, fault: { status } }),
  });
  return ((await response.json()) as { id: string }).id;
}

const removeFault = (id: string) => fetch(`${baseUrl}/sandbox/faults/${id}`, { method: 'DELETE' });

describe('changes made offline', { timeout: 120_000 }, () => {
  it('logout purges the queue: nothing is sent for the next customer', async () => {
    const { context, page } = await launch();
    await openControlled(page);
    const before = await unreadOf('important');
    expect(before).toBeGreaterThan(0);
    // The server keeps failing (503): the change stays queued until the customer logs out.
    const fault = await addFault(503);
    await markAllReadOffline(context, page, 'Important');
    const queued = (await idbRows(page, 'commands')) as { id: string; userId: string }[];
    expect(queued[0]?.userId).toBe('usr_demo_0001');
    await goOnline(context, page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => idbRows(page, 'commands')).toEqual([]);
    await expect.poll(() => idbRows(page, 'queryCache')).toEqual([]);
    await removeFault(fault);
    await page.getByRole('button', { name: /Rohan Mehta/ }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toMatch(/, Rohan$/);
    const sent = readPosts.filter((post) => post.key === queued[0]?.id && post.status === 200);
    expect(sent).toEqual([]);
    expect(await unreadOf('important')).toBe(before);
  });

  it('a change the server refuses is undone on screen with a message', async () => {
    const { context, page } = await launch();
    await openControlled(page);
    const before = await unreadOf('others');
    expect(before).toBeGreaterThan(0);
    await markAllReadOffline(context, page, 'Others');
    const fault = await addFault(409);
    await goOnline(context, page);
    await expect
      .poll(() => page.getByText(/Couldn't mark these alerts read, so it was undone\./).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/offline-refused-390x844.png' });
    await removeFault(fault);
    await expect
      .poll(() => page.getByRole('tab', { name: `Others ${before} unread`, exact: true }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expect.poll(() => idbRows(page, 'commands')).toEqual([]);
    expect(await unreadOf('others')).toBe(before);
  });

  it('mark read offline, close the tab, go online: the worker sends it and it applies exactly once', async () => {
    const { context, page } = await launch();
    await openControlled(page);
    expect(await unreadOf('important')).toBeGreaterThan(0);
    await markAllReadOffline(context, page, 'Important');
    const [command] = (await idbRows(page, 'commands')) as { id: string }[];
    await expect.poll(() => backgroundSyncTags(page)).toContain('kosh-commands');
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(context.pages()).toHaveLength(0);
    expect(readPosts.filter((post) => post.key === command?.id)).toEqual([]);

    await goOnline(context, page);
    await expect
      .poll(() => readPosts.filter((post) => post.key === command?.id && post.status === 200).length, {
        timeout: 45_000,
      })
      .toBeGreaterThanOrEqual(1);
    // Applied once: any second arrival of the same key is a replay, never a second application.
    expect(
      readPosts.filter((post) => post.key === command?.id && !post.replayed && post.status === 200),
    ).toHaveLength(1);
    expect(await unreadOf('important')).toBe(0);
  });
  it('a price alert turned on offline shows at once and reaches the sandbox once when back online', async () => {
    const { context, page } = await launch();
    await openControlled(page);
    await page.goto(`${baseUrl}/equity`);
    const broker = page.getByRole('link', { name: /^Zerodha, CDSL: worth ₹/ });
    await expect.poll(() => broker.isVisible(), { timeout: 20_000 }).toBe(true);
    await broker.click();
    await page.waitForURL((url) => url.pathname.startsWith('/equity/broker/'));
    const turnOn = page.getByRole('button', { name: 'Turn on price alerts' });
    const turnOff = page.getByRole('button', { name: 'Turn off price alerts' });
    await expect.poll(() => turnOn.or(turnOff).first().isVisible(), { timeout: 20_000 }).toBe(true);
    const wasOn = await turnOff.isVisible();
    await settle(page);

    await context.setOffline(true);
    await (wasOn ? turnOff : turnOn).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: wasOn ? 'Turn off alerts' : 'Turn on alerts' })
      .click();
    // The switch moves at once, and the change waits in IndexedDB.
    await expect.poll(() => (wasOn ? turnOn : turnOff).isVisible(), { timeout: 10_000 }).toBe(true);
    const [command] = (await idbRows(page, 'commands')) as { id: string; url: string }[];
    expect(command?.url).toContain(ALERT_SWITCH_PATH);
    expect(alertSwitchPosts.filter((post) => post.key === command?.id)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/offline-price-alert-390x844.png' });

    await goOnline(context, page);
    await expect
      .poll(() => alertSwitchPosts.filter((post) => post.key === command?.id && post.status === 200).length, {
        timeout: 45_000,
      })
      .toBeGreaterThanOrEqual(1);
    expect(
      alertSwitchPosts.filter((post) => post.key === command?.id && !post.replayed && post.status === 200),
    ).toHaveLength(1);
    await expect.poll(() => idbRows(page, 'commands')).toEqual([]);
    const brokers = (await (
      await fetch(`${baseUrl}/stocks-widget/in-stocks/broker-details`, {
        headers: { authorization: 'Bearer demo' },
      })
    ).json()) as {
      brokers: { broker_name: string; depository: string; tracking: { price_alerts_enabled: boolean } }[];
    };
    const zerodha = brokers.brokers.find((b) => b.broker_name === 'Zerodha' && b.depository === 'CDSL');
    expect(zerodha?.tracking.price_alerts_enabled).toBe(!wasOn);
  });

  it('Gmail tracking switched offline shows at once and reaches the sandbox once when back online', async () => {
    const { context, page } = await launch();
    await openControlled(page);
    await page.goto(`${baseUrl}/equity`);
    const broker = page.getByRole('link', { name: /^Zerodha, CDSL: worth ₹/ });
    await expect.poll(() => broker.isVisible(), { timeout: 20_000 }).toBe(true);
    await broker.click();
    await page.waitForURL((url) => url.pathname.startsWith('/equity/broker/'));
    const turnOn = page.getByRole('button', { name: 'Turn on Gmail tracking' });
    const stop = page.getByRole('button', { name: 'Stop Gmail and statement tracking' });
    await expect.poll(() => turnOn.or(stop).first().isVisible(), { timeout: 20_000 }).toBe(true);
    const wasOn = await stop.isVisible();
    await settle(page);

    await context.setOffline(true);
    await (wasOn ? stop : turnOn).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: wasOn ? 'Stop tracking' : 'Allow Gmail tracking' })
      .click();
    // The switch moves at once, and the change waits in IndexedDB, unsent.
    await expect.poll(() => (wasOn ? turnOn : stop).isVisible(), { timeout: 10_000 }).toBe(true);
    const [command] = (await idbRows(page, 'commands')) as { id: string; url: string }[];
    expect(command?.url).toMatch(/\/(gmail-enable|revoke-non-aa-tracking)$/);
    expect(gmailPosts.filter((post) => post.key === command?.id)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/offline-gmail-tracking-390x844.png' });

    await goOnline(context, page);
    await expect
      .poll(() => gmailPosts.filter((post) => post.key === command?.id && post.status === 200).length, {
        timeout: 45_000,
      })
      .toBeGreaterThanOrEqual(1);
    // Applied once: a second arrival of the same key would be a replay.
    expect(
      gmailPosts.filter((post) => post.key === command?.id && !post.replayed && post.status === 200),
    ).toHaveLength(1);
    await expect.poll(() => idbRows(page, 'commands')).toEqual([]);
    const brokers = (await (
      await fetch(`${baseUrl}/stocks-widget/in-stocks/broker-details`, {
        headers: { authorization: 'Bearer demo' },
      })
    ).json()) as {
      brokers: { broker_name: string; depository: string; tracking: { gmail_enabled: boolean } }[];
    };
    const zerodha = brokers.brokers.find((b) => b.broker_name === 'Zerodha' && b.depository === 'CDSL');
    expect(zerodha?.tracking.gmail_enabled).toBe(!wasOn);
  });

  it('"notify me" for an unsupported bank asked offline is kept and reaches the sandbox once', async () => {
    const { context, page } = await launch();
    await openControlled(page);
    const bank = `Offline Co-op Bank ${Date.now()}`;
    await page.goto(`${baseUrl}/account-aggregator/onboarding/unsupported-banks`);
    const name = page.getByRole('textbox', { name: 'Your bank’s name' });
    await expect.poll(() => name.isVisible(), { timeout: 20_000 }).toBe(true);
    await settle(page);

    await context.setOffline(true);
    await name.fill(bank);
    await page.getByRole('button', { name: 'Notify me when my bank is added' }).click();
    // Said at once: kept on this device until the network is back.
    await expect
      .poll(() => page.getByText(/^Saved on this device/).isVisible(), { timeout: 10_000 })
      .toBe(true);
    const [command] = (await idbRows(page, 'commands')) as { id: string; url: string }[];
    expect(command?.url).toContain(NOTIFY_PATH);
    expect(notifyPosts.filter((post) => post.key === command?.id)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/offline-notify-me-390x844.png' });

    await goOnline(context, page);
    await expect
      .poll(() => notifyPosts.filter((post) => post.key === command?.id && post.status === 200).length, {
        timeout: 45_000,
      })
      .toBeGreaterThanOrEqual(1);
    expect(
      notifyPosts.filter((post) => post.key === command?.id && !post.replayed && post.status === 200),
    ).toHaveLength(1);
    await expect.poll(() => idbRows(page, 'commands')).toEqual([]);
    // The wish is stored at the sandbox: asking again (a new request) finds it there.
    const again = await fetch(`${baseUrl}${NOTIFY_PATH}`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer demo',
        'content-type': 'application/json',
        'idempotency-key': `check-${Date.now()}`,
      },
      body: JSON.stringify({ reason: 'BANK_UNSUPPORTED', bank_name: bank }),
    });
    expect(((await again.json()) as { status: string }).status).toBe('ALREADY_SUBSCRIBED');
  });
});

describe('preferences chosen offline', { timeout: 120_000 }, () => {
  it('a tab and a news filter chosen offline are kept across an offline reload', async () => {
    const { context, page } = await launch();
    await openControlled(page);
    for (const path of ['/banks', '/news']) {
      await page.goto(`${baseUrl}${path}`);
      await expect.poll(() => heading(page).isVisible(), { timeout: 20_000 }).toBe(true);
      await settle(page);
    }
    await context.setOffline(true);
    await page.goto(`${baseUrl}/banks`);
    await sayOffline(context, page);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.goto(`${baseUrl}/news`);
    await sayOffline(context, page);
    await page.getByRole('button', { name: 'US Stocks' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'US Stocks' }).getAttribute('aria-pressed'))
      .toBe('true');

    // Each screen opened again by its bare address: the device remembers the choice.
    await page.goto(`${baseUrl}/banks`);
    await sayOffline(context, page);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Analytics' }).getAttribute('aria-selected'), {
        timeout: 15_000,
      })
      .toBe('true');
    await page.goto(`${baseUrl}/news`);
    await sayOffline(context, page);
    await expect
      .poll(() => page.getByRole('button', { name: 'US Stocks' }).getAttribute('aria-pressed'), {
        timeout: 15_000,
      })
      .toBe('true');
  });
});

describe('money never moves offline', { timeout: 120_000 }, () => {
  /** Money POSTs: a withdrawal, a bill payment, a repayment. */
  const MONEY = /\/(withdrawals|payments|repay)/;
  const moneyPosts = () => allPosts.filter((path) => MONEY.test(path));

  it('a withdrawal and a bill payment offline say they need a connection and nothing is queued', async () => {
    const { context, page } = await launch();
    await openControlled(page);
    const before = moneyPosts().length;

    await page.goto(`${baseUrl}/insta-cash`);
    await page.getByRole('link', { name: 'Get instant cash' }).click();
    await page.getByLabel('Amount').fill('25,000');
    await page.getByRole('button', { name: /^6 months/ }).click();
    await page.getByRole('button', { name: 'Continue with ₹25,000.00' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await expect.poll(() => confirm.isVisible(), { timeout: 20_000 }).toBe(true);
    await context.setOffline(true);
    // (The banner is behind the modal dialog, hidden from the accessibility tree meanwhile.)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await confirm.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect
      .poll(() => page.getByText(/^You're offline\. Connect to the internet to /).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/offline-withdrawal-390x844.png' });

    await goOnline(context, page);
    await page.goto(`${baseUrl}/credit-cards?tab=bill-payment`);
    await page.getByRole('button', { name: 'Pay bill: HDFC Bank Regalia Gold' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay HDFC Bank Regalia Gold' });
    await pay.getByRole('radio', { name: /^Minimum due/ }).check();
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    // The dialog's pay button itself says why it cannot be pressed.
    const connect = pay.getByRole('button', { name: 'Connect to the internet to pay' });
    await expect.poll(() => connect.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await connect.isDisabled()).toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/offline-pay-bill-390x844.png' });
    // Still on Kosh: no payment page was opened.
    expect(new URL(page.url()).origin).toBe(baseUrl);

    // Nothing waits to be sent, and back online nothing goes by itself.
    expect(await idbRows(page, 'commands')).toEqual([]);
    await goOnline(context, page);
    await expect.poll(() => offlineBanner(page).isVisible(), { timeout: 15_000 }).toBe(false);
    await settle(page);
    expect(await idbRows(page, 'commands')).toEqual([]);
    expect(moneyPosts().length).toBe(before);
  });
});
