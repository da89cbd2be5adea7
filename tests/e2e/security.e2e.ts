/**
 * What an attacker, or a second customer on the same phone, would try: a token for someone else
 * arriving while a customer is signed in, a link that swaps the session, a Log out that leaves a
 * token in a cache, a token spelled `TOKEN`, a page that opens Kosh and later moves it, and framing
 * from the main site and from anywhere else. Chromium against the built app on the sandbox.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { openSession, type Session } from './support/browser';
import { installFakeHost } from './support/fake-hosts';
import { heading, OTP, resetNewbie, seeText, startWith, typeOtp } from './support/linking';

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

const FOREIGN = 'https://evil.example';

const greeting = (page: Page | Frame) => page.getByRole('heading', { level: 1 }).first();

async function greetsAs(page: Page | Frame, name: string): Promise<void> {
  await expect
    .poll(() => greeting(page).textContent(), { timeout: 15_000 })
    .toMatch(new RegExp(`, ${name}$`));
}

/** Waits for the worker and reloads once, so the page and its API calls go through it. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

type CachedEntry = { cache: string; url: string; authorization: string | null; body: string };

/** Every entry of Cache Storage but the shell's precache: its key's Authorization header and body. */
async function cachedEntries(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith('kosh-precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({
          cache: name,
          url: request.url,
          authorization: request.headers.get('authorization'),
          body: response === undefined ? '' : await response.clone().text(),
        });
      }
    }
    return entries;
  });
}

