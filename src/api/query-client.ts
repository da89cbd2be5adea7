import { onlineManager, QueryClient } from '@tanstack/react-query';

import {
  DATA_STALE_TIME_MS,
  QUERY_RETRY_COUNT,
  REFETCH_ON_WINDOW_FOCUS,
  RETRY_BACKOFF_CAP_MS,
} from '@/config/constants';

import { ApiError } from './errors';
import { PERSISTED_CACHE_MAX_AGE_MS } from './query-persistence';

/**
 * docs/product.md#business-constants: fresh for 5 minutes, 3 retries with exponential backoff capped at 30 s,
 * none on a 4xx. Unused data stays as long as the persisted cache may (TanStack's rule: gcTime ≥ maxAge), or
 * a screen left a while ago would drop out of what the next reload paints.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DATA_STALE_TIME_MS,
        gcTime: PERSISTED_CACHE_MAX_AGE_MS,
        refetchOnWindowFocus: REFETCH_ON_WINDOW_FOCUS,
        // Offline, a query still asks once before it pauses: the service worker may hold the GET's
        // answer even when the persisted cache missed it (a screen left before its throttled save).
        // Without an answer there, its retries pause and the screen says it needs a connection.
        networkMode: 'offlineFirst',
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) &&
          failureCount < QUERY_RETRY_COUNT,
        // Offline, a failed ask pauses at once (the retry waits for the network), so a screen
        // with nothing cached says so without a second of skeletons first.
        retryDelay: (attempt) =>
          onlineManager.isOnline() ? Math.min(1000 * 2 ** attempt, RETRY_BACKOFF_CAP_MS) : 0,
      },
    },
  });
}

let shared: QueryClient | null = null;

/** The page's one data cache, shared by every lazily loaded screen. */
export function getQueryClient(): QueryClient {
  if (shared === null) {
    shared = createQueryClient();
    // Test builds only: the constant is false in production, so the hook is not even bundled.
    if (import.meta.env.VITE_TEST_HOOKS === 'true') {
      const client = shared;
      void import('./query-test-hook').then(({ installQueryTestHook }) => installQueryTestHook(client));
    }
  }
  return shared;
}
