/**
 * Ending a session (logout, or a 401 on any call): everything that belongs to the customer goes,
 * in memory, in localStorage, in IndexedDB and in the service worker's per-user API cache.
 * Preferences that carry nothing personal (selected tabs, filters) stay.
 */
import { getQueryClient } from '@/api/query-client';
import { clearPersistedQueries } from '@/api/query-persistence';
import { emit } from '@/events/bus';
import { purgeCommands } from '@/storage/commands';
import { clearPersonalData } from '@/storage/personal-data';

import { clearAuthorization, currentAuthorization, tokenPersisted } from './auth-token';
import { releaseDevice } from './device-owner';
import { flushOrDropLeavingTelemetry } from './leaving-customer-telemetry';
import { purgeCachedAnswers } from './purge-caches';

/**
 * Signs the customer out of this device: their queued telemetry (sent now, else dropped), the
 * token, the shared state's user id, the persisted and in-memory data cache, personal storage
 * tables, changes queued offline (the next customer must never send them) and the service
 * worker's user caches.
 * Never rejects; it resolves once IndexedDB and Cache Storage are cleared (so a redirect, or the
 * next customer's first screen, comes after it).
 */
export async function logout(): Promise<void> {
  // First, while the token still names the leaving customer: their queued telemetry goes or dies.
  await flushOrDropLeavingTelemetry(await currentAuthorization());
  // Memory and the fingerprint at once (nothing sends it from here on), the stored token with
  // the rest below.
  clearAuthorization();
  emit('state/user-id-set', { userId: null });
  const persisted = clearPersistedQueries();
  getQueryClient().clear();
  // The stored token goes before the caches: the worker keeps an answer only for the stored session
  // and only if no purge came since its request arrived (sw/user-cache-writes.ts), so a call of this
  // session still on its way cannot bring a cache back.
  await tokenPersisted();
  // Cache Storage and IndexedDB together; the device has no owner only once both are empty. The
  // worker's purge is acknowledged before this resolves, so the login page comes after it.
  await Promise.all([persisted, purgeCachedAnswers(), purgeCommands(), clearPersonalData()]);
  releaseDevice();
}