/** Row counts of the personal IndexedDB tables. */
async function personalRows(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('kosh');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const names = ['linking', 'identity', 'redirection'].filter((n) => db.objectStoreNames.contains(n));
          const counts: Record<string, number> = {};
          const tx = db.transaction(names, 'readonly');
          for (const name of names) {
            const count = tx.objectStore(name).count();
            count.onsuccess = () => (counts[name] = count.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
  );
}

/**
 * Everywhere on the device a script can look where `secret` is kept: localStorage, sessionStorage,
 * cookies, every row of every IndexedDB database (by database and store) and every Cache Storage
 * entry (its key's URL and headers, and the body). Raw APIs, no app code.
 */
async function placesHolding(page: Page, secret: string): Promise<string[]> {
  return page.evaluate(async (needle) => {
    const found: string[] = [];
    const look = (where: string, text: string) => {
      if (text.includes(needle)) found.push(where);
    };
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        look(`${name} ${key}`, `${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    look('cookies', document.cookie);
    for (const info of await indexedDB.databases()) {
      if (info.name === undefined) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const read = db.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => resolve(read.result as unknown[]);
          read.onerror = () => reject(read.error ?? new Error('getAll failed'));
        });
        // Binary values (the PAN's ciphertext) are read as text too.
        const text = JSON.stringify(rows, (_key, value: unknown) =>
          value instanceof ArrayBuffer || ArrayBuffer.isView(value) ? new TextDecoder().decode(value) : value,
        );
        look(`IndexedDB ${info.name}/${store}`, text);
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const headers = JSON.stringify([...request.headers.entries()]);
        const body = response === undefined ? '' : await response.clone().text();
        look(`Cache Storage ${name}`, `${request.url} ${headers} ${body}`);
      }
    }
    return found;
  }, secret);
}

/** The session's stored token (IndexedDB `kosh-session`), read without app code. */
async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('kosh-session');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('session')) {
            db.close();
            resolve(null);
            return;
          }
          const read = db.transaction('session').objectStore('session').get('current');
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { authorization?: string } | undefined)?.authorization ?? null);
          };
        };
      }),
  );
}

/** The token's one place at rest. */
const TOKEN_STORE = ['IndexedDB kosh-session/session'];

const switchDialog = (page: Page) => page.getByRole('dialog', { name: 'Switch account?' });

describe('a token for another customer', () => {
  it('after a linking journey, a PAN and a warm cache: Switch leaves nothing of the first customer', async () => {
    session = await openSession();
    const { page, baseUrl } = session;
    // Other journeys link HDFC for newbie on the shared sandbox: back to nothing linked first.
    await resetNewbie(baseUrl);
    // The product's old key: migrated into IndexedDB (encrypted) on start.
    await page.goto(`${baseUrl}/sandbox/health`);
    await page.evaluate(() => localStorage.setItem('panNumber', 'ABCPN1234K'));
    await page.goto(`${baseUrl}/account-aggregator/onboarding?flow_type=savings&token=newbie`);
    await heading(page, /./);
    await controlled(page);
    await startWith(page, ['HDFC Bank']);
    await typeOtp(page, /OTP from Finvu/, OTP);
    await heading(page, /Link your HDFC Bank accounts/);
    await page.goto(`${baseUrl}/account-aggregator/onboarding?flow_type=savings`);
    await seeText(page, 'Finish linking HDFC Bank');
    const before = await personalRows(page);
    expect(before['linking']).toBeGreaterThan(0);
    expect(before['identity']).toBeGreaterThan(0);
    const warm = await cachedEntries(page);
    expect(warm.some((entry) => entry.body.includes('Priya'))).toBe(true);

    // The same browser, no logout: how a user change arrives.
    await page.goto(`${baseUrl}/account-aggregator/onboarding?flow_type=savings&token=other`);
    const dialog = switchDialog(page);
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await dialog.textContent()).toMatch(/signed in as Priya Nair.*signs in Rohan Mehta/);
    // Nothing of the app rendered behind the question.
    expect(await page.getByText('Finish linking HDFC Bank').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Switch account' }).click();

    await heading(page, /./);
    await expect
      .poll(() => page.getByRole('button', { name: /get started|link more/i }).isVisible())
      .toBe(true);
    expect(await page.getByText(/Finish linking HDFC Bank/).count()).toBe(0);
    expect(await personalRows(page)).toEqual({ linking: 0, identity: 0, redirection: 0 });
    const after = await cachedEntries(page);
    expect(after.filter((entry) => /Priya|XXXXXX6780|usr_newbie/.test(entry.body))).toEqual([]);
    expect(after.filter((entry) => entry.authorization !== null)).toEqual([]);
    expect(await storedToken(page)).toBe('Bearer other');
    expect(await placesHolding(page, 'Bearer other')).toEqual(TOKEN_STORE);
    expect(await placesHolding(page, 'Bearer newbie')).toEqual([]);
    expect(page.url()).not.toMatch(/token/i);
  });

  it('a session-swap link asks first: Stay keeps the customer, Switch changes it, other tabs follow', async () => {
    session = await openSession();
    const { page, context, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);
    await greetsAs(page, 'Aarav');
    const otherTab = await context.newPage();
    await otherTab.goto(`${baseUrl}/`);
    await greetsAs(otherTab, 'Aarav');

    const link = `${baseUrl}/account-aggregator/onboarding?token=other`;
    await page.goto(link);
    await expect.poll(() => switchDialog(page).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await heading(page, /./);
    expect(page.url()).toBe(`${baseUrl}/account-aggregator/onboarding`);
    expect(await storedToken(page)).toBe('Bearer demo');
    await page.goto(`${baseUrl}/`);
    await greetsAs(page, 'Aarav');

    await page.goto(link);
    await expect.poll(() => switchDialog(page).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Switch account' }).click();
    await heading(page, /./);
    expect(await storedToken(page)).toBe('Bearer other');
    await page.goto(`${baseUrl}/`);
    await greetsAs(page, 'Rohan');
    // The tab left open shows the new customer (after a reload of its own), never Aarav under Rohan.
    await greetsAs(otherTab, 'Rohan');
  });

  it('a token that signs nobody in is dropped without a question', async () => {
    session = await openSession();
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);
    await greetsAs(page, 'Aarav');
    await page.goto(`${baseUrl}/?token=forged`);
    await greetsAs(page, 'Aarav');
    expect(await switchDialog(page).count()).toBe(0);
    expect(page.url()).toBe(`${baseUrl}/`);
  });

  it('inside the native app the host is trusted: the switch goes straight through, with the purge', async () => {
    session = await openSession();
    const { page, context, baseUrl } = session;
    await installFakeHost(context, { platform: 'android', appVersion: '9.9.9' });
    await page.goto(`${baseUrl}/?token=demo`);
    await greetsAs(page, 'Aarav');
    await page.goto(`${baseUrl}/?token=other`);
    await greetsAs(page, 'Rohan');
    expect(await switchDialog(page).count()).toBe(0);
  });
});

describe('the token in the address bar', () => {
  it.each([
    ['/?TOKEN=demo&tab=1', '/?tab=1'],
    ['/?%74oken=demo', '/'],
    ['/?Authorization=Bearer%20demo&x=1', '/?x=1'],
    ['/news?tOkEn=somebody-else', '/news'],
  ])('%s leaves the address bar as %s', async (path, left) => {
    session = await openSession();
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}${path}`);
    await heading(page, /./);
    expect(page.url()).toBe(`${baseUrl}${left}`);
  });
});

