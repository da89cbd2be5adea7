import { getQueryClient } from '@/api/query-client';

/**
 * Loaded only when the network is gone: calls `onChange` with when each successful query's data
 * was stamped, now and whenever the cache changes (a persisted cache restoring, a screen loading).
 * Returns the unsubscribe function.
 */
export function watchQueryTimes(onChange: (times: number[]) => void): () => void {
  const cache = getQueryClient().getQueryCache();
  const read = () =>
    onChange(
      cache
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => query.state.dataUpdatedAt),
    );
  read();
  return cache.subscribe(read);
}
