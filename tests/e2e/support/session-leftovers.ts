/**
 * What a session may leave on the device after it ended (docs/pwa.md#purge-on-logout-and-401): the
 * per-user API caches, the personal IndexedDB tables and the persisted query cache (database
 * `kosh`), the service worker's expiration records of a per-user cache (database
 * `workbox-expiration`, one row per cached URL) and the persisted cache's owner in localStorage.
 * Read in the page; a database that does not exist is not created by looking.
 */
import type { Page } from 'playwright-core';

export type Leftovers = {
  userCaches: string[];
  /** Rows per personal table of `kosh` that has any. */
  rows: Record<string, number>;
  /** Expiration records naming a per-user cache. */
  expirationRows: number;
  cacheOwner: string | null;
};

export const NOTHING_LEFT: Leftovers = { userCaches: [], rows: {}, expirationRows: 0, cacheOwner: null };

/** Per-user tables of the `kosh` database (preferences and the scrubbed telemetry outbox stay). */
const PERSONAL_TABLES = ['linking', 'identity', 'redirection', 'commands', 'queryCache'];

export function leftovers(page: Page): Promise<Leftovers> {
  return page.evaluate(async (tables) => {
    const userCache = /^kosh-api-v\d+-u[0-9a-f]+$/;
    /** Opens `name` as it is; null when it does not exist (the upgrade that would create it is aborted). */
    const open = (name: string) =>
      new Promise<IDBDatabase | null>((resolve) => {
        const request = indexedDB.open(name);
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      });
    const all = (db: IDBDatabase, store: string) =>
      new Promise<unknown[]>((resolve) => {
        const read = db.transaction(store).objectStore(store).getAll();
        read.onsuccess = () => resolve(read.result);
        read.onerror = () => resolve([]);
      });

    const rows: Record<string, number> = {};
    const kosh = await open('kosh');
    if (kosh !== null) {
      for (const table of tables) {
        if (!kosh.objectStoreNames.contains(table)) continue;
        const count = (await all(kosh, table)).length;
        if (count > 0) rows[table] = count;
      }
      kosh.close();
    }
    let expirationRows = 0;
    const expiration = await open('workbox-expiration');
    if (expiration !== null) {
      if (expiration.objectStoreNames.contains('cache-entries')) {
        const entries = (await all(expiration, 'cache-entries')) as { cacheName?: string }[];
        expirationRows = entries.filter((entry) => userCache.test(entry.cacheName ?? '')).length;
      }
      expiration.close();
    }
    return {
      userCaches: (await caches.keys()).filter((name) => userCache.test(name)),
      rows,
      expirationRows,
      cacheOwner: localStorage.getItem('kosh.query-cache.owner'),
    };
  }, PERSONAL_TABLES);
}

/**
 * From the next load of an app screen on (not the login page), while the test's flag is up, the
 * session's GETs are kept in flight through the worker, each held by the sandbox:
 * - `loops` chains of them, each answer held `heldMs`, from the page's start until it leaves;
 * - and when the page asks the worker to purge (`PURGE_USER_DATA`), a burst of `burst` more, held
 *   1, 11, 21… ms, the message going out as the first answer arrives: some reach the worker just
 *   before the purge and the rest while it runs, whatever the machine's speed.
 * Counts the answers that arrived (sessionStorage `e2e.held.answers`, it outlives the page).
 */
export async function keepAnswersInFlight(
  page: Page,
  options: { authorization: string; path: string; heldMs: number; loops: number; burst: number },
): Promise<void> {
  await page.addInitScript((o) => {
    if (sessionStorage.getItem('e2e.held') !== 'on' || location.pathname === '/login') return;
    sessionStorage.setItem('e2e.held', 'fired');
    const counted = (response: Response | null) => {
      if (response?.ok !== true) return;
      const count = Number(sessionStorage.getItem('e2e.held.answers') ?? '0');
      sessionStorage.setItem('e2e.held.answers', String(count + 1));
    };
    const held = (n: string, ms: number) =>
      fetch(`${o.path}?held=${n}`, {
        headers: { authorization: o.authorization, 'x-sandbox-fault': `latency=${ms}` },
      }).catch(() => null);

    let leaving = false;
    addEventListener('pagehide', () => (leaving = true));
    const loop = async (chain: number) => {
      for (let n = 1; !leaving; n += 1) {
        const response = await held(`${chain}.${n}`, o.heldMs);
        if (response === null) return; // no answer at all (the page leaving): nothing more to hold
        counted(response);
      }
    };
    for (let chain = 0; chain < o.loops; chain += 1) void loop(chain);

    const post = Reflect.get(ServiceWorker.prototype, 'postMessage') as (
      this: ServiceWorker,
      ...args: unknown[]
    ) => void;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      const message = args[0] as { type?: unknown } | null;
      if (message?.type !== 'PURGE_USER_DATA') return post.apply(this, args);
      const answers = Array.from({ length: o.burst }, (_, i) =>
        held(`burst.${i}`, 1 + i * 10).then((response) => {
          counted(response);
          return response;
        }),
      );
      void Promise.race(answers).then(() => post.apply(this, args));
    } as ServiceWorker['postMessage'];
  }, options);
  await page.evaluate(() => sessionStorage.setItem('e2e.held', 'on'));
}

/** How many held answers reached the page (see {@link keepAnswersInFlight}). */
export function heldAnswers(page: Page): Promise<number> {
  return page.evaluate(() => Number(sessionStorage.getItem('e2e.held.answers') ?? '0'));
}
