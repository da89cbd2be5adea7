import { describe, expect, it } from 'vitest';

import type { SyncStorage } from '@/api/safe-storage';
import { claimDevice, noteOwnerUserId, readDeviceOwner, releaseDevice } from '@/session/device-owner';
import { tokenFingerprint } from '@/session/rules/arrival';

function memoryStorage(): SyncStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('device owner', () => {
  it('records a sign-in without the token, then the user id /user/basic/ gives', () => {
    const storage = memoryStorage();
    claimDevice('Bearer demo', storage);
    expect(storage.getItem('kosh.session.owner')).not.toContain('demo');
    expect(readDeviceOwner(storage)).toEqual({ token: tokenFingerprint('Bearer demo'), userId: null });
    expect(noteOwnerUserId('Bearer demo', 'u1', storage)).toBe('same');
    expect(readDeviceOwner(storage)?.userId).toBe('u1');
  });

  it('a refreshed token of the same customer is the same owner', () => {
    const storage = memoryStorage();
    claimDevice('Bearer t1', storage);
    noteOwnerUserId('Bearer t1', 'u1', storage);
    expect(noteOwnerUserId('Bearer t2', 'u1', storage)).toBe('same');
    expect(readDeviceOwner(storage)?.token).toBe(tokenFingerprint('Bearer t2'));
  });

  it('another user id, or another token before any id, is foreign', () => {
    const known = memoryStorage();
    claimDevice('Bearer t1', known);
    noteOwnerUserId('Bearer t1', 'u1', known);
    expect(noteOwnerUserId('Bearer t1', 'u2', known)).toBe('foreign');
    const unknown = memoryStorage();
    claimDevice('Bearer t1', unknown);
    expect(noteOwnerUserId('Bearer t2', 'u2', unknown)).toBe('foreign');
  });

  it('reads a damaged record as none, and logout releases the device', () => {
    const storage = memoryStorage();
    storage.setItem('kosh.session.owner', '{not json');
    expect(readDeviceOwner(storage)).toBeNull();
    claimDevice('Bearer t1', storage);
    releaseDevice(storage);
    expect(readDeviceOwner(storage)).toBeNull();
  });
});
