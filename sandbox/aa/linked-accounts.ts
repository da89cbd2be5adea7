import type { LinkedAccount } from '@/api/schemas/tracking';

import type { Db } from '../db/database';
import { fipName } from './fip-directory';

/** Which linked accounts a list asks for (docs/product.md#discovered-accounts, `acc_type`). */
export type LinkedFilter = 'EQUITIES' | 'SAVINGS' | 'ALL';

type Row = {
  id: string;
  fip_id: string;
  fi_type: string;
  acc_type: string;
  masked_acc_number: string;
  linked_at: string | null;
  link_ref_number: string | null;
  consent_handle: string | null;
  broker_name: string | null;
  provider: string | null;
};

// The product category a FIP account type belongs to: bank deposits are "savings".
const CATEGORY: Readonly<Record<string, LinkedAccount['acc_type']>> = {
  DEPOSIT: 'SAVINGS',
  EQUITIES: 'EQUITIES',
  INSURANCE_POLICIES: 'INSURANCE_POLICIES',
  CREDIT_CARD: 'CREDIT_CARD',
  MUTUAL_FUNDS: 'MUTUAL_FUNDS',
};

const FI_TYPES_OF: Readonly<Record<LinkedFilter, readonly string[] | null>> = {
  SAVINGS: ['DEPOSIT'],
  EQUITIES: ['EQUITIES'],
  ALL: null,
};

function toLinked(row: Row): LinkedAccount {
  return {
    account_id: row.id,
    acc_num: row.masked_acc_number,
    acc_type: CATEGORY[row.fi_type] ?? 'SAVINGS',
    account_subtype: row.acc_type,
    fi_type: row.fi_type as LinkedAccount['fi_type'],
    fip_id: row.fip_id,
    fip_name: fipName(row.fip_id),
    broker_name: row.broker_name,
    linked_at: row.linked_at,
    link_ref_number: row.link_ref_number,
    consent_handle: row.consent_handle,
    // Accounts linked before consents were recorded (seeded) came through the default partner.
    provider: row.provider === 'cams' || row.provider === 'ignosis' ? row.provider : 'finvu',
  };
}

const SELECT_LINKED = `
  SELECT a.id, a.fip_id, a.fi_type, a.acc_type, a.masked_acc_number, a.linked_at, a.link_ref_number,
         a.consent_handle, c.provider,
         (SELECT b.broker_name FROM brokers b WHERE b.account_id = a.id AND b.user_id = a.user_id
          ORDER BY b.id LIMIT 1) AS broker_name
  FROM fi_accounts a
  LEFT JOIN aa_consents c ON c.handle = a.consent_handle AND c.user_id = a.user_id
  WHERE a.user_id = ? AND a.linked = 1`;

/** The caller's linked accounts of a kind, oldest link first. */
export function linkedAccounts(db: Db, userId: string, filter: LinkedFilter): LinkedAccount[] {
  const fiTypes = FI_TYPES_OF[filter];
  return db
    .prepare<[string], Row>(`${SELECT_LINKED} ORDER BY a.linked_at, a.id`)
    .all(userId)
    .filter((row) => fiTypes === null || fiTypes.includes(row.fi_type))
    .map(toLinked);
}

/** One linked account of the caller, or null (unknown, another user's, or not linked). */
export function linkedAccount(db: Db, userId: string, accountId: string): LinkedAccount | null {
  const row = db.prepare<[string, string], Row>(`${SELECT_LINKED} AND a.id = ?`).get(userId, accountId);
  return row === undefined ? null : toLinked(row);
}

/** The caller's linked accounts that a consent handle linked. */
export function linkedByConsent(db: Db, userId: string, consentHandle: string): LinkedAccount[] {
  return db
    .prepare<[string, string], Row>(`${SELECT_LINKED} AND a.consent_handle = ? ORDER BY a.linked_at, a.id`)
    .all(userId, consentHandle)
    .map(toLinked);
}
