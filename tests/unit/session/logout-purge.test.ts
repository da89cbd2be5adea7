import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { freshStorage } from '../storage/fresh-storage';

beforeEach(freshStorage);
afterEach(() => vi.unstubAllGlobals());

describe('logout and the service worker', () => {
  it('reaches the active worker even when this page is not controlled (first visit, hard reload)', async () => {
    const postMessage = vi.fn((_message: unknown, ports?: MessagePort[]) => {
      ports?.[0]?.postMessage({ type: 'USER_DATA_PURGED' });
    });
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        controller: null,
        getRegistration: () => Promise.resolve({ active: { postMessage } }),
      },
    });
    const { logout } = await import('@/session/logout');
    await logout();
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: 'PURGE_USER_DATA' }, expect.any(Array)),
    );
  });

  it('does not fail without any service worker support', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: undefined });
    const { logout } = await import('@/session/logout');
    await expect(logout()).resolves.toBeUndefined();
  });
});
