import { describe, expect, it } from 'vitest';

import { detectPlatform, type Platform } from '@/native/platform';

type FakeWindow = Parameters<typeof detectPlatform>[0];

describe('detectPlatform', () => {
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
  ])('with %s answers %s', (_label, win, expected) => {
    expect(detectPlatform(win)).toBe(expected);
  });

  it('reads the real window by default, which in a plain browser is web', () => {
    expect(detectPlatform()).toBe('web');
  });
});
