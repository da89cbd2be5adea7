import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  insurancePoliciesSchema,
  insurancePolicyDetailSchema,
  type InsurancePolicy,
} from '@/api/schemas/insurance';
import { SERVICE_ROOTS } from '@/config/service-roots';
import {
  graceDays,
  policyEndKind,
  policyStatus,
  premiumHistory,
  premiumStillDue,
  type PremiumFrequency,
} from '@/domain/insurance/policy-terms';
import { istDayOf } from '@/domain/loans/iso-day';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { authenticate } from '../../http/auth';
import { parseInput } from '../news/request-input';

type PolicyRow = {
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

const policyParamsSchema = z.object({ policyId: z.string().min(1).max(128) });

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

/**
 * The insurance policies the customer linked through the account aggregator, served from the
 * seeded `insurance_policies` (docs/sandbox.md#insurance): the list (home reads its premiums) and
 * one policy with its premium history.
 */
export function registerInsuranceRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const list = ctx.db.prepare<[string], PolicyRow>(`SELECT ${COLUMNS} ${LINKED} ORDER BY p.id`);
  const one = ctx.db.prepare<[string, string], PolicyRow>(`SELECT ${COLUMNS} ${LINKED} AND p.id = ?`);

  app.get(`${SERVICE_ROOTS.tracking}/insurance-policies`, function insurancePolicies(request, reply) {
    const persona = authenticate(request, reply);
    if (persona === null) return reply;
    const today = istDayOf(ctx.now());
    return reply.send(
      insurancePoliciesSchema.parse({
        policies: list
          .all(persona.user.id)
          .map((row) => policyView(row, today))
          // Next premium first; a policy with nothing left to pay last.
          .sort((a, b) => (a.next_premium_due ?? '9999').localeCompare(b.next_premium_due ?? '9999')),
      }),
    );
  });

  app.get(`${SERVICE_ROOTS.tracking}/insurance-policies/:policyId`, function insurancePolicy(request, reply) {
    const persona = authenticate(request, reply);
    if (persona === null) return reply;
    const params = parseInput(policyParamsSchema, request.params, reply);
    if (params === null) return reply;
    const row = one.get(persona.user.id, params.policyId);
    if (row === undefined) return sendApiError(reply, 404, 'NOT_FOUND', 'No linked policy has this id.');
    const today = istDayOf(ctx.now());
    const policy = policyView(row, today);
    const premiums = premiumHistory(
      {
        frequency: policy.premium_frequency,
        startDate: policy.start_date,
        nextPremiumDue: policy.next_premium_due,
        expiryDate: policy.expiry_date,
        premiumPaise: policy.premium_paise,
      },
      today,
    );
    return reply.send(
      insurancePolicyDetailSchema.parse({
        policy,
        grace_days: graceDays(policy.premium_frequency),
        premiums,
        total_paid_paise: premiums
          .filter((p) => p.status === 'PAID')
          .reduce((sum, p) => sum + p.amount_paise, 0),
      }),
    );
  });
}
