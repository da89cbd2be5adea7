import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { insurancePoliciesSchema, insurancePolicyDetailSchema } from '@/api/schemas/insurance';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { istDayOf } from '@/domain/dates/ist';
import { graceDays, premiumHistory } from '@/domain/insurance/policy-terms';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import type { Said } from '../../http/language';
import { parseInput } from '../news/request-input';
import { policyStore } from './policy-store';

// Shown to the customer in the caller's language (sandbox/http/language.ts).
const NO_SUCH_POLICY: Said = {
  'en-IN': 'No linked policy has this id.',
  'hi-IN': 'इस ID की कोई जुड़ी हुई पॉलिसी नहीं मिली।',
};

const policyParamsSchema = z.object({ policyId: z.string().min(1).max(128) });

/**
 * The insurance policies the customer linked through the account aggregator, served from the
 * seeded `insurance_policies` (docs/sandbox.md#insurance): the list (home reads its premiums) and
 * one policy with its premium history.
 */
export function registerInsuranceRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const policies = policyStore(ctx.db);

  app.get(`${SERVICE_ROOTS.tracking}/insurance-policies`, function insurancePolicies(request, reply) {
    const persona = personaOf(request);
    const today = istDayOf(ctx.now());
    return reply.send(insurancePoliciesSchema.parse({ policies: policies.linked(persona.user.id, today) }));
  });

  app.get(`${SERVICE_ROOTS.tracking}/insurance-policies/:policyId`, function insurancePolicy(request, reply) {
    const persona = personaOf(request);
    const params = parseInput(policyParamsSchema, request.params, reply);
    if (params === null) return reply;
    const today = istDayOf(ctx.now());
    const policy = policies.one(persona.user.id, params.policyId, today);
    if (policy === null) return sendApiError(reply, 404, 'NOT_FOUND', NO_SUCH_POLICY);
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
