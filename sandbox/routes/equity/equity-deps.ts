import { SERVICE_ROOTS } from '@/config/service-roots';

import type { Db } from '../../db/database';
import type { FileWorkers } from '../../files/file-workers';
import type { EquityQueries } from './equity-queries';
import type { EquityStore } from './equity-store';

/** Where the stocks-widget's paths hang. */
export const STOCKS = `${SERVICE_ROOTS.stocksWidget}/in-stocks`;

/** What every stocks-widget route needs: the reads, the `equity` tables, the database and the clock. */
export type EquityDeps = {
  queries: EquityQueries;
  store: EquityStore;
  /** For the switches' Idempotency-Keys (sandbox/http/idempotency.ts). */
  db: Db;
  now: () => Date;
  /** CAS parsing and the sample's drawing run there (sandbox/files/). */
  files: FileWorkers;
};
