import type { Db } from '../db/database';

export type SeedOptions = { seed: number; anchor: string };

/** Seeds the world when this database has not been seeded yet. */
export function ensureSeeded(_db: Db, _options: SeedOptions): void {
  // Being written (issue 3).
}
