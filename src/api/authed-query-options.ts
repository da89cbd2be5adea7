import { queryOptions, type QueryKey, type UndefinedInitialDataOptions } from '@tanstack/react-query';

import { isSignedIn } from '@/session/auth-token';

import { PERSIST_META } from './query-meta';

/**
 * `queryOptions` for the customer's own data: disabled while there is no bearer token
 * (docs/product.md#access-and-permissions), on top of whatever `enabled` the caller gives.
 */
export function authedQueryOptions<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UndefinedInitialDataOptions<TQueryFnData, TError, TData, TQueryKey>) {
  const { enabled } = options;
  return queryOptions({
    ...options,
    // A function, so the token is read each time the query decides whether to run.
    enabled: (query) => isSignedIn() && (typeof enabled === 'function' ? enabled(query) : (enabled ?? true)),
  });
}

/** A read of the customer's data: the call is handed the query's abort signal. */
type Read<T> = (signal: AbortSignal) => Promise<T>;

/** The plain case of `authedQueryOptions`: a key and the read behind it, nothing else. */
export function authedRead<T, K extends QueryKey>(queryKey: K, read: Read<T>) {
  return authedQueryOptions({ queryKey, queryFn: ({ signal }) => read(signal) });
}

/** `authedRead` whose last answer a reload paints at once, from the persisted cache. */
export function persistedRead<T, K extends QueryKey>(queryKey: K, read: Read<T>) {
  return authedQueryOptions({ queryKey, queryFn: ({ signal }) => read(signal), meta: PERSIST_META });
}
