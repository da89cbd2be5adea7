import { z } from 'zod/mini';

import { fipKindSchema } from './aa-common';

/** Track v1 (`/track/v1`, docs/product.md#tracking-service). */

const count = z.int().check(z.gte(0));

/** A FIP where the customer's accounts were discovered or are tracked. */
const discoveredBankSchema = z.object({
  fip_id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  kind: fipKindSchema,
  ifsc_prefix: z.nullable(z.string()),
  discovered_account_count: count,
  linked_account_count: count,
  /** Last discovery there; null when the accounts were linked before any recorded journey. */
  last_discovered_at: z.nullable(z.iso.datetime()),
});
export type DiscoveredBank = z.infer<typeof discoveredBankSchema>;

/** `GET /track/v1/users-discovered-banks`: e.g. to offer "link your other HDFC account". */
export const usersDiscoveredBanksSchema = z.object({
  count,
  banks: z.array(discoveredBankSchema),
});
