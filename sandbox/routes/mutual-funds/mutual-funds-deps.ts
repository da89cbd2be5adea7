import { SERVICE_ROOTS } from '@/config/service-roots';

import type { MutualFundsQueries } from './mutual-funds-queries';

/** Where the mutual-fund paths hang. */
export const FUNDS = `${SERVICE_ROOTS.tracking}/mutual-funds`;

/** What every mutual-fund route needs: the reads and the clock. */
export type MutualFundsDeps = {
  queries: MutualFundsQueries;
  now: () => Date;
};
