import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as PlatformModule from '@/native/platform';
import type { Platform } from '@/native/platform';

import { fakeAndroidHost, fakeIosHandler } from './support/fakes';

const platform = vi.hoisted(() => {
  const state: { current: Platform } = { current: 'web' };
  return state;
});
vi.mock('@/native/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof PlatformModule>()),
  currentPlatform: () => platform.current,
}));

type TestWindow = Window & {
  KoshAndroid?: unknown;
  KoshHost?: unknown;
  webkit?: unknown;
  KoshNative?: unknown;
};
const testWindow = window as TestWindow;

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  delete testWindow.KoshAndroid;
  delete testWindow.KoshHost;
  delete testWindow.webkit;
  delete testWindow.KoshNative;
});

async function freshGetBridge() {
  return (await import('@/native/get-bridge')).getBridge;
}

describe('getBridge', () => {
  it('gives the web adapter in a plain browser, the same instance every time', async () => {
    platform.current = 'web';
    const getBridge = await freshGetBridge();
    const bridge = await getBridge();
    expect(bridge.platform).toBe('web');
    expect(await getBridge()).toBe(bridge);
    expect(testWindow.KoshNative).toBeUndefined();
  });

  it('gives the Android adapter over window.KoshAndroid, with the inbox installed', async () => {
    platform.current = 'android';
    const { host, calls } = fakeAndroidHost();
    testWindow.KoshAndroid = host;
    testWindow.KoshHost = { appVersion: '8.4.0' };
    const bridge = await (await freshGetBridge())();
    expect(bridge.platform).toBe('android');
    bridge.close();
    expect(calls).toEqual([['close']]);
    expect(typeof (testWindow.KoshNative as { reply?: unknown }).reply).toBe('function');
  });

  it('gives the iOS adapter over webkit.messageHandlers.kosh', async () => {
    platform.current = 'ios';
    const { handler, messages } = fakeIosHandler();
    testWindow.webkit = { messageHandlers: { kosh: handler } };
    const bridge = await (await freshGetBridge())();
    expect(bridge.platform).toBe('ios');
    bridge.toggleProgress(true);
    expect(messages).toEqual([{ method: 'toggleProgress', args: { visible: true } }]);
  });

  it('falls back to the browser behaviour when the native adapter cannot load', async () => {
    platform.current = 'android';
    vi.doMock('@/native/android-bridge', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bridge = await (await freshGetBridge())();
    expect(bridge.platform).toBe('web');
    expect(error).toHaveBeenCalledOnce();
    vi.doUnmock('@/native/android-bridge');
  });

  it('asks again on the next call when not even the browser adapter could load', async () => {
    platform.current = 'web';
    vi.doMock('@/native/web-bridge', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const getBridge = await freshGetBridge();
    await expect(getBridge()).rejects.toThrow();
    vi.doUnmock('@/native/web-bridge');
    const bridge = await getBridge();
    expect(bridge.platform).toBe('web');
  });
});
