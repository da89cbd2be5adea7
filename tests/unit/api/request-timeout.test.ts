import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { REQUEST_TIMEOUT_MS } from '@/config/constants';

import { hangUntilAborted, loadApi, stubFetch, type Api, type FetchMock } from '../../support/fetch-stub';

const okSchema = z.object({ ok: z.boolean() });

let api: Api;
let fetchMock: FetchMock;

beforeEach(async () => {
  fetchMock = stubFetch(200, { ok: true });
  hangUntilAborted(fetchMock);
  api = await loadApi();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function call(options: Partial<Parameters<Api['request']>[0]> = {}) {
  return api.request({ service: 'stories', path: '/story/news/live-stocks', schema: okSchema, ...options });
}

describe('request time limit', () => {
  it('is 20 s by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('fails with a TimeoutError, not a NetworkError, when no answer comes in time', async () => {
    let settled: unknown = 'pending';
    const pending = call().then(
      () => 'resolved',
      (error: unknown) => error,
    );
    void pending.then((value) => (settled = value));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(api.errors.TimeoutError);
    expect(error).not.toBeInstanceOf(api.errors.NetworkError);
    expect(error).toMatchObject({ name: 'TimeoutError', timeoutMs: REQUEST_TIMEOUT_MS });
  });

  it('takes a time limit of its own', async () => {
    const pending = call({ timeoutMs: 500 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toMatchObject({ name: 'TimeoutError', timeoutMs: 500 });
  });

  it("passes the caller's abort through as an abort, not a timeout", async () => {
    const controller = new AbortController();
    const pending = call({ signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('stops its timer once the answer came', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    await expect(call()).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});
