import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

import { storageVersion, subscribeStorage, whenLiveQueries } from '@/storage/backend';

/**
 * A live read of storage that does not bring Dexie onto the first screen: `querier` runs at once
 * on whatever backend the session has (plain IndexedDB reads before Dexie is loaded), and once
 * Dexie is loaded it follows Dexie's `liveQuery`, which re-runs it when a table it read changes,
 * in this tab or another. Memory writes (and the switch to memory) bump the storage version, which
 * re-runs it through `deps`. Returns `initial` until the first answer.
 *
 * An answer is drawn as a transition: it lands from a promise, outside any event, where React
 * would draw what it unlocks (often a whole tab waiting for a saved choice) in one long task; as a
 * transition React draws it in slices and a tap in between is answered. The same string or number
 * as the one shown (Dexie's live query repeating the plain read of a saved choice, once Dexie
 * loads) draws nothing.
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
    const show = (value: T) =>
      startTransition(() => setAnswer((shown) => (Object.is(shown.value, value) ? shown : { value })));
    querier().then(
      (value) => {
        // A live answer, once there, is never replaced by this older plain read.
        if (active && !live) show(value);
      },
      () => undefined,
    );
    void whenLiveQueries().then((liveQuery) => {
      if (!active || liveQuery === null) return;
      subscription = liveQuery(querier).subscribe({
        next: (value) => {
          live = true;
          if (active) show(value);
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
