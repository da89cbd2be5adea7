/**
 * Storage start-up, once per page: the legacy localStorage keys move into IndexedDB. Called by the
 * data provider; repositories work before it finishes (hooks re-read when the migrated rows land).
 * The migration, with the repositories it writes to, is downloaded only when a legacy key is
 * there, which is once per device at most: no first screen carries it.
 */
import { hasLegacyKeys } from './legacy-keys';

let started: Promise<void> | null = null;

async function migrate(): Promise<void> {
  try {
    await (await import('./legacy-migration')).migrateLegacyStorage();
  } catch (error) {
    // The chunk did not load (offline before the service worker had it): the keys stay where
    // they are, and the next start moves them.
    console.warn('Storage: the legacy keys could not be migrated this time', error);
  }
}

export function startStorage(): Promise<void> {
  started ??= hasLegacyKeys() ? migrate() : Promise.resolve();
  return started;
}
