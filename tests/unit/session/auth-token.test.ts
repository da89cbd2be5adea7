import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as AuthToken from '@/session/auth-token';
import { tokenFingerprint } from '@/session/rules/arrival';
import { deleteStoredToken, readStoredToken, writeStoredToken } from '@/session/stored-token';

/** A fresh copy of the module, so the in-memory token of one test never leaks into the next. */
async function loadAuthToken(): Promise<typeof AuthToken> {
  vi.resetModules();
  return import('@/session/auth-token');
}

function currentUrl(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Where the fingerprint of the signed-in token lives, so other tabs see a sign-in or sign-out. */
const SESSION_KEY = 'kosh.session.key';
let auth: typeof AuthToken;

beforeEach(async () => {
  window.localStorage.clear();
  await deleteStoredToken();
  auth = await loadAuthToken();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await auth.tokenPersisted();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  await deleteStoredToken();
});

/** Every localStorage value, to look for the token in. */
function everythingInLocalStorage(): string {
  return JSON.stringify(Object.entries(window.localStorage));
}

/** A first sign-in, as the start of a session does it: the token taken from the address, then used. */
function captureTokenFromUrl(): void {
  const token = auth.takeTokenFromUrl();
  if (token !== null) auth.setAuthorization(token);
}

describe('the token in the address', () => {
  it.each([
    ['/savings?token=abc&tab=2#x', 'Bearer abc', '/savings?tab=2#x'],
    ['/savings?authorization=Bearer%20xyz', 'Bearer xyz', '/savings'],
    ['/savings?authorization=bearer+xyz&tab=1', 'Bearer xyz', '/savings?tab=1'],
    ['/equity?tab=1&token=%20abc%20', 'Bearer abc', '/equity?tab=1'],
    ['/savings?token=&tab=2', null, '/savings?tab=2'],
    ['/savings?token=%20%20', null, '/savings'],
    ['/savings?tab=2#x', null, '/savings?tab=2#x'],
  ])('on %s stores %s and leaves %s in the address bar', (url, stored, after) => {
    window.history.replaceState(null, '', url);
    captureTokenFromUrl();
    expect(auth.getAuthorization()).toBe(stored);
    expect(currentUrl()).toBe(after);
  });

  it.each([
    ['/?TOKEN=abc&tab=1', '/?tab=1'],
    ['/savings?Authorization=abc', '/savings'],
  ])('on %s removes the parameter without using it (the contract is lower case)', (url, after) => {
    window.history.replaceState(null, '', url);
    captureTokenFromUrl();
    expect(auth.getAuthorization()).toBeNull();
    expect(currentUrl()).toBe(after);
  });

  it('reads an encoded name as the name it spells', () => {
    window.history.replaceState(null, '', '/?%74oken=abc');
    expect(auth.takeTokenFromUrl()).toBe('Bearer abc');
    expect(auth.getAuthorization()).toBeNull();
    expect(currentUrl()).toBe('/');
  });

  it('prefers the authorization parameter over token', () => {
    window.history.replaceState(null, '', '/savings?token=abc&authorization=xyz');
    captureTokenFromUrl();
    expect(auth.getAuthorization()).toBe('Bearer xyz');
    expect(currentUrl()).toBe('/savings');
  });

  it('keeps the history state of the page', () => {
    window.history.replaceState({ idx: 4 }, '', '/savings?token=abc');
    captureTokenFromUrl();
    expect(window.history.state).toEqual({ idx: 4 });
  });
});

describe('a change of session in another tab', () => {
  it('forgets the token at once (neither the old nor the new one is used) and tells the page', async () => {
    auth.setAuthorization('Bearer old');
    await auth.tokenPersisted();
    const listener = vi.fn();
    const stop = auth.onTokenChangedElsewhere(listener);
    const next = tokenFingerprint('Bearer new');
    window.localStorage.setItem(SESSION_KEY, next);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: next }));
    expect(listener).toHaveBeenCalledOnce();
    expect(auth.getAuthorization()).toBeNull();
    expect(auth.isSignedIn()).toBe(false);
    expect(await auth.currentAuthorization()).toBeNull();
    stop();
  });

  it('follows a logout in another tab', () => {
    auth.setAuthorization('Bearer old');
    const listener = vi.fn();
    const stop = auth.onTokenChangedElsewhere(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: null }));
    expect(listener).toHaveBeenCalledOnce();
    expect(auth.getAuthorization()).toBeNull();
    stop();
  });

  it('ignores other keys', () => {
    auth.setAuthorization('Bearer old');
    const listener = vi.fn();
    const stop = auth.onTokenChangedElsewhere(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'kosh.query-cache', newValue: '{}' }));
    expect(listener).not.toHaveBeenCalled();
    expect(auth.getAuthorization()).toBe('Bearer old');
    stop();
  });
});

