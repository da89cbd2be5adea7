import { beforeEach, describe, expect, it, vi } from 'vitest';

import { storedOtpScreensRemaining } from './current-backend';
import { freshStorage } from './fresh-storage';

beforeEach(freshStorage);

const FALLBACK_WARNING = /IndexedDB is unavailable or full/;

function fallbackWarnings(warn: { mock: { calls: unknown[][] } }): number {
  return warn.mock.calls.filter(([message]) => FALLBACK_WARNING.test(String(message))).length;
}

describe('storage without IndexedDB', () => {
  it('keeps working from memory when indexedDB.open throws, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('IndexedDB is disabled', 'InvalidStateError');
    });
    const prefs = await import('@/storage/repositories/prefs');
    const linking = await import('@/storage/repositories/linking');
    const identity = await import('@/storage/repositories/identity');
    const { isPersistent } = await import('@/storage/backend');

    await expect(prefs.getSelectedTab('savings')).resolves.toBeUndefined();
    await prefs.setSelectedTab('savings', 2);
    await linking.setOtpScreensRemaining(1);
    expect(await identity.savePan('ABCDE1234F')).toBe(true);

    expect(await prefs.getSelectedTab('savings')).toBe(2);
    expect(await storedOtpScreensRemaining()).toBe(1);
    expect(await identity.readPan()).toBe('ABCDE1234F');
    expect(isPersistent()).toBe(false);
    expect(fallbackWarnings(warn)).toBe(1);
  });

  it('keeps working from memory where the environment has no indexedDB at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', undefined);
    try {
      const outbox = await import('@/telemetry/delivery');
      const now = Date.now();
      const row = { id: 'health-1', channel: 'health', createdAt: now, body: { status: 200 } };
      await outbox.enqueueRows([{ ...row, attempts: 0, nextAttemptAt: now }]);
      expect((await outbox.takeDue('health', 5)).map(({ id }) => id)).toEqual([row.id]);
      expect(fallbackWarnings(warn)).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('moves to memory on a full disk, keeping what was stored, and the write lands', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const prefs = await import('@/storage/repositories/prefs');
    const { isPersistent } = await import('@/storage/backend');
    await prefs.setSelectedTab('savings', 1);
    expect(isPersistent()).toBe(true);

    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(prefs.setSelectedTab('equity', 3)).resolves.toBeUndefined();

    expect(isPersistent()).toBe(false);
    expect(await prefs.getSelectedTab('savings')).toBe(1);
    expect(await prefs.getSelectedTab('equity')).toBe(3);
    expect(fallbackWarnings(warn)).toBe(1);
  });

  it('leaves the legacy keys in place while in memory, except the plain-text PAN', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('IndexedDB is disabled', 'InvalidStateError');
    });
    window.localStorage.setItem('otpScreensRemaining', '2');
    window.localStorage.setItem('panNumber', 'ABCDE1234F');
    const { migrateLegacyStorage } = await import('@/storage/legacy-migration');
    await migrateLegacyStorage();
    expect(await storedOtpScreensRemaining()).toBe(2);
    expect(window.localStorage.getItem('otpScreensRemaining')).toBe('2');
    expect(window.localStorage.getItem('panNumber')).toBeNull();
  });
});
