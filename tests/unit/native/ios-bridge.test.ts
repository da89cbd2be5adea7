import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { showToast } from '@/events/toasts';
import { FETCH_SMS_TIMEOUT_MS } from '@/native/bridge';
import { createIosBridge, type IosWindow } from '@/native/ios-bridge';

import { fakeEnv, fakeIosHandler } from './support/fakes';

/** The refusal's English words (the message is only ever formatted in src/). */
const REFUSED_LINK_MESSAGE = "This link can't be opened";

vi.mock('@/events/toasts', () => ({ showToast: vi.fn() }));

function setup(appVersion: string | undefined = '9.0.0') {
  const { handler, messages } = fakeIosHandler();
  const win: IosWindow = { webkit: { messageHandlers: { kosh: handler } } };
  if (appVersion !== undefined) win.KoshHost = { appVersion };
  const env = fakeEnv();
  return { bridge: createIosBridge(win, env), messages, env, win };
}

beforeEach(() => {
  vi.mocked(showToast).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('iOS adapter', () => {
  it('posts { method, args } with named arguments to webkit.messageHandlers.kosh', () => {
    const { bridge, messages } = setup();
    bridge.close();
    bridge.redirectWithConfig('https://www.kosh.money/upi');
    bridge.showToast('Copied', 'success');
    bridge.haptic();
    bridge.refreshBroadcast('intent_broadcast_added_trade');
    bridge.trackEvent('aa_linked', { bank: 'SBI' });
    expect(messages).toEqual([
      { method: 'close', args: {} },
      {
        method: 'redirectWithConfig',
        args: { config: { url: 'https://www.kosh.money/upi', is_system_intent: true } },
      },
      { method: 'showToast', args: { message: 'Copied', type: 'success' } },
      { method: 'haptic', args: { durationMs: 50 } },
      { method: 'refreshBroadcast', args: { name: 'intent_broadcast_added_trade' } },
      { method: 'trackEvent', args: { event_name: 'aa_linked', event_Param: { bank: 'SBI' } } },
    ]);
  });

  it('fetches SMS with a request id and takes the reply through KoshNative.reply', async () => {
    const { bridge, messages, win } = setup();
    const result = bridge.fetchSms({ lookbackMs: 60_000, maxMessages: 3, sender: 'FINVU' });
    const [request] = messages;
    expect(request).toMatchObject({
      method: 'fetchSms',
      args: { query: { lookbackMs: 60_000, maxMessages: 3, sender: 'FINVU' } },
    });
    expect(typeof request?.requestId).toBe('string');
    const sms = { sender: 'AX-FINVU', body: 'OTP 123456', receivedAt: 1_700_000_000_000 };
    // iOS may answer with an object rather than a JSON string.
    win.KoshNative?.reply(request?.requestId, { permission: 'granted', messages: [sms] });
    await expect(result).resolves.toEqual({ status: 'ok', messages: [sms] });
  });

  it('reports a denied SMS permission', async () => {
    const { bridge, messages, win } = setup();
    const result = bridge.fetchSms({ lookbackMs: 60_000, maxMessages: 3 });
    win.KoshNative?.reply(messages[0]?.requestId, '{"permission":"denied"}');
    await expect(result).resolves.toEqual({ status: 'permission-denied' });
  });

  it('gives up on a host that never replies, and drops the late reply with a warning', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, messages, win } = setup();
    const result = bridge.fetchSms({ lookbackMs: 60_000, maxMessages: 3 });
    await vi.advanceTimersByTimeAsync(FETCH_SMS_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ status: 'unavailable' });
    win.KoshNative?.reply(messages[0]?.requestId, { permission: 'granted', messages: [] });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('needs iOS 8.2.0 for fetchSms: 8.1.0 gets the browser answer without a message', async () => {
    const { bridge, messages } = setup('8.1.0');
    await expect(bridge.fetchSms({ lookbackMs: 60_000, maxMessages: 3 })).resolves.toEqual({
      status: 'unavailable',
    });
    expect(messages).toEqual([]);
  });

  it('falls back to the browser when the message handler has no postMessage', () => {
    const env = fakeEnv();
    const bridge = createIosBridge(
      { webkit: { messageHandlers: { kosh: {} } }, KoshHost: { appVersion: '9.0.0' } },
      env,
    );
    expect(bridge.supports('close')).toBe(false);
    bridge.close();
    bridge.showToast('Hello');
    expect(env.historyBack).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledWith('success', 'Hello');
  });

  it('never posts a refused URL: the host only hears the refusal, as its own error toast', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bridge, messages } = setup();
    bridge.redirect('javascript:alert(document.cookie)');
    expect(JSON.stringify(messages)).not.toContain('javascript');
    expect(messages.map((message) => message.method)).toEqual(['showToast', 'haptic']);
    expect(messages[0]?.args).toEqual({ message: REFUSED_LINK_MESSAGE, type: 'error' });
  });
});
