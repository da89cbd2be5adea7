import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import { withFallback } from '@/api/with-fallback';

describe('withFallback', () => {
  it('answers with the primary when it succeeds, without calling the fallback', async () => {
    const fallback = vi.fn(() => Promise.resolve('temp data'));
    await expect(withFallback(() => Promise.resolve('cache'), fallback)).resolves.toBe('cache');
    expect(fallback).not.toHaveBeenCalled();
  });

  it('answers with the fallback when the primary fails, and hands it the failure', async () => {
    const failure = new ApiError(500, null, 'cache down');
    const fallback = vi.fn((_error: unknown) => Promise.resolve('temp data'));
    await expect(withFallback(() => Promise.reject(failure), fallback)).resolves.toBe('temp data');
    expect(fallback).toHaveBeenCalledWith(failure);
  });

  it('rejects with the fallback’s own error when both fail', async () => {
    const result = withFallback(
      () => Promise.reject(new Error('first')),
      () => Promise.reject(new Error('second')),
    );
    await expect(result).rejects.toThrow('second');
  });

  it('does not fall back on an abort', async () => {
    const fallback = vi.fn(() => Promise.resolve('temp data'));
    const abort = new DOMException('aborted', 'AbortError');
    await expect(withFallback(() => Promise.reject(abort), fallback)).rejects.toBe(abort);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('falls back only where the caller says so', async () => {
    const onlyServerErrors = (error: unknown) => error instanceof ApiError && error.statusCode >= 500;
    const notFound = new ApiError(404, null, 'none');
    await expect(
      withFallback(
        () => Promise.reject(notFound),
        () => Promise.resolve('temp'),
        {
          shouldFallBack: onlyServerErrors,
        },
      ),
    ).rejects.toBe(notFound);
  });
});
