import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';

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
 * The data layer's chunk (TanStack Query, the API client, zod, the persisted cache, Dexie): the shell
 * paints and answers taps before it arrives (docs/product.md#performance-budgets). `DataLayer`
 * (data-layer.tsx) starts it and provides its one QueryClient to every screen, so the cache is one,
 * restored from IndexedDB before the first query runs so a reload paints the last data at once,
 * online or offline. A screen never loaded before says, offline, that it needs a connection once.
 */

/** What the screens below the data layer are given: the client, and whether its cache is still being restored. */
export type DataLayerState = { client: QueryClient; restoring: boolean };

/** The cache is restored once per page, however often the layer starts (React's strict mode starts it twice). */
let restored: Promise<void> | null = null;

/**
 * Starts the data layer and tells `show` its state: at once (restoring), then once the persisted
 * cache is back. What `PersistQueryClientProvider` does, without being a component: its provider
 * would be a new parent of the page when this chunk arrived, and React would mount the whole page
 * a second time under it. Returns what stops it.
 */
export function startDataLayer(show: (state: DataLayerState) => void): () => void {
  const client = getQueryClient();
  let live = true;
  let stopSaving = () => {};
  // Once per page: moves the product's old localStorage keys into IndexedDB.
  void startStorage();
  // Deferred work waits for this page's first queries to have their answers.
  const stopWatching = markShownWhenQueriesSettle(client);
  // Dexie is not on the first screen (plain IndexedDB reads paint it): it loads once the first
  // screen is shown, for live reads, the outbox and the command queue, or earlier at the first write.
  const stopWaiting = afterFirstScreen(() => void loadStorage());
  // Once per page: queries follow the online status, and changes queued offline go out.
  startOfflineWiring();
  // Texts the gateway wrote (alerts, reasons) are in the old language: fetch them again, in the
  // background, while what is on screen stays.
  const stopFollowingLocale = onLocaleChange(() => void client.invalidateQueries());
  // As `QueryClientProvider` does: refetch on focus and on reconnect while mounted.
  client.mount();

  const options = { ...persistOptions(), queryClient: client };
  show({ client, restoring: true });
  restored ??= persistQueryClientRestore(options)
    .then(() => {
      announceCacheOwner();
      revalidateRestored(client);
    })
    .catch(() => undefined);
  void restored.then(() => {
    if (!live) return;
    // Saved from now on, at every change (throttled): never before the restore, which would
    // overwrite the stored cache with an empty one.
    stopSaving = persistQueryClientSubscribe(options);
    show({ client, restoring: false });
  });
  return () => {
    live = false;
    stopSaving();
    stopWatching();
    stopWaiting();
    stopFollowingLocale();
    client.unmount();
  };
}

/** What the data layer draws beside the screen: the offline notice and the customer's identity. */
export function DataLayerParts() {
  return (
    <>
      <NeedsConnection />
      <CustomerIdentity />
    </>
  );
}
