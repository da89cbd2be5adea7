/**
 * Ending a session (logout, or a 401 on any call): everything that belongs to the customer goes,
 * in memory, in localStorage, in IndexedDB and in the service worker's per-user API cache.
 * Preferences that carry nothing personal (selected tabs, filters) stay.
 */
import { emit } from '@/events/bus';
import { clearPersonalData } from '@/storage/personal-data';

import { clearAuthorization } from './auth-token';
import { getQueryClient } from './query-client';
import { clearPersistedQueries } from './query-persistence';

/** The message the service worker answers by deleting the per-user API caches (DESIGN.md §6). */
export const PURGE_USER_DATA = 'PURGE_USER_DATA';

/** Asks the controlling service worker, if any, to drop this customer's cached API answers. */
function purgeServiceWorkerCaches(): void {
  try {
    // Absent in iOS webviews outside App-Bound Domains and in insecure contexts.
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    container?.controller?.postMessage({ type: PURGE_USER_DATA });
  } catch (error) {
    console.warn('Could not ask the service worker to purge user data', error);
  }
}

/**
 * Signs the customer out of this device: the token, the shared state's user id, the persisted and
 * in-memory data cache, personal storage tables and the service worker's user caches.
 * Never rejects; it resolves once IndexedDB is cleared (so a redirect after it loses nothing).
 */
export async function logout(): Promise<void> {
  clearAuthorization();
  emit('state/user-id-set', { userId: null });
  clearPersistedQueries();
  getQueryClient().clear();
  purgeServiceWorkerCaches();
  await clearPersonalData();
}
