import { queryOptions, type QueryKey, type UndefinedInitialDataOptions } from '@tanstack/react-query';

import { isSignedIn } from '@/session/auth-token';
import './query-meta';

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
