/**
 * What home reads beside the areas' endpoints: the net-worth history, consents with their expiry and
 * the linked insurance policies (with one policy's premium history), each answer parsed with the
 * client's schema.
 */
import { apiErrorBodySchema } from '@/api/schemas/errors';
import * as insurance from '@/api/schemas/insurance';
import { netWorthHistorySchema } from '@/api/schemas/net-worth';
import * as wealth from '@/api/schemas/wealth';

import { qs, type ContractClient } from './contract-client';

export async function checkWealth(c: ContractClient): Promise<void> {
  await c.get('/aa-service/net-worth/history', netWorthHistorySchema);
  await c.get(`/aa-service/net-worth/history${qs({ months: 3 })}`, netWorthHistorySchema);
  await c.get(`/aa-service/net-worth/history${qs({ months: 0 })}`, apiErrorBodySchema, 400);
  await c.get('/tracking-service/consents', wealth.consentsSchema);
  const { policies } = await c.get('/tracking-service/insurance-policies', insurance.insurancePoliciesSchema);
  const first = policies[0];
  if (first !== undefined) {
    await c.get(
      `/tracking-service/insurance-policies/${encodeURIComponent(first.policy_id)}`,
      insurance.insurancePolicyDetailSchema,
    );
  }
  await c.get('/tracking-service/insurance-policies/pol-nobody', apiErrorBodySchema, 404);
}
