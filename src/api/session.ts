/**
 * Ending a session (logout, or a 401 on any call): everything that belongs to the customer goes,
 * in memory, in localStorage, in IndexedDB and in the service worker's per-user API cache.
 * Preferences that carry nothing personal (selected tabs, filters) stay.
 */
import { emit } from '@/events/bus';
import { purgeCommands } from '@/storage/commands';
import { clearPersonalData } from '@/storage/personal-data';

import { clearAuthorization } from './auth-token';
import { getQueryClient } from './query-client';
import { clearPersistedQueries } from './query-persistence';

/** The message the service worker answers by deleting the per-user API caches (DESIGN.md §6). */
export const PURGE_USER_DATA = 'PURGE_USER_DATA';

/**
 * Asks the service worker to drop every customer's cached API answers: the one controlling this
 * page, or else the registration's active one (a page loaded without a worker, such as the first
 * visit or a hard reload, is not controlled, yet other tabs may have filled the caches).
 */
function purgeServiceWorkerCaches(): void {
  const message = { type: PURGE_USER_DATA };
  try {
    // Absent in iOS webviews outside App-Bound Domains and in insecure contexts.
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (container?.controller) {
      container.controller.postMessage(message);
      return;
    }
    void container
      ?.getRegistration()
      .then((registration) => registration?.active?.postMessage(message))
      .catch((error: unknown) =>
        console.warn('Could not reach the service worker to purge user data', error),
      );
  } catch (error) {
    console.warn('Could not ask the service worker to purge user data', error);
  }
}

/**
 * Signs the customer out of this device: the token, the shared state's user id, the persisted and
 * in-memory data cache, personal storage tables, changes queued offline (the next customer must
 * never send them) and the service worker's user caches.
 * Never rejects; it resolves once IndexedDB is cleared (so a redirect after it loses nothing).
 */
export async function logout(): Promise<void> {
  clearAuthorization();
  emit('state/user-id-set', { userId: null });
  const persisted = clearPersistedQueries();
  getQueryClient().clear();
  purgeServiceWorkerCaches();
  await Promise.all([persisted, purgeCommands(), clearPersonalData()]);
}
