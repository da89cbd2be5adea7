import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, type ReactNode } from 'react';

import { getQueryClient } from '@/api/query-client';
import { announceCacheOwner, persistOptions, revalidateRestored } from '@/api/query-persistence';
import { onLocaleChange } from '@/i18n/locale-changes';
import { startStorage } from '@/storage/start';

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
    // Once per page: queries follow the online status, and changes queued offline go out.
    startOfflineWiring();
    // Texts the gateway wrote (alerts, reasons) are in the old language: fetch them again, in the
    // background, while what is on screen stays.
    return onLocaleChange(() => void getQueryClient().invalidateQueries());
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
