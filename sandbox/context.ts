import type { Db } from './db/database';
import type { FileWorkers } from './files/file-workers';

/** What every route module is given: the database, the sandbox's clock and its file workers. */
export type SandboxContext = {
  db: Db;
  /** "Now" for the sandbox; tests may pin it. Seeded data is anchored to a date in `meta`. */
  now: () => Date;
  /** Where CAS parsing and PDF drawing run: off the request loop, within limits (sandbox/files/). */
  files: FileWorkers;
};
