/**
 * The seeded world (docs/sandbox.md#seeded-world): three personas, the 27 FIPs and the news feed, from a
 * seeded PRNG and the anchor date alone (never Math.random, never the clock), so the same seed
 * and anchor give byte-identical tables. `meta` records the seed and the anchor.
 */
import { type Db, readMeta, writeMeta } from '../db/database';
import { type SeedOptions, createSeedContext } from './context';
import { seedDemo } from './demo-world';
import { seedFips } from './fips';
import { seedMutualFunds } from './mutual-funds/mutual-funds';
import { seedNewbie } from './newbie-world';
import { seedNews } from './news';
import { seedOther } from './other-world';
import { seedPrices2018 } from './prices-2018';
import { seedUsers } from './users';
import { createWriter } from './writer';

export type { SeedOptions } from './context';

/** Writes the whole world into an empty, migrated database, in one transaction. */
function seedWorld(db: Db, options: SeedOptions): void {
  db.transaction(() => {
    const ctx = createSeedContext(createWriter(db), options);
    writeMeta(db, 'seed', String(options.seed));
    writeMeta(db, 'anchor', options.anchor);
    seedFips(ctx);
    seedPrices2018(ctx);
    seedUsers(ctx);
    seedDemo(ctx);
    seedNewbie(ctx);
    seedOther(ctx);
    seedMutualFunds(ctx);
    seedNews(ctx);
  })();
}

/**
 * Seeds the world when this database has not been seeded yet (`meta` has no seed); a seeded
 * database keeps its world, including its anchor date, until it is deleted (`--reset`).
 */
export function ensureSeeded(db: Db, options: SeedOptions): void {
  if (readMeta(db, 'seed') !== null) return;
  seedWorld(db, options);
}
