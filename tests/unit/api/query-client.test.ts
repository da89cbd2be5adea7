import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, NetworkError } from '@/api/errors';
import { getQueryClient } from '@/api/query-client';
import { DATA_STALE_TIME_MS, QUERY_RETRY_COUNT, RETRY_BACKOFF_CAP_MS } from '@/config/constants';

const queries = getQueryClient().getDefaultOptions().queries ?? {};

function retry(failureCount: number, error: Error): boolean {
  if (typeof queries.retry !== 'function') throw new Error('retry is not a function');
  return queries.retry(failureCount, error);
}

function retryDelay(attempt: number): number {
  if (typeof queries.retryDelay !== 'function') throw new Error('retryDelay is not a function');
  return queries.retryDelay(attempt, new NetworkError());
}

describe('the page’s data cache', () => {
  it('keeps data fresh for the stale time and does not refetch on focus', () => {
    expect(queries.staleTime).toBe(DATA_STALE_TIME_MS);
    expect(queries.refetchOnWindowFocus).toBe(false);
  });

  it.each([400, 401, 404, 422, 499])('never retries a %s', (status) => {
    expect(retry(0, new ApiError(status, null, 'client error'))).toBe(false);
  });

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [QUERY_RETRY_COUNT, false],
    [QUERY_RETRY_COUNT + 1, false],
  ])('after %s failures of a 500 retries: %s', (failureCount, expected) => {
    expect(retry(failureCount, new ApiError(500, null, 'server error'))).toBe(expected);
  });

  it.each([new NetworkError(), new Error('boom')])('retries %s like a server error', (error) => {
    expect(retry(0, error)).toBe(true);
    expect(retry(QUERY_RETRY_COUNT, error)).toBe(false);
  });

  it('backs off exponentially up to the cap', () => {
    const delays = [0, 1, 2, 3, 4, 5, 10, 30].map(retryDelay);
    expect(delays.slice(0, 3)).toEqual([1000, 2000, 4000]);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
    expect(Math.max(...delays)).toBe(RETRY_BACKOFF_CAP_MS);
  });
});

describe('the page’s data cache offline', () => {
  afterEach(() => {
    // One cache for the page: each case starts from an empty one.
    getQueryClient().clear();
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  it('asks once offline, so an answer the service worker kept still comes', async () => {
    onlineManager.setOnline(false);
    const client = getQueryClient();
    const queryFn = vi.fn().mockResolvedValue({ limit: 50_000 });
    await expect(client.fetchQuery({ queryKey: ['line'], queryFn })).resolves.toEqual({ limit: 50_000 });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('offline, a failed ask waits no backoff before it pauses', () => {
    onlineManager.setOnline(false);
    expect(retryDelay(0)).toBe(0);
    expect(retryDelay(3)).toBe(0);
  });

  it('offline, a failed ask pauses (no error, no retry storm) until the network is back', async () => {
    vi.useFakeTimers();
    onlineManager.setOnline(false);
    const client = getQueryClient();
    // Mounted, as the provider does: it is what hears the network come back.
    client.mount();
    const queryFn = vi.fn().mockRejectedValueOnce(new NetworkError()).mockResolvedValue('fresh');
    const observer = new QueryObserver(client, { queryKey: ['line'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(10 * RETRY_BACKOFF_CAP_MS);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult()).toMatchObject({ fetchStatus: 'paused', status: 'pending' });
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: 'fresh' });
    unsubscribe();
    client.unmount();
  });
});
