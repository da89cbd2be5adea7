/**
 * The app's IndexedDB as it is on the device, read in the page without Dexie: what a test can check
 * was stored (or purged) whatever the app's own code believes.
 */
import type { Page } from 'playwright-core';

/** The raw rows of a table of the app's IndexedDB (none while the table does not exist yet). */
export function idbRows(page: Page, table: string): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('kosh');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction(name).objectStore(name).getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result as unknown[]);
          };
          read.onerror = () => reject(read.error ?? new Error('read failed'));
        };
      }),
    table,
  );
}
