import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

import { showToast } from '@/events/toasts';
import { createAndroidBridge, type AndroidWindow } from '@/native/android-bridge';
import { HOST_METHODS, type HostMethod, type NativeBridge } from '@/native/bridge';

import { fakeAndroidHost, fakeEnv, ORIGIN, type RecordedCall } from './support/fakes';

/** The refusal's English words (the message is only ever formatted in src/). */
const REFUSED_LINK_MESSAGE = "This link can't be opened";

vi.mock('@/events/toasts', () => ({ showToast: vi.fn() }));

function setup(options: { appVersion?: unknown; methods?: readonly string[]; hostInfo?: unknown } = {}) {
  const { host, calls } = fakeAndroidHost(options.methods);
  const win: AndroidWindow = { KoshAndroid: host };
  if (options.hostInfo !== undefined) win.KoshHost = options.hostInfo;
  else if (options.appVersion !== undefined) win.KoshHost = { appVersion: options.appVersion };
  const env = fakeEnv();
  return { bridge: createAndroidBridge(win, env), calls, env, win, host };
}

beforeEach(() => {
  vi.mocked(showToast).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Android adapter: every call reaches KoshAndroid with primitive or JSON-string arguments', () => {
  it.each<[string, (bridge: NativeBridge) => void, RecordedCall]>([
    [
      'refreshBroadcast',
      (b) => b.refreshBroadcast('refreshTransactionScreen'),
      ['refreshBroadcast', 'refreshTransactionScreen'],
    ],
    [
      'refreshWithData',
      (b) =>
        b.refreshWithData('insurance', {
          action: 'insurance-refresh',
          action_data: { refresh: true },
          tab: 0,
        }),
      [
        'refreshWithData',
        'insurance',
        '{"action":"insurance-refresh","action_data":{"refresh":true},"tab":0}',
      ],
    ],
    ['enableBackHandling', (b) => b.enableBackHandling(true), ['enableBackHandling', true]],
    ['close', (b) => b.close(), ['close']],
    [
      'redirect',
      (b) => b.redirect('https://lending.kosh.money/a?b=1'),
      ['redirect', 'https://lending.kosh.money/a?b=1'],
    ],
    [
      'redirectAsRoot (an app path made absolute)',
      (b) => b.redirectAsRoot('/savings?tab=1'),
      ['redirectAsRoot', `${ORIGIN}/savings?tab=1`],
    ],
    [
      'redirectWithConfig',
      (b) => b.redirectWithConfig('https://www.kosh.money/upi'),
      ['redirectWithConfig', '{"url":"https://www.kosh.money/upi","is_system_intent":true}'],
    ],
    ['refreshUserProfile', (b) => b.refreshUserProfile(), ['refreshUserProfile']],
    [
      'trackEvent',
      (b) => b.trackEvent('aa_linked', { bank: 'HDFC' }),
      ['trackEvent', 'aa_linked', '{"bank":"HDFC"}'],
    ],
    [
      'trackMonitoring',
      (b) => b.trackMonitoring('aa_ready', { ms: 12 }),
      ['trackMonitoring', 'aa_ready', '{"ms":12}'],
    ],
    ['startGoogleSignIn', (b) => b.startGoogleSignIn(), ['startGoogleSignIn']],
    [
      'shareAppContent',
      (b) => b.shareAppContent({ text: 'Kosh', url: 'https://www.kosh.money' }),
      ['shareAppContent', '{"text":"Kosh","url":"https://www.kosh.money"}'],
    ],
    ['showToast', (b) => b.showToast('Saved'), ['showToast', 'Saved', 'success']],
    ['toggleProgress(false) hides the loader', (b) => b.toggleProgress(false), ['toggleProgress', false]],
    ['logLoadTime', (b) => b.logLoadTime('home', 812), ['logLoadTime', 'home', 812]],
    ['logOdmData', (b) => b.logOdmData({ campaign: 'x' }), ['logOdmData', '{"campaign":"x"}']],
    ['haptic (50 ms by default)', (b) => b.haptic(), ['haptic', 50]],
    [
      'emitEvent',
      (b) => b.emitEvent('linking_done', { count: 2 }),
      ['emitEvent', 'linking_done', '{"count":2}'],
    ],
  ])('%s', (_label, act, expected) => {
    const { bridge, calls, env } = setup({ appVersion: '9.0.0' });
    act(bridge);
    expect(calls).toEqual([expected]);
    expect(env.assign).not.toHaveBeenCalled();
    expect(env.historyBack).not.toHaveBeenCalled();
  });

  it('lists every host method once in HOST_METHODS', () => {
    expectTypeOf<Exclude<HostMethod, (typeof HOST_METHODS)[number]>>().toEqualTypeOf<never>();
    expect(new Set(HOST_METHODS).size).toBe(HOST_METHODS.length);
  });

  it('says which calls it supports', () => {
    const { bridge } = setup({ appVersion: '9.0.0' });
    expect(bridge.platform).toBe('android');
    expect(HOST_METHODS.every((method) => bridge.supports(method))).toBe(true);
  });
});

