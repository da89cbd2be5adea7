import { fipById } from '@/domain/aa/fip-catalogue';
import { flowTypeForFipIds } from '@/domain/aa/fip-flow';

import type { Db } from '../db/database';

type SeededLink = {
  user_id: string;
  consent_handle: string;
  fip_id: string;
  linked_at: string | null;
  mobile: string | null;
};

/**
 * The seed links accounts under consent handles (`seed-consent-demo-1`, …) the AA namespace has
 * never seen. This records each as an ACTIVE finvu consent on the customer's mobile, so revoke
 * details, stop tracking and the onboarding cache treat it like any other. Idempotent, and
 * deterministic: it reads only the seeded rows.
 */
export function recordSeededConsents(db: Db): void {
  const links = db
    .prepare<[], SeededLink>(
      `SELECT a.user_id, a.consent_handle, a.fip_id, a.linked_at, u.mobile
       FROM fi_accounts a LEFT JOIN users u ON u.id = a.user_id
       WHERE a.linked = 1 AND a.consent_handle IS NOT NULL
         AND a.consent_handle NOT IN (SELECT handle FROM aa_consents)
       ORDER BY a.consent_handle, a.linked_at, a.id`,
    )
    .all();
  const consents = new Map<string, { userId: string; mobile: string; fipIds: string[]; at: string }>();
  for (const link of links) {
    const consent = consents.get(link.consent_handle);
    const fipId = fipById(link.fip_id)?.fipId ?? link.fip_id;
    if (consent === undefined) {
      consents.set(link.consent_handle, {
        userId: link.user_id,
        mobile: link.mobile ?? '',
        fipIds: [fipId],
        at: link.linked_at ?? '1970-01-01T00:00:00.000Z',
      });
    } else if (!consent.fipIds.includes(fipId)) {
      consent.fipIds.push(fipId);
    }
  }
  const insert = db.prepare(
    `INSERT OR IGNORE INTO aa_consents (handle, user_id, provider, mobile, fip_ids, flow_type, bank_ifsc, state, created_at, updated_at)
     VALUES (?, ?, 'finvu', ?, ?, ?, NULL, 'ACTIVE', ?, ?)`,
  );
  db.transaction(() => {
    for (const [handle, consent] of consents) {
      if (consent.mobile === '') continue;
      const flow = flowTypeForFipIds(consent.fipIds);
      insert.run(
        handle,
        consent.userId,
        consent.mobile,
        JSON.stringify(consent.fipIds),
        flow,
        consent.at,
        consent.at,
      );
    }
  })();
}
