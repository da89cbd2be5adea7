import { describe, expect, it, vi } from 'vitest';

import { drainUnderLock, type SenderLocks } from '@/telemetry/delivery/sync-lock';

/**
 * A one-name Web Lock: `hold()` takes it as a tab would, and a request waits for it or for its
 * signal, rejecting with the signal's reason as `navigator.locks` does.
 */
function fakeLocks() {
  let held: Promise<void> | null = null;
  const hold = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = () => {
        held = null;
        resolve();
      };
    });
    return release;
  };
  const request = (async (_name: string, options: LockOptions, callback: () => Promise<void>) => {
    const { signal } = options;
    while (held !== null) {
      const waiting = held;
      await new Promise<void>((resolve, reject) => {
        void waiting.then(resolve);
        signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
    }
    return callback();
  }) as unknown as SenderLocks['request'];
  return { locks: { request }, hold };
}

const LOCK = 'kosh-telemetry-sender';

describe('drainUnderLock', () => {
  it('drains at once when no tab holds the lock', async () => {
    const { locks } = fakeLocks();
    const drain = vi.fn(async () => {});
    await drainUnderLock(locks, LOCK, drain, 50);
    expect(drain).toHaveBeenCalledOnce();
  });

  it('waits for a closing tab to let go, then drains', async () => {
    const { locks, hold } = fakeLocks();
    const release = hold();
    const drain = vi.fn(async () => {});
    const done = drainUnderLock(locks, LOCK, drain, 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drain).not.toHaveBeenCalled();
    release();
    await done;
    expect(drain).toHaveBeenCalledOnce();
  });

  it('leaves the rows to a live tab that keeps the lock past the wait', async () => {
    const { locks, hold } = fakeLocks();
    hold();
    const drain = vi.fn(async () => {});
    await drainUnderLock(locks, LOCK, drain, 30);
    expect(drain).not.toHaveBeenCalled();
  });

  it('with no tab open, waits on for a closing tab however long it takes, then drains', async () => {
    const { locks, hold } = fakeLocks();
    const release = hold();
    const drain = vi.fn(async () => {});
    const noTab = vi.fn(() => Promise.resolve(false));
    const done = drainUnderLock(locks, LOCK, drain, 20, noTab, 5_000);
    // Several short waits have passed: a live tab would have been left the rows by now.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(noTab.mock.calls.length).toBeGreaterThan(1);
    expect(drain).not.toHaveBeenCalled();
    release();
    await done;
    expect(drain).toHaveBeenCalledOnce();
  });

  it('with no tab open and the lock never let go, asks for another sync instead of ending as done', async () => {
    const { locks, hold } = fakeLocks();
    hold();
    const drain = vi.fn(async () => {});
    const noTab = () => Promise.resolve(false);
    await expect(drainUnderLock(locks, LOCK, drain, 20, noTab, 100)).rejects.toThrow('closing tab');
    expect(drain).not.toHaveBeenCalled();
  });

  it("passes the drain's own failure on (records left after sending)", async () => {
    const { locks } = fakeLocks();
    const failing = () => Promise.reject(new Error('telemetry left in the outbox'));
    await expect(drainUnderLock(locks, LOCK, failing, 30)).rejects.toThrow('telemetry left in the outbox');
  });

  it('drains at once without Web Locks', async () => {
    const drain = vi.fn(async () => {});
    await drainUnderLock(undefined, LOCK, drain);
    expect(drain).toHaveBeenCalledOnce();
  });
});