describe('the stored token: one place at rest', () => {
  it('lives in IndexedDB; localStorage holds only its fingerprint', async () => {
    auth.setAuthorization('Bearer s3cret-token');
    await auth.tokenPersisted();
    expect(await readStoredToken()).toBe('Bearer s3cret-token');
    expect(window.localStorage.getItem(SESSION_KEY)).toBe(tokenFingerprint('Bearer s3cret-token'));
    expect(everythingInLocalStorage()).not.toContain('s3cret');
  });

  it('survives a reload: signed in at once, the token itself once read', async () => {
    window.history.replaceState(null, '', '/savings?token=abc');
    captureTokenFromUrl();
    await auth.tokenPersisted();
    const reloaded = await loadAuthToken();
    expect(reloaded.isSignedIn()).toBe(true);
    expect(reloaded.currentTokenKey()).toBe(tokenFingerprint('Bearer abc'));
    expect(reloaded.currentOwnerKey()).toMatch(/^o[0-9a-z]+$/);
    expect(await reloaded.currentAuthorization()).toBe('Bearer abc');
    expect(reloaded.getAuthorization()).toBe('Bearer abc');
  });

  it('is forgotten on sign-out everywhere, also after a reload', async () => {
    auth.setAuthorization('Bearer abc');
    auth.clearAuthorization();
    await auth.tokenPersisted();
    expect(auth.getAuthorization()).toBeNull();
    expect(auth.isSignedIn()).toBe(false);
    expect(await readStoredToken()).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    const reloaded = await loadAuthToken();
    expect(reloaded.isSignedIn()).toBe(false);
    expect(await reloaded.currentAuthorization()).toBeNull();
  });

  it('ends in the state of the last call, however the writes interleave', async () => {
    auth.setAuthorization('Bearer a');
    auth.clearAuthorization();
    auth.setAuthorization('Bearer b');
    await auth.tokenPersisted();
    expect(await readStoredToken()).toBe('Bearer b');
    expect(window.localStorage.getItem(SESSION_KEY)).toBe(tokenFingerprint('Bearer b'));
  });

  it('moves a token an older version kept in localStorage to IndexedDB, and removes it there', async () => {
    window.localStorage.setItem('kosh.auth', 'Bearer legacy');
    const reloaded = await loadAuthToken();
    expect(reloaded.getAuthorization()).toBe('Bearer legacy');
    await reloaded.tokenPersisted();
    expect(window.localStorage.getItem('kosh.auth')).toBeNull();
    expect(everythingInLocalStorage()).not.toContain('legacy');
    expect(await readStoredToken()).toBe('Bearer legacy');
  });

  it('reads as signed out when the fingerprint names another token than the stored one', async () => {
    await writeStoredToken('Bearer someone');
    window.localStorage.setItem(SESSION_KEY, tokenFingerprint('Bearer else'));
    const reloaded = await loadAuthToken();
    expect(reloaded.isSignedIn()).toBe(true);
    expect(await reloaded.currentAuthorization()).toBeNull();
    expect(reloaded.isSignedIn()).toBe(false);
  });

  it('a token set while the stored one is read wins over the read', async () => {
    await writeStoredToken('Bearer old');
    window.localStorage.setItem(SESSION_KEY, tokenFingerprint('Bearer old'));
    const reloaded = await loadAuthToken();
    expect(reloaded.isSignedIn()).toBe(true);
    reloaded.setAuthorization('Bearer new');
    expect(await reloaded.currentAuthorization()).toBe('Bearer new');
    await reloaded.tokenPersisted();
    expect(await readStoredToken()).toBe('Bearer new');
  });

  it('works from memory when IndexedDB is unavailable, and promises no stored token', async () => {
    vi.stubGlobal('indexedDB', undefined);
    auth.setAuthorization('Bearer abc');
    expect(auth.getAuthorization()).toBe('Bearer abc');
    await auth.tokenPersisted();
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(auth.getAuthorization()).toBe('Bearer abc');
    // The service worker could not read it: telemetry under the session stays with the page.
    expect(auth.tokenIsStored()).toBe(false);
  });

  it('says whether the token is the stored one, once it is', async () => {
    expect(auth.tokenIsStored()).toBe(false);
    auth.setAuthorization('Bearer abc');
    await auth.tokenPersisted();
    expect(auth.tokenIsStored()).toBe(true);
    auth.clearAuthorization();
    expect(auth.tokenIsStored()).toBe(false);
  });

  it('still works from memory when localStorage refuses to write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    window.history.replaceState(null, '', '/savings?token=abc');
    expect(() => captureTokenFromUrl()).not.toThrow();
    await auth.tokenPersisted();
    expect(auth.getAuthorization()).toBe('Bearer abc');
    expect(currentUrl()).toBe('/savings');
  });

  it('reads as signed out when localStorage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(auth.getAuthorization()).toBeNull();
    expect(auth.isSignedIn()).toBe(false);
  });
});
