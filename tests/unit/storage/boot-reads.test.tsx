import { render, screen, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';

import { DB_NAME } from '@/storage/db';

import { freshStorage } from './fresh-storage';

beforeEach(freshStorage);

/** Writes rows with Dexie as an earlier page would have, then forgets every storage module. */
async function storedByAnEarlierPage(write: () => Promise<void>): Promise<void> {
  await write();
  const { closeReads } = await import('@/storage/idb-reads');
  closeReads();
  freshStorage.keepingData();
}

describe('storage before Dexie is loaded (the first screen)', () => {
  it('reads what an earlier page stored with plain IndexedDB, before any write loads Dexie', async () => {
    await storedByAnEarlierPage(async () => {
      const prefs = await import('@/storage/repositories/prefs');
      await prefs.setSelectedTab('savings', 2);
    });
    const { getSelectedTab } = await import('@/storage/repositories/prefs');
    const backend = await import('@/storage/backend');

    expect(await getSelectedTab('savings')).toBe(2);
    expect(backend.isPersistent()).toBe(true);
    // Nothing has asked for Dexie: live reads are still waiting for it.
    let live = false;
    void backend.whenLiveQueries().then(() => (live = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live).toBe(false);
  });

  it('never creates the database by reading: a first visit leaves it to Dexie', async () => {
    const { getSelectedTab } = await import('@/storage/repositories/prefs');
    expect(await getSelectedTab('savings')).toBeUndefined();
    expect(await Dexie.exists(DB_NAME)).toBe(false);
  });

  it('a write loads Dexie, lands, and reads follow it from then on', async () => {
    const prefs = await import('@/storage/repositories/prefs');
    const backend = await import('@/storage/backend');
    await prefs.setSelectedTab('banks', 1);
    expect(await backend.whenLiveQueries()).toBeTypeOf('function');
    expect(await prefs.getSelectedTab('banks')).toBe(1);
    expect(await Dexie.exists(DB_NAME)).toBe(true);
  });

  it('a live read shows the stored value from the plain read, then follows changes once Dexie loads', async () => {
    await storedByAnEarlierPage(async () => {
      const prefs = await import('@/storage/repositories/prefs');
      await prefs.setSelectedTab('savings', 1);
    });
    const { useSelectedTab } = await import('@/storage/hooks/use-prefs');
    const prefs = await import('@/storage/repositories/prefs');
    function SelectedTab() {
      return <output aria-label="Selected tab">{useSelectedTab('savings') ?? 0}</output>;
    }
    render(<SelectedTab />);
    const shown = () => screen.getByRole('status', { name: 'Selected tab' }).textContent;
    await waitFor(() => expect(shown()).toBe('1'));

    await prefs.setSelectedTab('savings', 3);
    await waitFor(() => expect(shown()).toBe('3'));
  });
});
