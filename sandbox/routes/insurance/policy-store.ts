/**
 * The seeded insurance policies a customer has linked, as the shared contract serves them: read by
 * the insurance routes and by the premium reminders of the alerts.
 */
import type { InsurancePolicy } from '@/api/schemas/insurance';
import {
  policyEndKind,
  policyStatus,
  premiumStillDue,
  type PremiumFrequency,
} from '@/domain/insurance/policy-terms';

import type { Db } from '../../db/database';

export type PolicyRow = {
  id: string;
  account_id: string;
  insurer: string;
  policy_name: string;
  policy_number_masked: string;
  policy_type: string;
  cover_type: string;
  sum_assured_paise: number;
  premium_paise: number;
  premium_frequency: PremiumFrequency;
  start_date: string;
  next_premium_due: string | null;
  expiry_date: string;
  nominee_count: number;
};

const COLUMNS = `p.id, p.account_id, p.insurer, p.policy_name, p.policy_number_masked, p.policy_type,
  p.cover_type, p.sum_assured_paise, p.premium_paise, p.premium_frequency, p.start_date,
  p.next_premium_due, p.expiry_date, p.nominee_count`;

/** Only policies whose account the customer has linked: an unlinked policy is not tracked. */
const LINKED = `FROM insurance_policies p JOIN fi_accounts a ON a.id = p.account_id
  WHERE p.user_id = ? AND a.user_id = p.user_id AND a.linked = 1`;

/** A seeded row as the shared contract serves it, its status read on `today`. */
function policyView(row: PolicyRow, today: string): InsurancePolicy {
  const nextDue = premiumStillDue(row.policy_type, row.next_premium_due, row.expiry_date);
  return {
    policy_id: row.id,
    account_id: row.account_id,
    insurer: row.insurer,
    policy_name: row.policy_name,
    policy_number_masked: row.policy_number_masked,
    policy_type: row.policy_type,
    cover_type: row.cover_type,
    sum_assured_paise: row.sum_assured_paise,
    premium_paise: row.premium_paise,
    premium_frequency: row.premium_frequency,
    start_date: row.start_date,
    next_premium_due: nextDue,
    expiry_date: row.expiry_date,
    end_kind: policyEndKind(row.policy_type),
    nominee_count: row.nominee_count,
    status: policyStatus(
      { frequency: row.premium_frequency, nextPremiumDue: nextDue, expiryDate: row.expiry_date },
      today,
    ),
  };
}

/** The statements over the seeded policies: a customer's linked ones, and one of them by id. */
export function policyStore(db: Db) {
  const list = db.prepare<[string], PolicyRow>(`SELECT ${COLUMNS} ${LINKED} ORDER BY p.id`);
  const one = db.prepare<[string, string], PolicyRow>(`SELECT ${COLUMNS} ${LINKED} AND p.id = ?`);
  return {
    /** The customer's linked policies as served on `today`, next premium first (none left to pay last). */
    linked: (userId: string, today: string): InsurancePolicy[] =>
      list
        .all(userId)
        .map((row) => policyView(row, today))
        .sort((a, b) => (a.next_premium_due ?? '9999').localeCompare(b.next_premium_due ?? '9999')),
    one: (userId: string, policyId: string, today: string): InsurancePolicy | null => {
      const row = one.get(userId, policyId);
      return row === undefined ? null : policyView(row, today);
    },
  };
}
