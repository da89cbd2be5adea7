import { z } from 'zod/mini';

import { POLICY_STATUSES, PREMIUM_FREQUENCIES } from '@/domain/insurance/policy-terms';

/**
 * Insurance policies linked through the account aggregator (`/tracking-service/insurance-policies`,
 * docs/product.md#insurance-policies): the list with each policy's terms, and one policy with its
 * premium history. Home reads the list for the premiums that fall due. Money is integer paise, days
 * `YYYY-MM-DD`.
 */

const nonNegativePaise = z.int().check(z.minimum(0));
const day = z.iso.date();
const id = z.string().check(z.minLength(1), z.maxLength(128));

/** One linked insurance policy: who covers what, for how much, and when its premiums fall due. */
const insurancePolicySchema = z.object({
  policy_id: id,
  /** The linked account (`/aa-linked-accounts`) the policy was read from. */
  account_id: id,
  insurer: z.string(),
  policy_name: z.string(),
  policy_number_masked: z.string(),
  /** TERM, ENDOWMENT, HEALTH, … as the insurer reports it. */
  policy_type: z.string(),
  /** INDIVIDUAL or FAMILY. */
  cover_type: z.string(),
  /** Sum assured (life) or cover (health). */
  sum_assured_paise: nonNegativePaise,
  premium_paise: nonNegativePaise,
  premium_frequency: z.enum(PREMIUM_FREQUENCIES),
  start_date: day,
  /** Null when no premium is left to pay. */
  next_premium_due: z.nullable(day),
  /** The last day of cover: the renewal date or the maturity date, as `end_kind` says. */
  expiry_date: day,
  end_kind: z.enum(['RENEWAL', 'MATURITY']),
  nominee_count: z.int().check(z.gte(0)),
  /** On today's date (docs/product.md#insurance-policies). */
  status: z.enum(POLICY_STATUSES),
});
export type InsurancePolicy = z.infer<typeof insurancePolicySchema>;

/** `GET /tracking-service/insurance-policies`: linked policies, next premium first. */
export const insurancePoliciesSchema = z.object({ policies: z.array(insurancePolicySchema) });
export type InsurancePolicies = z.infer<typeof insurancePoliciesSchema>;

/** One premium of a policy's history. */
const premiumEntrySchema = z.object({
  due_date: day,
  amount_paise: nonNegativePaise,
  status: z.enum(['PAID', 'DUE', 'OVERDUE']),
});
export type PremiumEntry = z.infer<typeof premiumEntrySchema>;

/** `GET /tracking-service/insurance-policies/:policyId`: the policy and its premiums, newest first. */
export const insurancePolicyDetailSchema = z.object({
  policy: insurancePolicySchema,
  /** Days after a due date the premium can still be paid with the cover in force. */
  grace_days: z.int().check(z.gte(0)),
  premiums: z.array(premiumEntrySchema),
  /** Sum of the PAID premiums. */
  total_paid_paise: nonNegativePaise,
});
export type InsurancePolicyDetail = z.infer<typeof insurancePolicyDetailSchema>;
