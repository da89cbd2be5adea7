import { useEffect, useState, useSyncExternalStore } from 'react';

import { storageVersion, subscribeStorage, whenLiveQueries } from '@/storage/backend';

/**
 * A live read of storage that does not bring Dexie onto the first screen: `querier` runs at once
 * on whatever backend the session has (plain IndexedDB reads before Dexie is loaded), and once
 * Dexie is loaded it follows Dexie's `liveQuery`, which re-runs it when a table it read changes,
 * in this tab or another. Memory writes (and the switch to memory) bump the storage version, which
 * re-runs it through `deps`. Returns `initial` until the first answer.
 */
export function useStorageQuery<T, TInitial>(
  querier: () => Promise<T>,
  deps: readonly unknown[],
  initial: TInitial,
): T | TInitial {
  const version = useSyncExternalStore(subscribeStorage, storageVersion, storageVersion);
  const [answer, setAnswer] = useState<{ value: T | TInitial }>({ value: initial });

  useEffect(() => {
    let active = true;
    let live = false;
    let subscription: { unsubscribe: () => void } | undefined;
    querier().then(
      (value) => {
        // A live answer, once there, is never replaced by this older plain read.
        if (active && !live) setAnswer({ value });
      },
      () => undefined,
    );
    void whenLiveQueries().then((liveQuery) => {
      if (!active || liveQuery === null) return;
      subscription = liveQuery(querier).subscribe({
        next: (value) => {
          live = true;
          if (active) setAnswer({ value });
        },
        error: () => undefined,
      });
    });
    return () => {
      active = false;
      subscription?.unsubscribe();
    };
    // `querier` is described by `deps`, as with Dexie's useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, version]);

  return answer.value;
}
