import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as OnlineStatus from '@/components/network/online-status';
import type * as Bus from '@/events/bus';

type Modules = { status: typeof OnlineStatus; bus: typeof Bus };

/** A fresh wiring and status (both hold module state), started as the data provider does. */
async function start(): Promise<Modules> {
  vi.resetModules();
  const status = await import('@/components/network/online-status');
  const bus = await import('@/events/bus');
  const wiring = await import('@/app/offline/offline-wiring');
  wiring.startOfflineWiring();
  return { status, bus };
}

/** A call that found no network, `tookMs` long (so it began that long ago). */
function failedCall(bus: Modules['bus'], tookMs: number): void {
  bus.emit('api_called', {
    method: 'GET',
    url: 'https://gw.test/ind-investment/api/v4/alerts',
    response_time_ms: tookMs,
    status: 0,
    bytes: 0,
    pathname: '/alerts',
    host: 'gw.test',
    platform: 'web',
    outcome: 'network-error',
  });
}

describe('offline wiring', () => {
  beforeEach(() => {
    window.dispatchEvent(new Event('online'));
  });

  it('a call that finds no network while the browser claims one marks the network unreachable', async () => {
    const { status, bus } = await start();
    expect(status.getOnlineStatus().online).toBe(true);
    failedCall(bus, 5);
    expect(status.getOnlineStatus().online).toBe(false);
  });

  it('a call begun while offline that fails after the network came back does not', async () => {
    const { status, bus } = await start();
    window.dispatchEvent(new Event('offline'));
    expect(status.getOnlineStatus().online).toBe(false);
    const offlineFor = 200;
    await new Promise((resolve) => setTimeout(resolve, offlineFor));
    window.dispatchEvent(new Event('online'));
    expect(status.getOnlineStatus().online).toBe(true);
    // It began before the network came back (it took longer than the time since).
    failedCall(bus, offlineFor);
    expect(status.getOnlineStatus().online).toBe(true);
    // One begun since does count.
    failedCall(bus, 0);
    expect(status.getOnlineStatus().online).toBe(false);
  });
});
