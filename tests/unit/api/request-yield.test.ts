import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { loadApi, stubFetch, type Api, type FetchMock } from '../../support/fetch-stub';

const okSchema = z.object({ ok: z.boolean() });

let api: Api;
let fetchMock: FetchMock;

beforeEach(async () => {
  fetchMock = stubFetch(200, { ok: true });
  api = await loadApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('request and the main thread', () => {
  it('sends each GET from a task of its own, so a screen starting its queries is short tasks', async () => {
    const calls = ['/a', '/b', '/c'].map((path) =>
      api.request({ service: 'stories', path, schema: okSchema }),
    );
    await microtasks();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(Promise.all(calls)).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends a POST at once: it follows a tap, and nothing else waits in its task', async () => {
    const call = api.request({ service: 'stories', path: '/a', method: 'POST', body: {}, schema: okSchema });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(call).resolves.toEqual({ ok: true });
  });

  it('does not send a GET aborted while it waited for its task', async () => {
    const controller = new AbortController();
    const call = api.request({ service: 'stories', path: '/a', schema: okSchema, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
