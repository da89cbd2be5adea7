/**
 * The saved language, read at page start without Dexie (not on the first screen; backend.ts), yet
 * the first screen must already be in the customer's language. This reads the `language` row of
 * the `prefs` table with plain IndexedDB (idb-reads.ts); writes go through `setLanguage` in
 * prefs.ts. Never rejects: a missing database, table or row, or a broken IndexedDB, reads as
 * "no choice".
 */
import { rawReads } from '@/storage/idb-reads';

const PREFS = 'prefs';
const LANGUAGE_KEY = 'language';

export async function readSavedLanguage(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<string | undefined> {
  try {
    if (factory === undefined) return undefined;
    const row = await rawReads(factory).get<{ value?: unknown }>(PREFS, LANGUAGE_KEY);
    return typeof row?.value === 'string' ? row.value : undefined;
  } catch {
    return undefined;
  }
}
