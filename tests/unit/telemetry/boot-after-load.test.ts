import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterLoad, LOAD_WAIT_LIMIT_MS } from '@/telemetry/boot';

/** A window whose document is still loading: `load` fires when the test says so. */
function loadingWindow() {
  const target = new EventTarget() as unknown as Window;
  Object.assign(target, {
    document: { readyState: 'loading' },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  });
  return target;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('afterLoad', () => {
  it('resolves at once on a page that has loaded', async () => {
    await expect(afterLoad(window)).resolves.toBeUndefined();
  });

  it('waits for `load`, not for the limit', async () => {
    vi.useFakeTimers();
    const target = loadingWindow();
    const done = vi.fn();
    void afterLoad(target).then(done);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledOnce();
  });

  it(`gives up waiting after ${LOAD_WAIT_LIMIT_MS} ms: a stuck image never holds telemetry back`, async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void afterLoad(loadingWindow()).then(done);
    await vi.advanceTimersByTimeAsync(LOAD_WAIT_LIMIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledOnce();
  });
});
