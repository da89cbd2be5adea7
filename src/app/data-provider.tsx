import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, type ReactNode } from 'react';

import { getQueryClient } from '@/api/query-client';
import { announceCacheOwner, persistOptions, revalidateRestored } from '@/api/query-persistence';
import { onLocaleChange } from '@/i18n/locale-changes';
import { afterFirstScreen } from '@/lib/first-screen';
import { loadStorage } from '@/storage/backend';
import { startStorage } from '@/storage/start';

import { markShownWhenQueriesSettle } from './first-queries-settled';
import { NeedsConnection } from './offline/needs-connection';
import { startOfflineWiring } from './offline/offline-wiring';
import { CustomerIdentity } from './session/customer-identity';

/**
 * The data layer (TanStack Query, the API client, zod, the persisted cache, Dexie) is its own
 * chunk: the shell paints and answers taps before it arrives (docs/product.md#performance-budgets). Every
 * data-using screen is wrapped in this provider; they all share one QueryClient, so the cache is one,
 * restored from IndexedDB before the first query runs so a reload paints the last data at once, online or
 * offline. A screen never loaded before says, offline, that it needs a connection once.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Once per page: moves the product's old localStorage keys into IndexedDB.
    void startStorage();
    // Deferred work waits for this page's first queries to have their answers.
    const stopWatching = markShownWhenQueriesSettle(getQueryClient());
    // Dexie is not on the first screen (plain IndexedDB reads paint it): it loads once the first
    // screen is shown, for live reads, the outbox and the command queue, or earlier at the first write.
    const stopWaiting = afterFirstScreen(() => void loadStorage());
    // Once per page: queries follow the online status, and changes queued offline go out.
    startOfflineWiring();
    // Texts the gateway wrote (alerts, reasons) are in the old language: fetch them again, in the
    // background, while what is on screen stays.
    const stopFollowingLocale = onLocaleChange(() => void getQueryClient().invalidateQueries());
    return () => {
      stopWatching();
      stopWaiting();
      stopFollowingLocale();
    };
  }, []);
  return (
    <PersistQueryClientProvider
      client={getQueryClient()}
      persistOptions={persistOptions()}
      onSuccess={() => {
        announceCacheOwner();
        revalidateRestored(getQueryClient());
      }}
    >
      <NeedsConnection />
      <CustomerIdentity />
      {children}
    </PersistQueryClientProvider>
  );
}
