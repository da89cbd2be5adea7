import { randomUUID } from 'node:crypto';

import type { Db } from '../db/database';
import { fill } from '../http/language';
import { AaError } from './aa-http';
import { AA_TEXT_WITH } from './aa-texts';
import type { Consent } from './consent-store';
import type { DiscoveredRow } from './synthetic-accounts';

/** An account this request linked. */
export type LinkedNow = {
  account_id: string;
  acc_ref_number: string;
  masked_acc_number: string;
  link_ref_number: string;
  fi_type: string;
  acc_type: string;
  linked_at: string;
};

type Candidate = DiscoveredRow & { kosh_linked: number | null };

/**
 * Checks that every reference was discovered by this consent at this FIP and can still be
 * linked, before any OTP is judged (a bad request must not cost an attempt): unknown → 404
 * ACCOUNT_NOT_FOUND, tracked or linked elsewhere → 409 ACCOUNT_ALREADY_LINKED.
 */
export function linkCandidates(
  db: Db,
  consent: Consent,
  fipId: string,
  accRefNumbers: readonly string[],
): Candidate[] {
  const find = db.prepare<[string, string, string, string], Candidate>(
    `SELECT d.acc_ref_number, d.account_id, d.fip_id, d.fi_type, d.acc_type, d.masked_acc_number,
            d.holder_name, d.ifsc, d.branch, d.already_linked, a.linked AS kosh_linked
     FROM aa_discovered_accounts d
     LEFT JOIN fi_accounts a ON a.id = d.account_id AND a.user_id = ?
     WHERE d.consent_handle = ? AND d.fip_id = ? AND d.acc_ref_number = ?`,
  );
  return [...new Set(accRefNumbers)].map((ref) => {
    const candidate = find.get(consent.userId, consent.handle, fipId, ref);
    if (candidate === undefined) {
      throw new AaError(
        404,
        'ACCOUNT_NOT_FOUND',
        fill(AA_TEXT_WITH.accountNotDiscovered, { ref, fip: fipId }),
      );
    }
    if (candidate.account_id === null || candidate.already_linked === 1 || candidate.kosh_linked !== 0) {
      throw new AaError(
        409,
        'ACCOUNT_ALREADY_LINKED',
        fill(AA_TEXT_WITH.accountAlreadyLinked, { masked: candidate.masked_acc_number }),
      );
    }
    return candidate;
  });
}

/**
 * Links the candidates: `fi_accounts.linked = 1` with a fresh link reference, the time and the
 * consent, so every data endpoint shows them from now on; each link is recorded as an event.
 */
export function linkAccounts(
  db: Db,
  consent: Consent,
  candidates: readonly Candidate[],
  now: Date,
): LinkedNow[] {
  const at = now.toISOString();
  const update = db.prepare(
    `UPDATE fi_accounts SET linked = 1, link_ref_number = ?, linked_at = ?, consent_handle = ?
     WHERE id = ? AND user_id = ? AND linked = 0`,
  );
  const event = db.prepare(
    `INSERT INTO aa_link_events (user_id, consent_handle, account_id, event, link_ref_number, at)
     VALUES (?, ?, ?, 'LINKED', ?, ?)`,
  );
  return candidates.flatMap((candidate) => {
    if (candidate.account_id === null) return [];
    const linkRef = randomUUID();
    update.run(linkRef, at, consent.handle, candidate.account_id, consent.userId);
    event.run(consent.userId, consent.handle, candidate.account_id, linkRef, at);
    return [
      {
        account_id: candidate.account_id,
        acc_ref_number: candidate.acc_ref_number,
        masked_acc_number: candidate.masked_acc_number,
        link_ref_number: linkRef,
        fi_type: candidate.fi_type,
        acc_type: candidate.acc_type,
        linked_at: at,
      },
    ];
  });
}
