import type { QueryClient } from '@tanstack/react-query';

import { markFirstScreenShown } from '@/lib/first-screen';

/**
 * Marks the first screen shown (lib/first-screen.ts) once the queries it mounted have their
 * answers: something was fetched, and now nothing is, while a screen observes a query. The
 * queries restored from storage at start-up do not count until a fetch has begun; a screen whose
 * queries wait offline never marks it, and the deferred work starts at its latest time instead.
 */
export function markShownWhenQueriesSettle(client: QueryClient): () => void {
  const cache = client.getQueryCache();
  let fetched = false;
  const stop = cache.subscribe(() => {
    if (client.isFetching() > 0) fetched = true;
    else if (fetched && cache.getAll().some((query) => query.getObserversCount() > 0)) {
      stop();
      markFirstScreenShown();
    }
  });
  return stop;
}
