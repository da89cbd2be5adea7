/**
 * Test builds only (`VITE_TEST_HOOKS=true`): `window.__queryCache.settled()` tells an e2e journey
 * that the data cache is at rest, so what a reload paints offline is what the screen showed: no
 * query fetching, no change being sent, no save of the persisted cache waiting or being written.
 * `waiting()` names the queries on screen that have no data (what a failed offline check reports);
 * `busy()` says what keeps the cache from rest (what a failed settle reports).
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';

import { persistSettled, persistState } from './query-persistence';

type HookWindow = Window & {
  __queryCache?: { settled: () => Promise<boolean>; waiting: () => string[]; busy: () => string[] };
};

/** Resolves after the tasks queued so far ran (TanStack hands cache events on with a timeout 0). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function installQueryTestHook(client: QueryClient): void {
  (window as HookWindow).__queryCache = {
    settled: async () => {
      await nextTask();
      await nextTask();
      return client.isFetching() === 0 && client.isMutating() === 0 && persistSettled();
    },
    waiting: () =>
      client
        .getQueryCache()
        .getAll()
        .filter((query) => query.getObserversCount() > 0 && query.state.data === undefined)
        .map((query) => `${JSON.stringify(query.queryKey)} ${query.state.fetchStatus}`),
    busy: () => [
      ...client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.fetchStatus === 'fetching')
        .map(
          (query) => `fetching ${JSON.stringify(query.queryKey)} (failures ${query.state.fetchFailureCount})`,
        ),
      ...(client.isMutating() > 0 ? [`mutating ${client.isMutating()}`] : []),
      ...(persistSettled() ? [] : [`persist ${persistState()}`]),
      `online ${String(onlineManager.isOnline())}`,
    ],
  };
}
