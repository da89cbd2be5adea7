import { afterEach, describe, expect, it, vi } from 'vitest';

import { createInboundChannel, type InboxWindow } from '@/native/host-inbound';

afterEach(() => {
  vi.useRealTimers();
});

const accept = (payload: unknown) => (payload === 'ok' ? 'ok' : null);

describe('the page inbox (window.KoshNative)', () => {
  it('delivers valid host events to every listener until they unsubscribe', () => {
    const win: InboxWindow = {};
    const channel = createInboundChannel(win);
    const first = vi.fn();
    const second = vi.fn();
    const stop = channel.onEvent(first);
    channel.onEvent(second);
    win.KoshNative?.dispatch('{"type":"back"}');
    win.KoshNative?.dispatch({ type: 'googleSignIn', status: 'success', authCode: 'abc' });
    stop();
    win.KoshNative?.dispatch({ type: 'resume' });
    expect(first.mock.calls).toEqual([
      [{ type: 'back' }],
      [{ type: 'googleSignIn', status: 'success', authCode: 'abc' }],
    ]);
    expect(second).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['an unknown event type', { type: 'selfDestruct' }],
    ['a wrong field type', { type: 'googleSignIn', status: 'maybe' }],
    ['broken JSON', '{"type":'],
    ['a number', 42],
    ['nothing', undefined],
  ])('ignores %s with one warning', (_label, event) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win: InboxWindow = {};
    const listener = vi.fn();
    createInboundChannel(win).onEvent(listener);
    expect(() => win.KoshNative?.dispatch(event)).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('ignores replies to unknown ids and malformed replies, then takes the valid one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win: InboxWindow = {};
    const channel = createInboundChannel(win);
    let requestId = '';
    const result = channel.request((id) => (requestId = id), accept, 1_000);
    win.KoshNative?.reply('someone-else', 'ok');
    win.KoshNative?.reply(42, 'ok');
    win.KoshNative?.reply(requestId, 'not ok');
    expect(warn).toHaveBeenCalledTimes(3);
    win.KoshNative?.reply(requestId, '"ok"');
    await expect(result).resolves.toBe('ok');
  });

  it('resolves null at the timeout, and at once when sending throws', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const channel = createInboundChannel({});
    const silent = channel.request(() => undefined, accept, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(silent).resolves.toBeNull();
    const broken = channel.request(
      () => {
        throw new Error('no such method');
      },
      accept,
      1_000,
    );
    await expect(broken).resolves.toBeNull();
  });

  it('gives every request its own id', () => {
    const channel = createInboundChannel({});
    const ids = new Set<string>();
    for (let index = 0; index < 50; index += 1) void channel.request((id) => ids.add(id), accept, 1);
    expect(ids.size).toBe(50);
  });
});
