import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Migration from '@/storage/legacy-migration';
import type * as Identity from '@/storage/repositories/identity';
import type * as Linking from '@/storage/repositories/linking';
import type * as Prefs from '@/storage/repositories/prefs';

import { storedOtpScreensRemaining, storedRedirection } from './current-backend';
import { freshStorage, rawRows } from './fresh-storage';

let migration: typeof Migration;
let prefs: typeof Prefs;
let linking: typeof Linking;
let identity: typeof Identity;

const ACCOUNT = { maskedAccNumber: 'XXXX1234', fipId: 'HDFC-FIP' };

beforeEach(async () => {
  await freshStorage();
  migration = await import('@/storage/legacy-migration');
  prefs = await import('@/storage/repositories/prefs');
  linking = await import('@/storage/repositories/linking');
  identity = await import('@/storage/repositories/identity');
});

function legacy(values: Record<string, string>): void {
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
}

// Written out, not imported: a key dropped from legacy-keys.ts must fail here.
const LEGACY_KEYS = [
  'selectedTabs',
  'accountsToBeLinked',
  'accountsToBeTracked',
  'otpScreensRemaining',
  'panNumber',
  'redirectionData',
  'consentUserDetails',
];

describe('migrateLegacyStorage', () => {
  it('moves every legacy key into its table and removes it', async () => {
    legacy({
      selectedTabs: JSON.stringify({ savings: 1, equity: '2' }),
      accountsToBeLinked: JSON.stringify([ACCOUNT]),
      accountsToBeTracked: JSON.stringify([ACCOUNT, 'not an account']),
      otpScreensRemaining: '2',
      panNumber: 'abcde1234f',
      redirectionData: JSON.stringify({ url: '/savings' }),
      consentUserDetails: JSON.stringify({ handle_id: 'h-1', name: 'Asha' }),
      unrelated: 'kept',
    });
    await migration.migrateLegacyStorage();

    expect(await prefs.getSelectedTab('savings')).toBe(1);
    expect(await prefs.getSelectedTab('equity')).toBe(2);
    expect(await linking.getAccountsToBeLinked()).toEqual([ACCOUNT]);
    expect(await linking.getAccountsToBeTracked()).toEqual([ACCOUNT]);
    expect(await storedOtpScreensRemaining()).toBe(2);
    expect(await identity.readPan()).toBe('ABCDE1234F');
    expect(await storedRedirection()).toEqual({ url: '/savings' });
    expect(await linking.getConsentUserDetails()).toEqual({ handle_id: 'h-1', name: 'Asha' });
    for (const key of LEGACY_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });

  it('drops values it does not understand, and still removes the keys', async () => {
    legacy({
      selectedTabs: '[1,2]',
      accountsToBeLinked: '{"not":"a list"}',
      otpScreensRemaining: '-1',
      panNumber: 'NOT-A-PAN',
      consentUserDetails: '{"name":"no handle id"}',
    });
    await migration.migrateLegacyStorage();
    expect(await rawRows('prefs')).toEqual([]);
    expect(await rawRows('linking')).toEqual([]);
    expect(await rawRows('identity')).toEqual([]);
    for (const key of LEGACY_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('reads an unquoted redirection URL', async () => {
    legacy({ redirectionData: '/equity?tab=1' });
    await migration.migrateLegacyStorage();
    expect(await storedRedirection()).toEqual({ url: '/equity?tab=1' });
  });

  it('does nothing on a second start', async () => {
    legacy({ otpScreensRemaining: '2' });
    await migration.migrateLegacyStorage();
    await linking.setOtpScreensRemaining(1);
    await migration.migrateLegacyStorage();
    expect(await storedOtpScreensRemaining()).toBe(1);
  });

  it('survives a localStorage that refuses to be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await expect(migration.migrateLegacyStorage()).resolves.toBeUndefined();
  });
});

describe('startStorage', () => {
  it('moves the legacy keys at start-up, once per page', async () => {
    legacy({ otpScreensRemaining: '2', panNumber: 'abcde1234f' });
    const { startStorage } = await import('@/storage/start');
    await startStorage();
    expect(await storedOtpScreensRemaining()).toBe(2);
    expect(await identity.readPan()).toBe('ABCDE1234F');
    expect(window.localStorage.getItem('panNumber')).toBeNull();
    legacy({ otpScreensRemaining: '3' });
    await startStorage();
    expect(await storedOtpScreensRemaining()).toBe(2);
  });

  it('finds every legacy key without the migration, and none in an empty or unreadable storage', async () => {
    const { hasLegacyKeys } = await import('@/storage/legacy-keys');
    expect(hasLegacyKeys()).toBe(false);
    for (const key of LEGACY_KEYS) {
      window.localStorage.clear();
      legacy({ [key]: '1' });
      expect(hasLegacyKeys(), key).toBe(true);
    }
    expect(hasLegacyKeys(null)).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(hasLegacyKeys()).toBe(false);
  });
});

describe('startStorage without legacy keys', () => {
  it('does not load the migration', async () => {
    const migrate = vi.fn(() => Promise.resolve());
    vi.doMock('@/storage/legacy-migration', () => ({ migrateLegacyStorage: migrate }));
    try {
      window.localStorage.setItem('unrelated', 'x');
      const { startStorage } = await import('@/storage/start');
      await startStorage();
      expect(migrate).not.toHaveBeenCalled();
    } finally {
      vi.doUnmock('@/storage/legacy-migration');
    }
  });

  it('keeps the keys for the next start when the migration cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.doMock('@/storage/legacy-migration', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      legacy({ otpScreensRemaining: '2' });
      const { startStorage } = await import('@/storage/start');
      await expect(startStorage()).resolves.toBeUndefined();
      expect(window.localStorage.getItem('otpScreensRemaining')).toBe('2');
    } finally {
      vi.doUnmock('@/storage/legacy-migration');
    }
  });
});