describe('Android adapter: version gating', () => {
  it('sends fetchSms only from 8.0.0; older hosts get the browser answer', async () => {
    const old = setup({ appVersion: '7.9.9' });
    expect(old.bridge.supports('fetchSms')).toBe(false);
    await expect(old.bridge.fetchSms({ lookbackMs: 60_000, maxMessages: 3 })).resolves.toEqual({
      status: 'unavailable',
    });
    expect(old.calls).toEqual([]);
    expect(setup({ appVersion: '8.0.0' }).bridge.supports('fetchSms')).toBe(true);
  });

  it('falls back to navigator.vibrate for haptic on a host too old for it', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { vibrate });
    const { bridge, calls } = setup({ appVersion: '7.0.0' });
    bridge.haptic(30);
    expect(calls).toEqual([]);
    expect(vibrate).toHaveBeenCalledWith(30);
  });

  it.each<[string, Parameters<typeof setup>[0]]>([
    ['no KoshHost', {}],
    ['a malformed KoshHost', { hostInfo: { appVersion: 8 } }],
    ['a malformed version', { appVersion: 'eight' }],
  ])('treats %s as an unknown version: gated calls fall back, the others still go', (_label, options) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, calls, env } = setup(options);
    bridge.redirectWithConfig('https://www.kosh.money/upi');
    bridge.close();
    expect(calls).toEqual([['close']]);
    expect(env.assign).toHaveBeenCalledWith('https://www.kosh.money/upi');
  });

  it('uses only the methods a host lists in KoshHost.methods', () => {
    const { bridge, calls, env } = setup({ hostInfo: { appVersion: '9.0.0', methods: ['redirect'] } });
    bridge.close();
    bridge.redirect('https://help.kosh.money/faq');
    expect(calls).toEqual([['redirect', 'https://help.kosh.money/faq']]);
    expect(env.historyBack).toHaveBeenCalledOnce();
  });
});

describe('Android adapter: a missing or broken host method falls back to the browser, never throws', () => {
  it('closes by going back in history when the host has no close', () => {
    const methods = HOST_METHODS.filter((method: HostMethod) => method !== 'close');
    const { bridge, calls, env } = setup({ appVersion: '9.0.0', methods });
    expect(bridge.supports('close')).toBe(false);
    expect(() => bridge.close()).not.toThrow();
    expect(calls).toEqual([]);
    expect(env.historyBack).toHaveBeenCalledOnce();
  });

  it('shows the in-app banner when the host toast throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, host } = setup({ appVersion: '9.0.0' });
    host.showToast = () => {
      throw new Error('Method not found');
    };
    expect(() => bridge.showToast('Saved', 'warning')).not.toThrow();
    expect(showToast).toHaveBeenCalledWith('warning', 'Saved');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('treats a null KoshAndroid as a host without methods', () => {
    const env = fakeEnv();
    const bridge = createAndroidBridge({ KoshAndroid: null, KoshHost: { appVersion: '9.0.0' } }, env);
    bridge.redirect('/banks');
    expect(env.assign).toHaveBeenCalledWith(`${ORIGIN}/banks`);
  });
});

describe('Android adapter: refused URLs never reach the host', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.com/x',
    'https://evil.com/?x=goals.kosh.money',
    'https://goals.kosh.money.evil.com/',
    'http://www.kosh.money/',
    '/\\evil.com',
  ])('%s', (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bridge, calls, env } = setup({ appVersion: '9.0.0' });
    bridge.redirect(url);
    bridge.redirectAsRoot(url);
    bridge.redirectWithConfig(url);
    // The URL never reaches the host: it only hears the refusal, as its own error toast.
    expect(calls.filter(([method]) => method !== 'showToast' && method !== 'haptic')).toEqual([]);
    expect(calls).toContainEqual(['showToast', REFUSED_LINK_MESSAGE, 'error']);
    expect(env.assign).not.toHaveBeenCalled();
    expect(env.replace).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(3);
    expect(showToast).not.toHaveBeenCalled();
  });
});
