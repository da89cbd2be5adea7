import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as AuthToken from '@/api/auth-token';

/** A fresh copy of the module, so the in-memory token of one test never leaks into the next. */
async function loadAuthToken(): Promise<typeof AuthToken> {
  vi.resetModules();
  return import('@/api/auth-token');
}

function currentUrl(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

let auth: typeof AuthToken;

beforeEach(async () => {
  window.localStorage.clear();
  auth = await loadAuthToken();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('captureTokenFromUrl', () => {
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
    auth.captureTokenFromUrl();
    expect(auth.getAuthorization()).toBe(stored);
    expect(currentUrl()).toBe(after);
  });

  it.each([
    ['/?TOKEN=abc&tab=1', '/?tab=1'],
    ['/savings?Authorization=abc', '/savings'],
  ])('on %s removes the parameter without using it (the contract is lower case)', (url, after) => {
    window.history.replaceState(null, '', url);
    auth.captureTokenFromUrl();
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
    auth.captureTokenFromUrl();
    expect(auth.getAuthorization()).toBe('Bearer xyz');
    expect(currentUrl()).toBe('/savings');
  });

  it('keeps the history state of the page', () => {
    window.history.replaceState({ idx: 4 }, '', '/savings?token=abc');
    auth.captureTokenFromUrl();
    expect(window.history.state).toEqual({ idx: 4 });
  });
});

describe('a change of session in another tab', () => {
  it('forgets the token at once (neither the old nor the new one is used) and tells the page', () => {
    auth.setAuthorization('Bearer old');
    const listener = vi.fn();
    const stop = auth.onTokenChangedElsewhere(listener);
    window.localStorage.setItem('kosh.auth', 'Bearer new');
    window.dispatchEvent(new StorageEvent('storage', { key: 'kosh.auth', newValue: 'Bearer new' }));
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

describe('stored token', () => {
  it('survives a reload of the page', async () => {
    window.history.replaceState(null, '', '/savings?token=abc');
    auth.captureTokenFromUrl();
    const reloaded = await loadAuthToken();
    expect(reloaded.getAuthorization()).toBe('Bearer abc');
  });

  it('is forgotten on sign-out, also after a reload', async () => {
    auth.setAuthorization('Bearer abc');
    auth.clearAuthorization();
    expect(auth.getAuthorization()).toBeNull();
    const reloaded = await loadAuthToken();
    expect(reloaded.getAuthorization()).toBeNull();
  });

  it('still works from memory when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    window.history.replaceState(null, '', '/savings?token=abc');
    expect(() => auth.captureTokenFromUrl()).not.toThrow();
    expect(auth.getAuthorization()).toBe('Bearer abc');
    expect(currentUrl()).toBe('/savings');
  });

  it('reads as signed out when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(auth.getAuthorization()).toBeNull();
  });
});
