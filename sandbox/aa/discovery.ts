import { dedupeByMaskedNumber } from '@/domain/aa/discovered-accounts';

import type { Db } from '../db/database';
import type { Consent } from './consent-store';
import { fipEntry } from './fip-directory';
import { issueChallenge } from './otp';
import { specialBehaviour } from './special-mobiles';
import { alreadyLinkedElsewhere, ensureNewAccount, type DiscoveredRow } from './synthetic-accounts';
import type { AaUser } from './users';

/** What discovery reports for one FIP. */
export type FipStatus = 'ACCOUNTS_FOUND' | 'NO_ACCOUNTS' | 'FIP_UNAVAILABLE';

type FipResult = { fipId: string; status: FipStatus; accounts: DiscoveredRow[] };

type FiAccountRow = Omit<DiscoveredRow, 'already_linked' | 'account_id'> & {
  account_id: string;
  linked: number;
};

/** The persona's accounts at a FIP, linked or not: what its mobile discovers there. */
function personaAccounts(db: Db, userId: string, fipId: string): FiAccountRow[] {
  return db
    .prepare<[string, string], FiAccountRow>(
      `SELECT id AS account_id, acc_ref_number, fip_id, fi_type, acc_type, masked_acc_number, holder_name,
              ifsc, branch, linked
       FROM fi_accounts WHERE user_id = ? AND fip_id = ? ORDER BY id`,
    )
    .all(userId, fipId);
}

/**
 * Whether a consent of this flow asks for the account's FI type: a credit-cards consent asks only for
 * cards, every other flow for anything but cards (a bank's savings consent does not see its cards).
 */
function askedFor(consent: Consent, row: FiAccountRow): boolean {
  return (consent.flowType === 'credit_cards') === (row.fi_type === 'CREDIT_CARD');
}

function asDiscovered(row: FiAccountRow): DiscoveredRow {
  const { linked: _linked, ...rest } = row;
  return { ...rest, already_linked: 0 };
}

/**
 * What the partner finds on `mobile` at each FIP of the consent. Ordinary numbers find the
 * persona's own accounts (never another customer's); the special numbers bend the answer: no
 * accounts, the first FIP down, or an account already linked elsewhere next to a new one.
 */
function discoverAt(db: Db, user: AaUser, consent: Consent, mobile: string): FipResult[] {
  const special = specialBehaviour(mobile)?.kind;
  return consent.fipIds.map((fipId, index) => {
    const fip = fipEntry(db, fipId);
    if (fip?.status === 'TEMPORARILY_INACTIVE' || (special === 'FIP_DOWN' && index === 0)) {
      return { fipId, status: 'FIP_UNAVAILABLE', accounts: [] };
    }
    if (special === 'NO_ACCOUNTS') return { fipId, status: 'NO_ACCOUNTS', accounts: [] };
    const own = personaAccounts(db, user.id, fipId).filter((row) => askedFor(consent, row));
    const accounts = own.map(asDiscovered);
    if (special === 'ALREADY_LINKED' && index === 0) {
      const wanted = consent.flowType === 'credit_cards' ? 'CARD' : 'ACCOUNT';
      accounts.unshift(alreadyLinkedElsewhere(user, fipId, wanted));
      if (!own.some((account) => account.linked === 0)) {
        const fresh = ensureNewAccount(db, user, fipId, wanted);
        if (fresh !== null && !accounts.some((a) => a.acc_ref_number === fresh.acc_ref_number)) {
          accounts.push(fresh);
        }
      }
    }
    return { fipId, status: accounts.length > 0 ? 'ACCOUNTS_FOUND' : 'NO_ACCOUNTS', accounts };
  });
}

/** The accounts a consent has discovered so far, in the order they were found. */
function storedDiscoveries(db: Db, consentHandle: string): DiscoveredRow[] {
  return db
    .prepare<[string], DiscoveredRow>(
      `SELECT acc_ref_number, account_id, fip_id, fi_type, acc_type, masked_acc_number, holder_name, ifsc,
              branch, already_linked
       FROM aa_discovered_accounts WHERE consent_handle = ? ORDER BY position`,
    )
    .all(consentHandle);
}

/** What discovery reported per FIP of a consent. */
export function storedFipStatuses(db: Db, consentHandle: string): ReadonlyMap<string, FipStatus> {
  const rows = db
    .prepare<[string], { fip_id: string; status: FipStatus }>(
      'SELECT fip_id, status FROM aa_discovery_fips WHERE consent_handle = ?',
    )
    .all(consentHandle);
  return new Map(rows.map((row) => [row.fip_id, row.status]));
}

/**
 * Runs discovery on `mobile` and stores it. `replace` (a changed number) forgets what the
 * consent discovered before; otherwise (a secondary number) the finds are added, deduplicated
 * by masked number. Every FIP with accounts left to link gets a fresh bank OTP.
 */
export function runDiscovery(
  db: Db,
  user: AaUser,
  consent: Consent,
  mobile: string,
  now: Date,
  replace: boolean,
): void {
  const at = now.toISOString();
  const results = discoverAt(db, user, consent, mobile);
  if (replace) {
    db.prepare('DELETE FROM aa_discovered_accounts WHERE consent_handle = ?').run(consent.handle);
    db.prepare('DELETE FROM aa_discovery_fips WHERE consent_handle = ?').run(consent.handle);
  }
  const existing = storedDiscoveries(db, consent.handle);
  const keyed = (row: DiscoveredRow) => ({ row, maskedAccNumber: row.masked_acc_number });
  const found = results.flatMap((result) => result.accounts);
  const kept = dedupeByMaskedNumber([...existing.map(keyed), ...found.map(keyed)]).slice(existing.length);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO aa_discovered_accounts
       (consent_handle, acc_ref_number, account_id, fip_id, fi_type, acc_type, masked_acc_number, holder_name,
        ifsc, branch, already_linked, mobile, position, discovered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  kept.forEach(({ row }, index) => {
    insert.run(
      consent.handle,
      row.acc_ref_number,
      row.account_id,
      row.fip_id,
      row.fi_type,
      row.acc_type,
      row.masked_acc_number,
      row.holder_name,
      row.ifsc,
      row.branch,
      row.already_linked,
      mobile,
      existing.length + index,
      at,
    );
  });
  // A FIP that found accounts on one number keeps that status when another number finds none.
  const status = db.prepare(
    `INSERT INTO aa_discovery_fips (consent_handle, fip_id, status, discovered_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (consent_handle, fip_id) DO UPDATE SET
       status = CASE WHEN aa_discovery_fips.status = 'ACCOUNTS_FOUND' THEN 'ACCOUNTS_FOUND' ELSE excluded.status END,
       discovered_at = excluded.discovered_at`,
  );
  for (const result of results) status.run(consent.handle, result.fipId, result.status, at);
  for (const fipId of fipsAwaitingBankOtp(db, consent))
    issueChallenge(db, consent.handle, 'BANK', fipId, mobile, now);
}

/** FIPs of the consent with discovered accounts that are neither tracked nor linked elsewhere. */
export function fipsAwaitingBankOtp(db: Db, consent: Consent): string[] {
  return db
    .prepare<[string, string], { fip_id: string }>(
      `SELECT d.fip_id FROM aa_discovered_accounts d
       JOIN fi_accounts a ON a.id = d.account_id AND a.user_id = ?
       WHERE d.consent_handle = ? AND d.already_linked = 0 AND a.linked = 0
       GROUP BY d.fip_id ORDER BY MIN(d.position)`,
    )
    .all(consent.userId, consent.handle)
    .map((row) => row.fip_id);
}
