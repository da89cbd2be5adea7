import { beforeEach, describe, expect, it } from 'vitest';

import { freshStorage, rawRows } from './fresh-storage';

beforeEach(freshStorage);

describe('clearPersonalData', () => {
  it('clears linking, identity and redirection but keeps prefs and the outbox', async () => {
    const prefs = await import('@/storage/repositories/prefs');
    const linking = await import('@/storage/repositories/linking');
    const identity = await import('@/storage/repositories/identity');
    const redirection = await import('@/storage/repositories/redirection');
    const outbox = await import('@/telemetry/delivery');
    const { clearPersonalData } = await import('@/storage/personal-data');

    await prefs.setSelectedTab('savings', 1);
    await prefs.setNewsFilter('Live');
    await linking.setAccountsToBeLinked([{ maskedAccNumber: 'XXXX1234' }]);
    await linking.setConsentUserDetails({ handle_id: 'h-1' });
    await identity.savePan('ABCDE1234F');
    await redirection.setRedirection({ url: '/savings' });
    await outbox.enqueueRows([
      {
        id: 'health-1',
        channel: 'health',
        createdAt: 1,
        body: { status: 200 },
        attempts: 0,
        nextAttemptAt: 1,
      },
    ]);

    await clearPersonalData();

    expect(await rawRows('linking')).toEqual([]);
    expect(await rawRows('identity')).toEqual([]);
    expect(await rawRows('redirection')).toEqual([]);
    expect(await identity.readPan()).toBeNull();
    expect(await prefs.getSelectedTab('savings')).toBe(1);
    expect(await prefs.getNewsFilter()).toBe('Live');
    expect(await rawRows('outbox')).toHaveLength(1);
  });
});
