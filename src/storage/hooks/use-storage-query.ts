import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';

import { storageVersion, subscribeStorage } from '../backend';

/**
 * `useLiveQuery` that also follows the in-memory fallback: Dexie re-runs `querier` when a table it
 * read changes; memory writes (and the switch to memory) bump the storage version instead, which
 * re-runs it through `deps`. Returns `initial` until the first answer.
 */
export function useStorageQuery<T, TInitial>(
  querier: () => Promise<T>,
  deps: readonly unknown[],
  initial: TInitial,
): T | TInitial {
  const version = useSyncExternalStore(subscribeStorage, storageVersion, storageVersion);
  return useLiveQuery(querier, [...deps, version], initial);
}
