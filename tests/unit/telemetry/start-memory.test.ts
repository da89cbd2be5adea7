import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AppEvent } from '@/events/app-events';
import type * as Start from '@/telemetry/start';

import { freshStorage } from '../storage/fresh-storage';

type Call = { url: string; body: unknown; headers: Record<string, string>; keepalive: boolean };

let calls: Call[];

beforeEach(async () => {
  await freshStorage();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({
        url,
        body: JSON.parse(init.body as string),
        headers: init.headers as Record<string, string>,
        keepalive: init.keepalive === true,
      });
      return Promise.resolve(new Response('{"accepted":1,"duplicates":0}', { status: 202 }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('@/telemetry/start');
});

/**
 * The telemetry boot starts by itself once the first screen is shown, as main.tsx has it start: the real
 * start, handed on to the test when it is called.
 */
function catchStart(): Promise<Start.Telemetry> {
  return new Promise((resolve) => {
    vi.doMock('@/telemetry/start', async (importOriginal) => {
      const real = await importOriginal<typeof Start>();
      return {
        ...real,
        startTelemetry: (...args: Parameters<typeof real.startTelemetry>) => {
          const telemetry = real.startTelemetry(...args);
          resolve(telemetry);
          return telemetry;
        },
      };
    });
  });
}

async function load() {
  const bus = await import('@/events/bus');
  const boot = await import('@/telemetry/boot');
  const { startTelemetry } = await import('@/telemetry/start');
  return { ...bus, boot, startTelemetry };
}

describe('telemetry start', () => {
  it('keeps working from memory without IndexedDB, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', undefined);
    const { emit, events$, startTelemetry } = await load();
    const logs: AppEvent[] = [];
    events$.subscribe((event) => {
      if (event.name === 'log/written') logs.push(event);
    });
    const telemetry = startTelemetry();
    for (let i = 0; i < 50; i += 1) emit('analytics/track', { event_name: 'tab_viewed', event_Param: { i } });
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/analytics/track')).toBe(true));
    const track = calls.find((c) => c.url === '/analytics/track');
    expect((track?.body as { events: unknown[] }).events).toHaveLength(50);
    expect(warn.mock.calls.filter(([m]) => /IndexedDB is unavailable or full/.test(String(m)))).toHaveLength(
      1,
    );
    await vi.waitFor(() => expect(logs).toHaveLength(1));
    expect(telemetry.isSender()).toBe(true);
    telemetry.leadership.release();
  });

  it('projects the events that happened before it loaded: the user id, API calls, user-events', async () => {
    const started = catchStart();
    const { emit, boot } = await load();
    window.localStorage.setItem('kosh.auth', 'Bearer demo');
    // docs/product.md#validation-rules: no identify without a user id, and one per id.
    emit('state/user-id-set', { userId: null });
    emit('state/user-id-set', { userId: 'usr_demo_0001' });
    emit('state/user-id-set', { userId: 'usr_demo_0001' });
    emit('api_called', {
      method: 'GET',
      url: 'http://localhost/ind-investment/api/v4/user/basic/',
      response_time_ms: 12,
      status: 200,
      bytes: 40,
      pathname: '/',
      host: 'localhost',
      platform: 'web',
      outcome: 'ok',
    });
    emit('analytics/user-event', {
      event_name: 'intro_viewed',
      event_type: 'page',
      page_name: 'intro',
      consent_handle_id: null,
      bank_name: null,
      aa_source: 'FINVU',
      flow: 'savings',
    });
    boot.startTelemetryWhenIdle();
    // The first screen has its data (the data layer says so): telemetry starts at the next idle moment.
    (await import('@/lib/first-screen')).markFirstScreenShown();
    const telemetry = await started;
    await telemetry.pipeline.whenWritten();
    const { outboxStats, ownerKeyOf } = await import('@/telemetry/delivery');
    expect((await outboxStats()).pending).toEqual({ identify: 1, health: 1, 'user-events': 1 });
    const rows = telemetry.unsent.known();
    const userEvent = rows.find((row) => row.channel === 'user-events');
    expect(userEvent?.owner).toBe(ownerKeyOf('Bearer demo'));
    // The row names its customer by a key of the token, never by the token itself.
    expect(JSON.stringify(userEvent)).not.toContain('demo');
    expect(JSON.stringify(rows.map((row) => row.body))).not.toContain('Bearer');
    telemetry.leadership.release();
  });

  it('sends what is unsent at pagehide in keepalive requests, once, and acknowledges it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', undefined);
    const { emit, startTelemetry } = await load();
    const telemetry = startTelemetry();
    for (let i = 0; i < 3; i += 1) emit('analytics/track', { event_name: 'tab_viewed', event_Param: { i } });
    await telemetry.pipeline.whenWritten();
    expect(calls).toEqual([]); // a partial batch waits for its 5 s
    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    const unload = calls.filter((c) => c.url === '/analytics/track');
    expect(unload).toHaveLength(1);
    expect(unload[0]?.keepalive).toBe(true);
    expect((unload[0]?.body as { events: unknown[] }).events).toHaveLength(3);
    const { outboxStats } = await import('@/telemetry/delivery');
    await vi.waitFor(async () => expect((await outboxStats()).pending).toEqual({}));
    telemetry.leadership.release();
  });
});
