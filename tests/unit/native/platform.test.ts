import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Platform } from '@/native/platform';

/** What the host injects into the page before it loads: the bridges a window may carry. */
type FakeWindow = {
  KoshAndroid?: unknown;
  webkit?: { messageHandlers?: Record<string, unknown> };
};

/** The platform a fresh page load detects with `win`'s bridges on its window. */
async function platformWith(win: FakeWindow): Promise<Platform> {
  for (const [name, value] of Object.entries(win)) vi.stubGlobal(name, value);
  vi.resetModules();
  const { currentPlatform } = await import('@/native/platform');
  return currentPlatform();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the platform of a page load', () => {
  it.each<[string, FakeWindow, Platform]>([
    ['the Android bridge', { KoshAndroid: {} }, 'android'],
    ['the Android bridge even when null', { KoshAndroid: null }, 'android'],
    ['the iOS message handler', { webkit: { messageHandlers: { kosh: {} } } }, 'ios'],
    [
      'both bridges (Android wins)',
      { KoshAndroid: {}, webkit: { messageHandlers: { kosh: {} } } },
      'android',
    ],
    ['another app’s iOS handler only', { webkit: { messageHandlers: { other: {} } } }, 'web'],
    ['WebKit without message handlers', { webkit: {} }, 'web'],
    ['no bridge at all', {}, 'web'],
  ])('with %s answers %s', async (_label, win, expected) => {
    expect(await platformWith(win)).toBe(expected);
  });
});
