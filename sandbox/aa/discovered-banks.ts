import type { DiscoveredBank } from '@/api/schemas/track-v1';
import { FIP_CATALOGUE } from '@/domain/aa/fip-catalogue';

import type { Db } from '../db/database';

type Row = { fip_id: string; discovered: number; linked: number; last_discovered_at: string | null };

/**
 * FIPs where the customer's accounts were discovered by any of their consents, or are tracked
 * (seeded links predate any recorded discovery), in catalogue order.
 */
export function discoveredBanks(db: Db, userId: string): DiscoveredBank[] {
  const rows = db
    .prepare<[string, string], Row>(
      `WITH found AS (
         SELECT d.fip_id, COUNT(DISTINCT d.masked_acc_number) AS discovered, MAX(d.discovered_at) AS last_discovered_at
         FROM aa_discovered_accounts d JOIN aa_consents c ON c.handle = d.consent_handle
         WHERE c.user_id = ? GROUP BY d.fip_id),
       tracked AS (
         SELECT fip_id, COUNT(*) AS linked FROM fi_accounts WHERE user_id = ? AND linked = 1 GROUP BY fip_id)
       SELECT fip_id, discovered, COALESCE(t.linked, 0) AS linked, last_discovered_at
         FROM found f LEFT JOIN tracked t USING (fip_id)
       UNION ALL
       SELECT fip_id, 0, linked, NULL FROM tracked WHERE fip_id NOT IN (SELECT fip_id FROM found)`,
    )
    .all(userId, userId);
  const byId = new Map(rows.map((row) => [row.fip_id, row]));
  return FIP_CATALOGUE.flatMap((fip) => {
    const row = byId.get(fip.fipId);
    if (row === undefined) return [];
    return [
      {
        fip_id: fip.fipId,
        name: fip.name,
        kind: fip.kind,
        ifsc_prefix: fip.ifscPrefix,
        // A tracked account was discovered once, even if no recorded journey shows it.
        discovered_account_count: Math.max(row.discovered, row.linked),
        linked_account_count: row.linked,
        last_discovered_at: row.last_discovered_at,
      },
    ];
  });
}
