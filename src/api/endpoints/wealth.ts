import { persistedRead } from '@/api/authed-query-options';
import { readOf, request } from '@/api/request';
import { insurancePoliciesSchema, insurancePolicyDetailSchema } from '@/api/schemas/insurance';
import { consentsSchema, runningSipsSchema } from '@/api/schemas/wealth';

import { trackingKeys } from './tracking-keys';

/**
 * Keys of what home reads beside the areas' own queries (the net worth's are in net-worth.ts). Each
 * sits under the root that linking invalidates (`tracking`: see the linking feature's after-linking
 * step), so a newly linked account refreshes them with everything else.
 */
const wealthKeys = {
  consents: () => [...trackingKeys.all, 'consents'] as const,
  insurancePolicies: () => [...trackingKeys.all, 'insurance-policies'] as const,
  runningSips: () => [...trackingKeys.all, 'mutual-funds-sips'] as const,
  insurancePolicy: (policyId: string) => [...trackingKeys.all, 'insurance-policies', policyId] as const,
};

/** GET /tracking-service/consents: active consents with their expiry and health. */
const getConsents = readOf('tracking', '/consents', consentsSchema);

/** GET /tracking-service/insurance-policies: linked policies and their next premium. */
const getInsurancePolicies = readOf('tracking', '/insurance-policies', insurancePoliciesSchema);

/**
 * GET /tracking-service/mutual-funds/sips: the running SIPs with their next day. Home reads this,
 * not the portfolio, whose every transaction is too much for its first screen.
 */
const getRunningSips = readOf('tracking', '/mutual-funds/sips', runningSipsSchema);

/** GET /tracking-service/insurance-policies/:policyId: one policy and its premium history. */
function getInsurancePolicy(policyId: string, signal?: AbortSignal) {
  return request({
    service: 'tracking',
    path: `/insurance-policies/${encodeURIComponent(policyId)}`,
    schema: insurancePolicyDetailSchema,
    signal,
  });
}

export function consentsQueryOptions() {
  return persistedRead(wealthKeys.consents(), getConsents);
}

export function insurancePoliciesQueryOptions() {
  return persistedRead(wealthKeys.insurancePolicies(), getInsurancePolicies);
}

export function runningSipsQueryOptions() {
  return persistedRead(wealthKeys.runningSips(), getRunningSips);
}

export function insurancePolicyQueryOptions(policyId: string) {
  return persistedRead(wealthKeys.insurancePolicy(policyId), (signal) =>
    getInsurancePolicy(policyId, signal),
  );
}
