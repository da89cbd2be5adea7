import { describe, expect, it } from 'vitest';

import { DEFAULT_HOSTS } from '@/config/hosts';
import { decideBack, decideBackendBack } from '@/domain/navigation/back-rules';

describe('decideBack', () => {
  it.each([
    ['android', true, '/savings', true, { kind: 'native-close' }],
    ['ios', true, '/savings', false, { kind: 'native-close' }],
    ['android', false, '/savings', true, { kind: 'history-back' }],
    ['android', false, '/savings', false, { kind: 'push', path: '/' }],
    ['web', false, '/help/faq', false, { kind: 'history-back' }],
    ['web', true, '/help', false, { kind: 'history-back' }],
    ['web', false, '/savings', true, { kind: 'history-back' }],
    ['web', false, '/savings', false, { kind: 'push', path: '/' }],
  ] as const)(
    '%s, close bridge %s, %s, history %s',
    (platform, nativeCloseAvailable, url, canGoBack, expected) => {
      expect(decideBack({ platform, nativeCloseAvailable, url, canGoBack })).toEqual(expected);
    },
  );
});

describe('a help page in a browser, without history of ours', () => {
  it.each([
    ['/help', true],
    ['/help/faq?x=1', true],
    ['/account-aggregator/help', true],
    ['https://help.kosh.money/articles', true],
    ['/helpful', false],
    ['/savings?topic=help', false],
  ])('%s is help (goes back in history): %s', (url, help) => {
    expect(decideBack({ platform: 'web', nativeCloseAvailable: false, url, canGoBack: false })).toEqual(
      help ? { kind: 'history-back' } : { kind: 'push', path: '/' },
    );
  });
});

describe('decideBackendBack', () => {
  it.each([
    [
      { enabled: true, navlink: '/equity?tab=2' },
      { kind: 'push', path: '/equity?tab=2' },
    ],
    [
      { enabled: true, navlink: 'https://www.kosh.money/dashboard' },
      { kind: 'open-external', url: 'https://www.kosh.money/dashboard' },
    ],
    [{ enabled: true }, { kind: 'history-back' }],
    [{ enabled: true, navlink: '' }, { kind: 'history-back' }],
    [{ enabled: false, navlink: '/equity' }, { kind: 'none' }],
    [{}, { kind: 'history-back' }],
    [null, { kind: 'history-back' }],
    [undefined, { kind: 'history-back' }],
  ])('%j → %j', (config, action) => {
    expect(decideBackendBack(config, false, DEFAULT_HOSTS)).toEqual({ callbackFirst: false, action });
  });

  it('refuses a foreign navlink instead of following it', () => {
    const { action } = decideBackendBack(
      { enabled: true, navlink: 'https://evil.com/' },
      false,
      DEFAULT_HOSTS,
    );
    expect(action.kind).toBe('refused');
  });

  it.each([{ enabled: true }, { enabled: false }, undefined])('runs the callback first (%j)', (config) => {
    expect(decideBackendBack(config, true, DEFAULT_HOSTS).callbackFirst).toBe(true);
  });
});
