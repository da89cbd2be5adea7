import { createHash } from 'node:crypto';

import { maskedCardNumber } from '@/domain/aa/discovered-accounts';
import { fipById, type FipKind } from '@/domain/aa/fip-catalogue';

import type { Db } from '../db/database';
import type { AaUser } from './users';

/** An account discovery reports, whether or not it is in `fi_accounts`. */
export type DiscoveredRow = {
  acc_ref_number: string;
  /** `fi_accounts.id`; null for an account only the partner knows (already linked elsewhere). */
  account_id: string | null;
  fip_id: string;
  fi_type: string;
  acc_type: string;
  masked_acc_number: string;
  holder_name: string;
  ifsc: string | null;
  branch: string | null;
  already_linked: 0 | 1;
};

const KIND_TYPES: Readonly<Record<FipKind, { fiType: string; accType: string }>> = {
  BANK: { fiType: 'DEPOSIT', accType: 'SAVINGS' },
  DEPOSITORY: { fiType: 'EQUITIES', accType: 'DEMAT' },
  INSURER: { fiType: 'INSURANCE_POLICIES', accType: 'POLICY' },
  REGISTRAR: { fiType: 'MUTUAL_FUNDS', accType: 'FOLIO' },
};

/** Stable digits from a label, so the same persona sees the same invented numbers every time. */
function digits(label: string, count: number): string {
  const hex = createHash('sha256').update(label).digest('hex');
  return BigInt(`0x${hex.slice(0, 15)}`)
    .toString()
    .padStart(count, '0')
    .slice(-count);
}

/** What a journey looks for: a card journey invents cards, any other the FIP's own kind of account. */
export type InventedKind = 'CARD' | 'ACCOUNT';

function inventedCard(
  user: AaUser,
  fipId: string,
  label: string,
): Omit<DiscoveredRow, 'account_id' | 'already_linked'> {
  const seed = `${user.id}|${fipId}|${label}|card`;
  return {
    acc_ref_number: `SBX-${label}-CC-${digits(seed, 10)}`,
    fip_id: fipId,
    fi_type: 'CREDIT_CARD',
    acc_type: 'CARD',
    masked_acc_number: maskedCardNumber(digits(`${seed}|masked`, 4)),
    holder_name: user.name,
    ifsc: null,
    branch: null,
  };
}

function invented(
  user: AaUser,
  fipId: string,
  label: string,
  wanted: InventedKind = 'ACCOUNT',
): Omit<DiscoveredRow, 'account_id' | 'already_linked'> {
  if (wanted === 'CARD') return inventedCard(user, fipId, label);
  const fip = fipById(fipId);
  const kind = fip?.kind ?? 'BANK';
  const types = KIND_TYPES[kind];
  const seed = `${user.id}|${fipId}|${label}`;
  return {
    acc_ref_number: `SBX-${label}-${digits(seed, 10)}`,
    fip_id: fipId,
    fi_type: types.fiType,
    acc_type: types.accType,
    masked_acc_number: `XXXXXXXX${digits(`${seed}|masked`, 4)}`,
    holder_name: user.name,
    ifsc: fip?.ifscPrefix ? `${fip.ifscPrefix}0${digits(`${seed}|branch`, 6)}` : null,
    branch: fip?.ifscPrefix ? 'Main Branch' : null,
  };
}

/**
 * For 9000000002: an account the partner says is already linked to this AA handle (by another
 * app). It lives only in the discovery answer: it cannot be linked again.
 */
export function alreadyLinkedElsewhere(
  user: AaUser,
  fipId: string,
  wanted: InventedKind = 'ACCOUNT',
): DiscoveredRow {
  return { ...invented(user, fipId, 'LINKED', wanted), account_id: null, already_linked: 1 };
}

/**
 * For 9000000002 when the persona has nothing new at the FIP: a plausible new account, written to
 * `fi_accounts` (unlinked, no history yet) so it can be linked like any other. Idempotent: the
 * same persona and FIP always get the same account. Null when the FIP is not in the seeded world.
 */
export function ensureNewAccount(
  db: Db,
  user: AaUser,
  fipId: string,
  wanted: InventedKind = 'ACCOUNT',
): DiscoveredRow | null {
  const known = db
    .prepare<[string], { fip_id: string }>('SELECT fip_id FROM fips WHERE fip_id = ?')
    .get(fipId);
  if (known === undefined) return null;
  // A card gets an id of its own: the same persona may be shown a new account and a new card there.
  const idSeed = wanted === 'CARD' ? `${user.id}|${fipId}|card` : `${user.id}|${fipId}`;
  const row = { ...invented(user, fipId, 'NEW', wanted), account_id: `acc_sbx_${digits(idSeed, 12)}` };
  db.prepare(
    `INSERT OR IGNORE INTO fi_accounts
       (id, user_id, fip_id, fi_type, acc_type, masked_acc_number, acc_ref_number, ifsc, branch, holder_name, linked)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  ).run(
    row.account_id,
    user.id,
    row.fip_id,
    row.fi_type,
    row.acc_type,
    row.masked_acc_number,
    row.acc_ref_number,
    row.ifsc,
    row.branch,
    row.holder_name,
  );
  return { ...row, already_linked: 0 };
}
