import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, type ReactNode } from 'react';

import { getQueryClient } from '@/api/query-client';
import { announceCacheOwner, persistOptions } from '@/api/query-persistence';
import { startStorage } from '@/storage/start';

/**
 * The data layer (TanStack Query, the API client, zod, the persisted cache, Dexie) is its own
 * chunk: the shell paints and answers taps before it arrives (DESIGN.md §10). Every data-using
 * screen is wrapped in this provider; they all share one QueryClient, so the cache is one, restored
 * from localStorage before the first query runs so a reload paints the last data at once.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Once per page: moves the product's old localStorage keys into IndexedDB.
    void startStorage();
  }, []);
  return (
    <PersistQueryClientProvider
      client={getQueryClient()}
      persistOptions={persistOptions()}
      onSuccess={announceCacheOwner}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
