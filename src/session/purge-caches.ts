/**
 * Emptying Cache Storage of everything that could hold a customer's answers (logout, 401, a change
 * of customer): the per-user API caches `kosh-api-v<n>-u<hash>` and the news feed `kosh-news-v<n>`.
 * The shell and image caches hold nothing personal and stay. The page deletes them itself, so the
 * purge does not depend on a worker controlling it (a first visit, a hard reload, a blocked worker),
 * and it tells the worker first, which drops every answer still in flight and deletes the caches
 * and their expiration records once the write under way, if any, is done (sw/user-cache-writes.ts).
 * Same names as sw/cache-names.ts (the worker's side of the contract).
 */

/** The message the service worker answers by deleting the per-user API caches. */
const PURGE_USER_DATA = 'PURGE_USER_DATA';

/** Caches a logout empties: per-user API answers and the news feed, of any worker version. */
const PURGED_CACHE = /^kosh-(?:api-v\d+-u[0-9a-f]+|news-v\d+)$/;

/**
 * How long a purge waits for the worker's answer before going on without it. The worker answers
 * once its deletion is done, after at most the one write under way; only a worker that cannot run
 * at all takes this long, and then nothing of it writes either.
 */
const WORKER_REPLY_TIMEOUT_MS = 5000;

/** The worker to tell: the one controlling this page, else the registration's active one. */
async function activeWorker(): Promise<ServiceWorker | null> {
  // Absent in iOS webviews outside App-Bound Domains and in insecure contexts.
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (container === undefined) return null;
  if (container.controller) return container.controller;
  const registration = await container.getRegistration();
  return registration?.active ?? null;
}

/** Posts the purge and waits for `USER_DATA_PURGED` (or the time limit). Never rejects. */
async function tellWorker(): Promise<void> {
  try {
    const worker = await activeWorker();
    if (worker === null) return;
    const channel = new MessageChannel();
    const answered = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, WORKER_REPLY_TIMEOUT_MS);
      channel.port1.onmessage = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    worker.postMessage({ type: PURGE_USER_DATA }, [channel.port2]);
    await answered;
    channel.port1.close();
  } catch (error) {
    console.warn('Could not ask the service worker to purge user data', error);
  }
}

/** Deletes the caches matching {@link PURGED_CACHE} from the page. Never rejects. */
async function deleteFromPage(): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const names = (await caches.keys()).filter((name) => PURGED_CACHE.test(name));
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch (error) {
    console.warn('Could not delete the cached API answers', error);
  }
}

/**
 * Resolves once the worker has answered (or its time limit passed) and then the page has deleted
 * what is left. In that order: deleted first by the page, a cache the worker was still writing
 * came back, and the worker, not finding it, kept its expiration records. Never rejects.
 */
export async function purgeCachedAnswers(): Promise<void> {
  await tellWorker();
  await deleteFromPage();
}
