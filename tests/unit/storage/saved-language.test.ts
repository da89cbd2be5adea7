import { describe, expect, it } from 'vitest';

import { DB_NAME } from '@/storage/db';
import { setLanguage } from '@/storage/repositories/prefs';
import { readSavedLanguage } from '@/storage/repositories/saved-language';

describe('readSavedLanguage (plain IndexedDB, no Dexie)', () => {
  it('reads nothing, and creates no database, before the app ever stored one', async () => {
    expect(await readSavedLanguage()).toBeUndefined();
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain(DB_NAME);
  });

  it('reads the choice Dexie saved in the prefs table', async () => {
    await setLanguage('hi-IN');
    expect(await readSavedLanguage()).toBe('hi-IN');
    await setLanguage('en-IN');
    expect(await readSavedLanguage()).toBe('en-IN');
  });

  it('reads a broken IndexedDB as no choice', async () => {
    const broken = {
      open: () => {
        throw new Error('blocked by the browser');
      },
    } as unknown as IDBFactory;
    expect(await readSavedLanguage(broken)).toBeUndefined();
  });
});
