import type { AaProvider } from '@/api/schemas/aa-common';
import { type RevokeResult, revokeResultSchema } from '@/api/schemas/tracking';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';

import type { Db } from '../db/database';
import { fill } from '../http/language';
import { AaError } from './aa-http';
import { AA_TEXT_WITH } from './aa-texts';
import { assertCan, findConsent, transition } from './consent-store';
import { linkedAccount, linkedByConsent } from './linked-accounts';

/** Stops tracking accounts: they leave every data endpoint; the event is recorded. */
function unlink(
  db: Db,
  userId: string,
  consentHandle: string | null,
  accountIds: readonly string[],
  at: string,
): void {
  const update = db.prepare(
    `UPDATE fi_accounts SET linked = 0, link_ref_number = NULL, linked_at = NULL, consent_handle = NULL
     WHERE id = ? AND user_id = ?`,
  );
  const event = db.prepare(
    `INSERT INTO aa_link_events (user_id, consent_handle, account_id, event, at) VALUES (?, ?, ?, 'UNLINKED', ?)`,
  );
  for (const accountId of accountIds) {
    update.run(accountId, userId);
    event.run(userId, consentHandle, accountId, at);
  }
}

/** Stops tracking every account a consent linked (the consent itself is the caller's business). */
export function unlinkConsentAccounts(db: Db, userId: string, consentHandle: string, now: Date): string[] {
  const ids = linkedByConsent(db, userId, consentHandle).map((account) => account.account_id);
  unlink(db, userId, consentHandle, ids, now.toISOString());
  return ids;
}

function message(count: number, revoked: boolean, locale: AppLocale): string {
  return AA_TEXT_WITH.stopped[locale]({ count, revoked });
}

/**
 * Revokes a consent at its provider, or only some of its accounts (`accountIds`). The consent
 * becomes REVOKED once none of its accounts is tracked. A consent of another provider is 409
 * PROVIDER_MISMATCH; an unknown (or another user's) handle 404. Accounts linked before consents
 * were recorded (seeded) share a handle with no consent row: they count as finvu's.
 */
export function revokeConsent(
  db: Db,
  userId: string,
  consentHandle: string,
  provider: AaProvider,
  accountIds: readonly string[] | undefined,
  now: Date,
  locale: AppLocale = DEFAULT_LOCALE,
): RevokeResult {
  return db.transaction((): RevokeResult => {
    const consent = findConsent(db, userId, consentHandle);
    const linked = linkedByConsent(db, userId, consentHandle);
    if (consent === null && linked.length === 0) {
      throw new AaError(404, 'CONSENT_NOT_FOUND', fill(AA_TEXT_WITH.noConsent, { handle: consentHandle }));
    }
    const owner = consent?.provider ?? 'finvu';
    if (owner !== provider) {
      throw new AaError(
        409,
        'PROVIDER_MISMATCH',
        fill(AA_TEXT_WITH.providerMismatch, {
          what: `Consent ${consentHandle}`,
          verb: 'given',
          owner,
          provider,
        }),
      );
    }
    if (consent !== null) assertCan(consent, 'REVOKE');
    const linkedIds = new Set(linked.map((account) => account.account_id));
    const targets = accountIds === undefined ? [...linkedIds] : [...new Set(accountIds)];
    for (const id of targets) {
      if (!linkedIds.has(id))
        throw new AaError(404, 'ACCOUNT_NOT_FOUND', fill(AA_TEXT_WITH.accountNotTrackedUnder, { id }));
    }
    const at = now.toISOString();
    unlink(db, userId, consentHandle, targets, at);
    const remaining = linked.length - targets.length;
    const after = consent !== null && remaining === 0 ? transition(db, consent, 'REVOKE', now) : consent;
    return revokeResultSchema.parse({
      consent_handle: consentHandle,
      provider,
      consent_status: after?.state ?? null,
      unlinked_account_ids: targets,
      remaining_linked_count: remaining,
      revoked_at: at,
      message: message(targets.length, after?.state === 'REVOKED', locale),
    });
  })();
}

/**
 * Stops tracking one account (finvu's "stop tracking"): through its consent when it has one, on
 * its own otherwise. Unknown or another user's account → 404; an account not tracked → 409.
 */
export function stopTrackingAccount(
  db: Db,
  userId: string,
  accountId: string,
  provider: AaProvider,
  now: Date,
  locale: AppLocale = DEFAULT_LOCALE,
): RevokeResult {
  const account = linkedAccount(db, userId, accountId);
  if (account === null) {
    const exists = db
      .prepare<[string, string], { id: string }>('SELECT id FROM fi_accounts WHERE id = ? AND user_id = ?')
      .get(accountId, userId);
    if (exists === undefined)
      throw new AaError(404, 'ACCOUNT_NOT_FOUND', fill(AA_TEXT_WITH.noAccount, { id: accountId }));
    throw new AaError(409, 'NOT_LINKED', fill(AA_TEXT_WITH.notTracked, { id: accountId }));
  }
  if (account.consent_handle !== null) {
    return revokeConsent(db, userId, account.consent_handle, provider, [accountId], now, locale);
  }
  if (provider !== 'finvu') {
    throw new AaError(
      409,
      'PROVIDER_MISMATCH',
      fill(AA_TEXT_WITH.providerMismatch, {
        what: `Account ${accountId}`,
        verb: 'linked',
        owner: 'finvu',
        provider,
      }),
    );
  }
  const at = now.toISOString();
  db.transaction(() => unlink(db, userId, null, [accountId], at))();
  return revokeResultSchema.parse({
    consent_handle: null,
    provider,
    consent_status: null,
    unlinked_account_ids: [accountId],
    remaining_linked_count: 0,
    revoked_at: at,
    message: message(1, false, locale),
  });
}
