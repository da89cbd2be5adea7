import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { jsonResponse, loadApi, stubFetch } from '../../support/fetch-stub';
import { currentBackend } from '../storage/current-backend';
import { freshStorage, rawRows } from '../storage/fresh-storage';

beforeEach(freshStorage);

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

/** Everything a signed-in session leaves behind, written the way the app writes it. */
async function signedInSession() {
  const auth = await import('@/session/auth-token');
  const persistence = await import('@/api/query-persistence');
  const { getQueryClient } = await import('@/api/query-client');
  const bus = await import('@/events/bus');
  const prefs = await import('@/storage/repositories/prefs');
  const linking = await import('@/storage/repositories/linking');
  const identity = await import('@/storage/repositories/identity');
  const { getAppState } = await import('@/events/state/store');

  auth.setAuthorization('Bearer t1');
  bus.emit('state/user-id-set', { userId: 'cust-1' });
  window.localStorage.setItem('kosh.query-cache', '{"buster":"cust-1@x"}');
  const { addCommand } = await import('@/storage/commands');
  await addCommand({
    userId: 'cust-1',
    action: { code: 'mark-alerts-read' },
    url: 'http://l/a',
    body: {},
    owner: 'ot1',
    refresh: [],
  });
  await (
    await currentBackend()
  ).tables.queryCache.put({ key: 'client', owner: 'cust-1', savedAt: 1, client: {} });
  window.localStorage.setItem('kosh.query-cache.owner', '{"userId":"cust-1","token":"x"}');
  getQueryClient().setQueryData(['user', 'basic'], { id: 'cust-1' });
  await prefs.setSelectedTab('savings', 1);
  await linking.setOtpScreensRemaining(2);
  await identity.savePan('ABCDE1234F');
  return { auth, persistence, getQueryClient, prefs, getAppState };
}

/** A controlling worker that answers the purge on the port it is given, as sw/sw.ts does. */
function stubServiceWorker(): ReturnType<typeof vi.fn> {
  const postMessage = vi.fn((_message: unknown, ports?: MessagePort[]) => {
    ports?.[0]?.postMessage({ type: 'USER_DATA_PURGED' });
  });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: { postMessage } } });
  return postMessage;
}

describe('logout', () => {
  it('forgets the token, the caches, personal storage and tells the service worker', async () => {
    const session = await signedInSession();
    const postMessage = stubServiceWorker();
    const { logout } = await import('@/session/logout');

    await logout();

    expect(session.auth.getAuthorization()).toBeNull();
    expect(session.getAppState().userId).toBeNull();
    expect(window.localStorage.getItem('kosh.query-cache')).toBeNull();
    expect(window.localStorage.getItem('kosh.query-cache.owner')).toBeNull();
    expect(session.getQueryClient().getQueryData(['user', 'basic'])).toBeUndefined();
    expect(await rawRows('linking')).toEqual([]);
    expect(await rawRows('identity')).toEqual([]);
    expect(await rawRows('commands')).toEqual([]);
    expect(await rawRows('queryCache')).toEqual([]);
    expect(await session.prefs.getSelectedTab('savings')).toBe(1);
    expect(postMessage).toHaveBeenCalledWith({ type: 'PURGE_USER_DATA' }, expect.any(Array));
  });

  it('works without a service worker', async () => {
    await signedInSession();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: undefined });
    const { logout } = await import('@/session/logout');
    await expect(logout()).resolves.toBeUndefined();
  });
});

describe('a 401 on any call', () => {
  it('clears the session before sending the browser to login', async () => {
    stubFetch();
    const api = await loadApi();
    await signedInSession();
    const postMessage = stubServiceWorker();
    const assign = vi.fn<(url: string | URL) => void>();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.mocked(fetch).mockResolvedValue(
      jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } }),
    );

    const failure = api.request({ service: 'user', path: '/user/basic/', schema: z.object({}) });
    await expect(failure).rejects.toMatchObject({ statusCode: 401 });

    expect(window.localStorage.getItem('kosh.query-cache')).toBeNull();
    expect(await rawRows('identity')).toEqual([]);
    expect(postMessage).toHaveBeenCalledWith({ type: 'PURGE_USER_DATA' }, expect.any(Array));
    expect(assign).toHaveBeenCalledOnce();
  });
});
