/**
 * The saved language, read at page start without Dexie: the entry chunk must not carry Dexie
 * (the data layer, Dexie with it, is a lazy chunk), yet the first screen must already be in the
 * customer's language. This reads the same row of the Dexie `prefs` table (`kosh` database, key
 * `language`) with plain IndexedDB; writes go through `setLanguage` in prefs.ts. Never rejects: a
 * missing database, table or row, or a broken IndexedDB, reads as "no choice".
 */
import { DB_NAME } from '../db-name';

const PREFS = 'prefs';
const LANGUAGE_KEY = 'language';

export function readSavedLanguage(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    try {
      if (factory === undefined) return resolve(undefined);
      const request = factory.open(DB_NAME);
      // No database yet: abort, so this read never creates one under Dexie's feet.
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onerror = () => resolve(undefined);
      request.onblocked = () => resolve(undefined);
      request.onsuccess = () => {
        const db = request.result;
        try {
          if (!db.objectStoreNames.contains(PREFS)) return resolve(undefined);
          const get = db.transaction(PREFS, 'readonly').objectStore(PREFS).get(LANGUAGE_KEY);
          get.onsuccess = () => {
            const value = (get.result as { value?: unknown } | undefined)?.value;
            resolve(typeof value === 'string' ? value : undefined);
          };
          get.onerror = () => resolve(undefined);
        } catch {
          resolve(undefined);
        } finally {
          db.close();
        }
      };
    } catch {
      resolve(undefined);
    }
  });
}
