import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { showToast } from '@/events/toasts';
import type * as CopyText from '@/native/copy-text';
import { copyText } from '@/native/copy-text';
import { createWebBridge } from '@/native/web-bridge';

import { fakeEnv, ORIGIN } from './support/fakes';

/** The refusal's English words (the message is only ever formatted in src/). */
const REFUSED_LINK_MESSAGE = "This link can't be opened";

vi.mock('@/events/toasts', () => ({ showToast: vi.fn() }));
vi.mock('@/native/copy-text', async (original) => ({
  ...(await original<typeof CopyText>()),
  copyText: vi.fn(() => Promise.resolve()),
}));

function setup() {
  const env = fakeEnv();
  return { bridge: createWebBridge(env), env };
}

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  vi.mocked(copyText).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('web adapter: the plain-browser behaviour of each call', () => {
  it('is the web platform and supports no host call', () => {
    const { bridge } = setup();
    expect(bridge.platform).toBe('web');
    expect(bridge.supports('close')).toBe(false);
  });

  it('closes by going back in history', () => {
    const { bridge, env } = setup();
    bridge.close();
    expect(env.historyBack).toHaveBeenCalledOnce();
  });

  it('redirects with location.assign, as root with location.replace, an app path on this origin', () => {
    const { bridge, env } = setup();
    bridge.redirect('https://help.kosh.money/faq');
    bridge.redirectWithConfig('https://www.kosh.money/upi');
    bridge.redirectAsRoot('/banks');
    expect(env.assign.mock.calls).toEqual([['https://help.kosh.money/faq'], ['https://www.kosh.money/upi']]);
    expect(env.replace).toHaveBeenCalledWith(`${ORIGIN}/banks`);
  });

  it('refuses an unsafe redirect with a logged error and a toast, and never follows it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bridge, env } = setup();
    bridge.redirect('https://evil.com/phish');
    expect(env.assign).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledWith('error', REFUSED_LINK_MESSAGE);
  });

  it('shows toasts in the in-app banner', () => {
    const { bridge } = setup();
    bridge.showToast('Saved');
    bridge.showToast('Careful', 'warning');
    expect(vi.mocked(showToast).mock.calls).toEqual([
      ['success', 'Saved'],
      ['warning', 'Careful'],
    ]);
  });

  it('vibrates 50 ms by default where the browser can, and stays quiet where it cannot', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { vibrate });
    const { bridge } = setup();
    bridge.haptic();
    bridge.haptic(20);
    expect(vibrate.mock.calls).toEqual([[50], [20]]);
    vi.stubGlobal('navigator', {
      vibrate: () => {
        throw new Error('blocked by permissions policy');
      },
    });
    expect(() => bridge.haptic()).not.toThrow();
    vi.stubGlobal('navigator', {});
    expect(() => bridge.haptic()).not.toThrow();
  });

  it('shares through navigator.share, else copies to the clipboard', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share });
    const { bridge } = setup();
    bridge.shareAppContent({ title: 'Kosh', text: 'Track your money', url: 'https://www.kosh.money' });
    expect(share).toHaveBeenCalledWith({
      title: 'Kosh',
      text: 'Track your money',
      url: 'https://www.kosh.money',
    });
    vi.stubGlobal('navigator', {});
    bridge.shareAppContent({ text: 'Track your money', url: 'https://www.kosh.money' });
    await vi.waitFor(() => expect(copyText).toHaveBeenCalledWith('Track your money https://www.kosh.money'));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Track your money https://www.kosh.money copied to clipboard',
      ),
    );
  });

  it('does not copy when the customer closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    vi.stubGlobal('navigator', { share });
    setup().bridge.shareAppContent({ text: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(copyText).not.toHaveBeenCalled();
  });

  it('answers fetchSms with unavailable and does nothing visible for host-only calls', async () => {
    const { bridge, env } = setup();
    await expect(bridge.fetchSms({ lookbackMs: 60_000, maxMessages: 3 })).resolves.toEqual({
      status: 'unavailable',
    });
    expect(() => {
      bridge.toggleProgress(true);
      bridge.toggleProgress(false);
      bridge.refreshBroadcast('refreshTransactionScreen');
      bridge.refreshWithData('x', {});
      bridge.enableBackHandling(true);
      bridge.refreshUserProfile();
      bridge.trackEvent('e');
      bridge.trackMonitoring('m');
      bridge.startGoogleSignIn();
      bridge.logLoadTime('home', 1);
      bridge.logOdmData({});
      bridge.emitEvent('e');
      bridge.onHostEvent(() => undefined)();
    }).not.toThrow();
    expect(env.assign).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });
});
