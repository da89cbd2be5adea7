import Dexie from 'dexie';
import { vi } from 'vitest';

import { DB_NAME } from '@/storage/db';

/**
 * A storage layer with no memory of earlier tests: fresh src modules (backend choice, warn-once
 * flag, PAN key cache) over a deleted database. Dexie itself is shared; it closes the old
 * connections when the database is deleted under them.
 */
export async function freshStorage(): Promise<void> {
  vi.resetModules();
  window.localStorage.clear();
  // The previous test's connection closes with a console note; it is expected, so keep it quiet.
  const original = console.warn.bind(console);
  const quiet = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Another connection wants to delete')) original(...args);
  });
  try {
    await Dexie.delete(DB_NAME);
  } finally {
    quiet.mockRestore();
  }
}

/** Fresh src modules over the same database: the next page load of the same customer. */
freshStorage.keepingData = (): void => {
  vi.resetModules();
};

/** The raw rows of `table`, read straight from IndexedDB (bypassing the repositories). */
export async function rawRows(table: string): Promise<unknown[]> {
  if (!(await Dexie.exists(DB_NAME))) return [];
  const db = new Dexie(DB_NAME);
  try {
    await db.open();
    return (await db.table(table).toArray()) as unknown[];
  } finally {
    db.close();
  }
}
