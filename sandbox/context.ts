import type { Db } from './db/database';

/** What every route module is given: the database and the sandbox's clock. */
export type SandboxContext = {
  db: Db;
  /** "Now" for the sandbox; tests may pin it. Seeded data is anchored to a date in `meta`. */
  now: () => Date;
};
