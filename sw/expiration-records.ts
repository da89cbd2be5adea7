/**
 * Workbox's expiration records (database `workbox-expiration`, store `cache-entries`): one row per
 * cached URL, naming its cache. The rows of a per-user cache list that customer's API calls, so a
 * purge deletes them all, whatever worker wrote them and whether their cache still exists (a page
 * may have deleted it first, a worker stopped since may have written them). Plain IndexedDB, read
 * as Workbox writes it (workbox-expiration 7, CacheTimestampsModel).
 */
import { isUserCache } from './cache-names';

const DB_NAME = 'workbox-expiration';
const STORE = 'cache-entries';

/** The database as it is, or null if there is none: looking must not create it (see below). */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME);
    // An upgrade here means the database did not exist: creating it empty, without Workbox's store,
    // would leave Workbox a database at its version it never sets up. Abort: nothing to delete.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** Deletes every record of a per-user cache (any version). Never rejects. */
export async function deleteUserExpirationRecords(): Promise<void> {
  const db = await openExisting().catch(() => null);
  if (db === null) return;
  try {
    if (!db.objectStoreNames.contains(STORE)) return;
    await new Promise<void>((resolve) => {
      const tx = db.transaction(STORE, 'readwrite');
      const cursor = tx.objectStore(STORE).openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (at === null) return;
        const { cacheName } = at.value as { cacheName?: unknown };
        if (typeof cacheName === 'string' && isUserCache(cacheName)) at.delete();
        at.continue();
      };
      tx.oncomplete = () => resolve();
      tx.onerror = () => resolve();
      tx.onabort = () => resolve();
    });
  } catch {
    // A broken database keeps its rows; the caches themselves are still deleted.
  } finally {
    db.close();
  }
}
