/**
 * Whose personal data this device holds: a fingerprint of their token and, once `GET /user/basic/`
 * said it, their user id (localStorage `kosh.session.owner`). Written when a customer signs in,
 * completed when their id is known, removed by logout once everything of theirs is gone. A token
 * that arrives for someone else is compared with it (src/session/resolve-arrival.ts), so a linking journey, a PAN
 * or a cached answer is never offered to another customer.
 */
import { safeStorage, type SyncStorage } from '@/api/safe-storage';

import { tokenFingerprint, type DeviceOwner } from './rules/arrival';

const DEVICE_OWNER_KEY = 'kosh.session.owner';

export function readDeviceOwner(storage: SyncStorage = safeStorage()): DeviceOwner | null {
  try {
    const value = JSON.parse(storage.getItem(DEVICE_OWNER_KEY) ?? 'null') as Partial<DeviceOwner> | null;
    if (typeof value?.token !== 'string') return null;
    return { token: value.token, userId: typeof value.userId === 'string' ? value.userId : null };
  } catch {
    return null;
  }
}

/** Records `token`'s customer as the owner; their id comes later, from `/user/basic/`. */
export function claimDevice(token: string, storage: SyncStorage = safeStorage()): void {
  claimDeviceKey(tokenFingerprint(token), storage);
}

/** `claimDevice` by the token's fingerprint (known before the stored token is read). */
export function claimDeviceKey(fingerprint: string, storage: SyncStorage = safeStorage()): void {
  const owner: DeviceOwner = { token: fingerprint, userId: null };
  storage.setItem(DEVICE_OWNER_KEY, JSON.stringify(owner));
}

/**
 * Notes the user id `/user/basic/` gave for `token`. `'foreign'` when the device's data was recorded
 * for another customer: the caller must purge it before showing anything (a token changed behind
 * the app's back). `'same'` otherwise (recorded now, or already).
 */
export function noteOwnerUserId(
  token: string,
  userId: string,
  storage: SyncStorage = safeStorage(),
): 'same' | 'foreign' {
  const owner = readDeviceOwner(storage);
  const fingerprint = tokenFingerprint(token);
  if (owner !== null && owner.userId !== null && owner.userId !== userId) return 'foreign';
  if (owner !== null && owner.token !== fingerprint && owner.userId === null) return 'foreign';
  const next: DeviceOwner = { token: fingerprint, userId };
  storage.setItem(DEVICE_OWNER_KEY, JSON.stringify(next));
  return 'same';
}

/** Logout, once the customer's data is gone. */
export function releaseDevice(storage: SyncStorage = safeStorage()): void {
  storage.removeItem(DEVICE_OWNER_KEY);
}
