/**
 * Storage start-up, once per page: the legacy localStorage keys move into IndexedDB. Called by the
 * data provider; repositories work before it finishes (hooks re-read when the migrated rows land).
 */
import { migrateLegacyStorage } from './legacy-migration';

let started: Promise<void> | null = null;

export function startStorage(): Promise<void> {
  started ??= migrateLegacyStorage();
  return started;
}
