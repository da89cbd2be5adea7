import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the status module (it keeps module state) with the browser online or not. */
async function load(online: boolean) {
  vi.resetModules();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  const status = await import('@/components/network/online-status');
  const guard = await import('@/components/network/use-network-required');
  const { getAppState } = await import('@/events/state/store');
  return { ...status, ...guard, toasts: () => getAppState().toasts };
}

function setBrowserOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('online status', () => {
  it('follows the browser and remembers since when it has been offline', async () => {
    const { getOnlineStatus } = await load(true);
    expect(getOnlineStatus()).toEqual({ online: true, offlineSince: null });

    vi.setSystemTime(2_000_000);
    setBrowserOnline(false);
    expect(getOnlineStatus()).toEqual({ online: false, offlineSince: 2_000_000 });

    setBrowserOnline(true);
    expect(getOnlineStatus()).toEqual({ online: true, offlineSince: null });
  });

  it('starts offline when the page loads without a network', async () => {
    const { getOnlineStatus } = await load(false);
    expect(getOnlineStatus()).toEqual({ online: false, offlineSince: 1_000_000 });
  });

  it("believes the worker's report of failed requests, until the network is back", async () => {
    const { getOnlineStatus, setNetworkReachable } = await load(true);
    setNetworkReachable(false);
    expect(getOnlineStatus().online).toBe(false);
    setNetworkReachable(true);
    expect(getOnlineStatus().online).toBe(true);

    setNetworkReachable(false);
    setBrowserOnline(false);
    setBrowserOnline(true); // the browser's "online" event counts as the network being back
    expect(getOnlineStatus().online).toBe(true);
  });
});

describe('requireNetwork', () => {
  it('lets the action run when online, silently', async () => {
    const { requireNetwork, toasts } = await load(true);
    expect(requireNetwork('link your account')).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('stops the action offline and says why', async () => {
    const { requireNetwork, toasts } = await load(false);
    expect(requireNetwork('link your account')).toBe(false);
    expect(toasts()).toEqual([
      expect.objectContaining({
        type: 'warning',
        message: "You're offline. Connect to the internet to link your account.",
      }),
    ]);
  });
});
