import { afterEach, describe, expect, it, vi } from 'vitest';

import { SENDER_LOCK } from '@/telemetry/delivery';
import { electLeader } from '@/telemetry/leader';

/** A Web Locks manager with one exclusive queue per name, as the browser keeps across tabs. */
function fakeLocks() {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  const next = (name: string) => {
    const start = queues.get(name)?.shift();
    if (start === undefined) held.delete(name);
    else start();
  };
  return {
    request(name: string, _options: { mode: 'exclusive' }, callback: () => Promise<void>) {
      return new Promise<void>((resolve) => {
        const run = () => {
          held.add(name);
          void callback().finally(() => {
            resolve();
            next(name);
          });
        };
        if (held.has(name)) queues.set(name, [...(queues.get(name) ?? []), run]);
        else run();
      });
    },
  };
}

/** BroadcastChannels of one origin: every message reaches the other channels of the same name. */
function fakeBroadcast() {
  const open = new Set<{ name: string; onmessage: ((event: { data: unknown }) => void) | null }>();
  return (name: string) => {
    const channel = {
      name,
      onmessage: null as ((event: { data: unknown }) => void) | null,
      postMessage(data: unknown) {
        for (const other of open)
          if (other !== channel && other.name === name) other.onmessage?.({ data: structuredClone(data) });
      },
      close() {
        open.delete(channel);
      },
    };
    open.add(channel);
    return channel;
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('with Web Locks', () => {
  it('makes exactly one tab the sender and hands over when it goes', async () => {
    const locks = fakeLocks();
    const onA = vi.fn();
    const onB = vi.fn();
    const a = electLeader(onA, { locks });
    const b = electLeader(onB, { locks });
    await Promise.resolve();
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);
    expect(onA).toHaveBeenCalledOnce();
    expect(onB).not.toHaveBeenCalled();
    a.release();
    await vi.waitFor(() => expect(b.isLeader()).toBe(true));
    expect(a.isLeader()).toBe(false);
    expect(onB).toHaveBeenCalledOnce();
  });

  it('uses the lock name the service worker checks', () => {
    expect(SENDER_LOCK).toBe('kosh-telemetry-sender');
  });
});

describe('with only a BroadcastChannel', () => {
  it('elects the oldest tab, and the next one when it stops beating', async () => {
    vi.useFakeTimers();
    const createChannel = fakeBroadcast();
    const a = electLeader(vi.fn(), { createChannel });
    await vi.advanceTimersByTimeAsync(10);
    const b = electLeader(vi.fn(), { createChannel });
    await vi.advanceTimersByTimeAsync(2500);
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);
    a.release();
    await vi.advanceTimersByTimeAsync(1100);
    expect(b.isLeader()).toBe(true);
  });

  it('takes over from a tab that vanished without saying goodbye', async () => {
    vi.useFakeTimers();
    const createChannel = fakeBroadcast();
    let silent = false;
    const mute = (name: string) => {
      const channel = createChannel(name);
      const post = channel.postMessage.bind(channel);
      channel.postMessage = (data: unknown) => {
        if (!silent) post(data);
      };
      return channel;
    };
    const a = electLeader(vi.fn(), { createChannel: mute });
    await vi.advanceTimersByTimeAsync(10);
    const b = electLeader(vi.fn(), { createChannel });
    await vi.advanceTimersByTimeAsync(2000);
    expect(b.isLeader()).toBe(false);
    silent = true; // a crashed: no more heartbeats, no goodbye
    await vi.advanceTimersByTimeAsync(3500 + 1100);
    expect(b.isLeader()).toBe(true);
    expect(a.isLeader()).toBe(true); // it never heard of b's claim; it is gone anyway
  });

  it('sends alone when neither API exists', () => {
    const onLeader = vi.fn();
    expect(electLeader(onLeader, {}).isLeader()).toBe(true);
    expect(onLeader).toHaveBeenCalledOnce();
  });
});