describe('Cache Storage and Log out', () => {
  it('no cached request carries the token; Log out after news leaves no authenticated answer', async () => {
    session = await openSession();
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/news?token=demo`);
    await controlled(page);
    // The reload painted the first filter from the persisted query cache; another filter is fetched
    // through the worker, into the shared news cache.
    await page.goto(`${baseUrl}/news?filter=us_stocks`);
    await expect
      .poll(async () => (await cachedEntries(page)).some((e) => e.cache.startsWith('kosh-news')))
      .toBe(true);
    await page.goto(`${baseUrl}/?token=demo`);
    await greetsAs(page, 'Aarav');
    const signedIn = await cachedEntries(page);
    expect(signedIn.length).toBeGreaterThan(1);
    expect(signedIn.filter((entry) => entry.authorization !== null)).toEqual([]);
    // Signed in, the token is at rest in one place only.
    expect(await placesHolding(page, 'Bearer demo')).toEqual(TOKEN_STORE);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    const names = await page.evaluate(() => caches.keys());
    expect(names.filter((name) => /^kosh-(api|news)-/.test(name))).toEqual([]);
    expect(
      (await cachedEntries(page)).filter((e) => e.authorization !== null || /Aarav/.test(e.body)),
    ).toEqual([]);
    // No token anywhere on the device.
    expect(await placesHolding(page, 'Bearer demo')).toEqual([]);
  });
});

/** A rule of the sandbox's fault injection (docs/sandbox.md); removed after each test. */
async function injectFault(baseUrl: string, rule: object): Promise<void> {
  const res = await fetch(`${baseUrl}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.status).toBe(201);
}

const ALERTS = '/ind-investment/api/v4/alerts';

/** How many of `token`'s Important alerts are unread, asked of the sandbox directly. */
async function unreadImportant(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}${ALERTS}?tab=important`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const page = (await response.json()) as { unread: Record<string, number> };
  return page.unread['important'] ?? -1;
}

/** The raw rows of the offline command queue (read without app code). */
async function queuedCommands(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('kosh');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('commands')) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction('commands').objectStore('commands').getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result as unknown[]);
          };
        };
      }),
  );
}

describe('the token at rest: one place, and gone with the session', () => {
  afterEach(async () => {
    await fetch(`${inject('baseUrl')}/sandbox/faults`, { method: 'DELETE' });
  });

  it('a 401 leaves no token anywhere on the device', async () => {
    session = await openSession();
    const { page, baseUrl } = session;
    // A token the gateway does not know: signed in at once (nobody was), refused on the first call.
    await page.goto(`${baseUrl}/?token=zz-refused-7q4k`);
    // Polled, not waitForURL: the app's own redirect may abort the navigation that is still loading.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/login');
    await expect.poll(() => placesHolding(page, 'zz-refused-7q4k')).toEqual([]);
    expect(await storedToken(page)).toBeNull();
  });

  it('a token an older version kept in localStorage moves to IndexedDB and leaves localStorage', async () => {
    session = await openSession();
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/sandbox/health`);
    await page.evaluate(() => localStorage.setItem('kosh.auth', 'Bearer demo'));
    await page.goto(`${baseUrl}/`);
    await greetsAs(page, 'Aarav');
    await expect.poll(() => placesHolding(page, 'Bearer demo')).toEqual(TOKEN_STORE);
    expect(await page.evaluate(() => localStorage.getItem('kosh.auth'))).toBeNull();
  });

  it('a change made offline waits without the token, and a change of customer never sends it', async () => {
    session = await openSession();
    const { page, context, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);
    await greetsAs(page, 'Aarav');
    await controlled(page);
    await greetsAs(page, 'Aarav');
    const demoBefore = await unreadImportant(baseUrl, 'demo');
    const otherBefore = await unreadImportant(baseUrl, 'other');
    expect(demoBefore).toBeGreaterThan(0);
    // The server keeps failing: the change stays queued while the customers change.
    await injectFault(baseUrl, {
      match: { method: 'POST', path_prefix: `${ALERTS}/read` },
      fault: { status: 503 },
    });
    await page.goto(`${baseUrl}/alerts`);
    await page.getByRole('tab', { name: /^Important/ }).click();
    const markRead = page.getByRole('button', { name: 'Mark all read' });
    await expect.poll(() => markRead.isVisible(), { timeout: 20_000 }).toBe(true);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await context.setOffline(true);
    await markRead.click();
    await expect.poll(() => queuedCommands(page).then((rows) => rows.length), { timeout: 15_000 }).toBe(1);
    // The queued row names its session by an owner key: the token stays in its one place.
    const [row] = (await queuedCommands(page)) as Record<string, unknown>[];
    expect(String(row?.['owner'])).toMatch(/^o[0-9a-z]+$/);
    expect(row).not.toHaveProperty('auth');
    expect(await placesHolding(page, 'Bearer demo')).toEqual(TOKEN_STORE);
    await context.setOffline(false);

    // Another customer arrives; Switch purges the queue with the rest.
    await page.goto(`${baseUrl}/?token=other`);
    await expect.poll(() => switchDialog(page).isVisible(), { timeout: 15_000 }).toBe(true);
    await switchDialog(page).getByRole('button', { name: 'Switch account' }).click();
    await greetsAs(page, 'Rohan');
    await fetch(`${baseUrl}/sandbox/faults`, { method: 'DELETE' });
    expect(await queuedCommands(page)).toEqual([]);
    expect(await placesHolding(page, 'Bearer demo')).toEqual([]);
    // Rohan's session starts its sender: still nothing of Aarav's is applied, under either token.
    await page.reload();
    await greetsAs(page, 'Rohan');
    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect(await unreadImportant(baseUrl, 'demo')).toBe(demoBefore);
    expect(await unreadImportant(baseUrl, 'other')).toBe(otherBefore);
  });
});

