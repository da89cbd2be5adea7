import { mkdirSync } from 'node:fs';

import type { Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { SERVICE_ROOTS } from '@/config/service-roots';

import { openSession, PHONE, type Session } from './support/browser';

const USER_BASIC = `${SERVICE_ROOTS.user}/user/basic`;
/** Collectors of our own telemetry: not calls of the provider's API through `request()`. */
const COLLECTORS = [
  '/frontend-webview/api/',
  '/tracking-service/onboard/user-events',
  '/api/client-json-logger',
  '/analytics/',
  '/sentry/',
];

/** Waits that include loading the app (two cores shared with other runs: give them room). */
const LOAD = { timeout: 10_000 };

let session: Session | null = null;
afterEach(async () => {
  if (session !== null) await fetch(`${session.baseUrl}/sandbox/faults`, { method: 'DELETE' });
  await session?.close();
  session = null;
});

/** A rule of the sandbox's fault injection (docs/sandbox.md), for every request it matches. */
async function injectFault(baseUrl: string, rule: object): Promise<void> {
  const res = await fetch(`${baseUrl}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.status).toBe(201);
}

/** Calls of the provider's API the page makes (not the app's files, not our collectors). */
function apiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const api = Object.values(SERVICE_ROOTS).some((root) => pathname.startsWith(`${root}/`));
    if (api && !COLLECTORS.some((prefix) => pathname.startsWith(prefix))) calls.push(request);
  });
  return calls;
}

function greeting(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

describe('the bearer token', () => {
  it.each([
    ['?token=demo', '/'],
    ['?authorization=Bearer%20demo&tab=2', '/?tab=2'],
  ])('%s signs in, leaves the address bar as %s, and never reaches the history', async (query, left) => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    const before = await page.evaluate(() => history.length);
    await page.goto(`${baseUrl}/${query}`);
    await expect.poll(() => greeting(page).textContent(), LOAD).toMatch(/, Aarav$/);
    expect(page.url()).toBe(`${baseUrl}${left}`);
    // replaceState, not a push: no entry with the token is left for Back to bring back.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    expect(await page.evaluate(() => location.href)).not.toMatch(/demo/);
  });

  it('goes with every API call as Authorization: Bearer demo, each with its own request id', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    const calls = apiCalls(page);
    await page.goto(`${baseUrl}/?token=demo`);
    await expect.poll(() => greeting(page).textContent(), LOAD).toMatch(/, Aarav$/);
    // A reload without the persisted cache (so the user is asked for again) and a second screen:
    // more than one call to compare.
    await page.evaluate(ageSavedCache, Number.POSITIVE_INFINITY);
    await page.reload();
    await expect.poll(() => greeting(page).textContent(), LOAD).toMatch(/, Aarav$/);
    await page.goto(`${baseUrl}/news`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), LOAD).toBe(true);
    // Not 'networkidle': telemetry and live screens keep the network busy. Waits for the calls.
    await expect.poll(() => calls.length, LOAD).toBeGreaterThanOrEqual(2);
    const headers = await Promise.all(calls.map((call) => call.allHeaders()));
    for (const sent of headers) {
      expect(sent['authorization']).toBe('Bearer demo');
      expect(sent['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const ids = headers.map((sent) => sent['x-request-id']);
    expect(new Set(ids).size).toBe(ids.length);
    // No call ever carries the token in its URL.
    for (const call of calls) expect(call.url()).not.toMatch(/token=|authorization=/i);
  });
});

describe('a 401 on plain web', () => {
  it('clears the token and goes to the provider login with the path and query to return to', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    // The token is valid; the sandbox's fault injection answers the next user call 401.
    await injectFault(baseUrl, { match: { path_prefix: USER_BASIC }, fault: { status: 401 }, count: 1 });
    await page.goto(`${baseUrl}/?token=demo&tab=2&pill=analytics`);

    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('return_to')).toBe('/?tab=2&pill=analytics');
    expect(page.url()).not.toContain('demo');
    const stored = await page.evaluate(async () => ({
      // The token's one place at rest (IndexedDB kosh-session) and its fingerprint in localStorage.
      token: await new Promise<unknown>((resolve) => {
        const open = indexedDB.open('kosh-session');
        open.onerror = () => resolve('unreadable');
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
            resolve(read.result ?? null);
          };
        };
      }),
      key: localStorage.getItem('kosh.session.key'),
      legacy: localStorage.getItem('kosh.auth'),
      cache: localStorage.getItem('kosh.query-cache'),
    }));
    expect(stored).toEqual({ token: null, key: null, legacy: null, cache: null });
  });
});

/**
 * In the page: makes every query of the persisted cache `byMs` older (Infinity: deletes the row)
 * and answers the row as JSON ('' while there is none). Raw IndexedDB: the page's Dexie is not reachable from a test.
 */
function ageSavedCache(byMs: number): Promise<string> {
  type Saved = { client: { clientState: { queries: { state: { dataUpdatedAt: number } }[] } } };
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('kosh');
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('queryCache')) {
        db.close();
        resolve('');
        return;
      }
      const store = db.transaction('queryCache', 'readwrite').objectStore('queryCache');
      const read = store.get('client');
      read.onsuccess = () => {
        const row = read.result as Saved | undefined;
        if (row === undefined) {
          db.close();
          resolve('');
          return;
        }
        for (const query of row.client.clientState.queries) query.state.dataUpdatedAt -= byMs;
        if (byMs === Number.POSITIVE_INFINITY) store.delete('client');
        else if (byMs !== 0) store.put(row);
        store.transaction.oncomplete = () => {
          db.close();
          resolve(JSON.stringify(row));
        };
      };
    };
  });
}

describe('the persisted data cache', () => {
  it('paints the last greeting name on a reload while the user call is still on its way', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);
    await expect.poll(() => greeting(page).textContent(), LOAD).toMatch(/, Aarav$/);
    // The persisted cache is one row of the IndexedDB table `queryCache`.
    await expect.poll(() => page.evaluate(ageSavedCache, 0), LOAD).toContain('Aarav');

    // Make the saved answer older than the 5-minute stale time, so the reload must ask again,
    // and hold that call at the sandbox for 8 s.
    await page.evaluate(ageSavedCache, 10 * 60_000);
    await injectFault(baseUrl, {
      match: { path_prefix: USER_BASIC },
      fault: { latency_ms: 8_000 },
      count: 1,
    });
    const calls = apiCalls(page);
    let answered = false;
    page.on('requestfinished', (request) => {
      if (request.url().includes(USER_BASIC)) answered = true;
    });

    await page.reload();
    await expect.poll(() => greeting(page).textContent(), { timeout: 6_000 }).toMatch(/, Aarav$/);
    await expect.poll(() => calls.some((call) => call.url().includes(USER_BASIC)), LOAD).toBe(true);
    expect(answered).toBe(false);
    mkdirSync('test-results/screenshots', { recursive: true });
    await page.screenshot({ path: 'test-results/screenshots/platform-reload-persisted.png' });
    await expect.poll(() => answered, { timeout: 15_000 }).toBe(true);
  });
});

// Needs the test-only harness screen: a build with VITE_TEST_HOOKS=true (docs/native-bridge.md).
describe('the query cache', () => {
  it('sends one request when two components ask for the same key', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    const calls = apiCalls(page);
    // Slow enough that both readers are mounted while the first call is in flight.
    await injectFault(baseUrl, { match: { path_prefix: USER_BASIC }, fault: { latency_ms: 800 }, count: 5 });
    await page.goto(`${baseUrl}/__harness/native/dedupe?token=demo`);
    const loaded = LOAD;
    await expect.poll(() => page.getByText('First reader: Aarav Sharma').isVisible(), loaded).toBe(true);
    await expect.poll(() => page.getByText('Second reader: Aarav Sharma').isVisible(), loaded).toBe(true);
    // Both painted from one answer. The readers mount together, so a second request, if there
    // were one, would have left at mount: 800 ms before the answer that painted them.
    expect(calls.filter((call) => call.url().includes(USER_BASIC))).toHaveLength(1);
  });
});