/** A page on another origin of this machine (its own port) that frames `src`. */
async function serveForeignFramer(src: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>Framer</title><iframe title="Kosh" src="${src}"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/framer`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the browser keeps its connection alive
      }),
  };
}

/** Serves `html` as the page at `url` on the foreign origin, and counts what else is asked of it. */
async function foreignPage(context: BrowserContext, html: string): Promise<{ hits: string[] }> {
  const hits: string[] = [];
  await context.route(`${FOREIGN}/**`, (route) => {
    hits.push(new URL(route.request().url()).pathname);
    return route.fulfill({ contentType: 'text/html', body: html });
  });
  return { hits };
}

describe('other pages', () => {
  it('a page that opens Kosh gets no handle on it (COOP): no opener, no navigation of the Kosh tab', async () => {
    session = await openSession();
    const { page, context, baseUrl } = session;
    const foreign = await foreignPage(context, '<!doctype html><title>Offer</title><h1>Offer</h1>');
    await page.goto(`${FOREIGN}/offer`);
    const [kosh] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => {
        (window as unknown as { kosh: Window | null }).kosh = window.open(url);
      }, `${baseUrl}/?token=demo`),
    ]);
    await greetsAs(kosh, 'Aarav');
    expect(await kosh.evaluate(() => window.opener as unknown)).toBeNull();
    // The opener's handle is severed: it reads as closed, and moving it does nothing.
    expect(await page.evaluate(() => (window as unknown as { kosh: Window }).kosh.closed)).toBe(true);
    await page.evaluate((phish) => {
      try {
        (window as unknown as { kosh: Window }).kosh.location.href = phish;
      } catch {
        // a severed handle may throw
      }
    }, `${FOREIGN}/phish`);
    await kosh.reload();
    await greetsAs(kosh, 'Aarav');
    expect(new URL(kosh.url()).origin).toBe(baseUrl);
    expect(foreign.hits).not.toContain('/phish');
  });

  it('the main site frames the app; the host is trusted, so a new customer goes straight through', async () => {
    session = await openSession();
    const { page, baseUrl } = session;
    const port = new URL(baseUrl).port;
    const mainSite = `http://127.0.0.1:${port}`;
    await page.goto(`${mainSite}/__main-site/?path=${encodeURIComponent('/?token=demo')}`);
    const frame = page.frameLocator('iframe[title="Kosh"]');
    await expect
      .poll(() => frame.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
      .toMatch(/, Aarav$/);
    await page.evaluate((src) => {
      document.querySelector('iframe')?.setAttribute('src', src);
    }, `${baseUrl}/?token=other`);
    await expect
      .poll(() => frame.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
      .toMatch(/, Rohan$/);
    expect(await frame.getByRole('dialog').count()).toBe(0);
  });

  it('any other origin is refused the frame, and the violation reaches the telemetry sink', async () => {
    session = await openSession();
    const { page, baseUrl } = session;
    // A foreign origin on this machine (another port): a public one would be stopped by Chromium's
    // private-network rules before the CSP is even read.
    const framer = await serveForeignFramer(`${baseUrl}/?token=demo`);
    try {
      await page.goto(framer.url);
      await expect
        .poll(
          () =>
            page
              .frames()
              .find((f) => f !== page.mainFrame())
              ?.url() ?? '',
          { timeout: 15_000 },
        )
        .toMatch(/^chrome-error:/);
      await expect
        .poll(async () => {
          const answer = await fetch(`${baseUrl}/sandbox/telemetry/csp-reports`);
          const { violations } = (await answer.json()) as { violations: { directive: string }[] };
          return violations.filter((v) => v.directive === 'frame-ancestors').length;
        })
        .toBeGreaterThan(0);
      // The sink keeps the report's URLs without the token the frame's URL carried.
      const answer = await fetch(`${baseUrl}/sandbox/telemetry/csp-reports`);
      expect(await answer.text()).not.toMatch(/token=/i);
    } finally {
      await framer.close();
    }
  });

  it('the stand-in main site answers on its own origin only', async () => {
    const answer = await fetch(`${inject('baseUrl')}/__main-site/`);
    expect(answer.status).toBe(404);
  });
});
