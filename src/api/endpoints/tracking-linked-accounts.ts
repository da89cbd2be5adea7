import { aaLinkedAccountsSchema } from '@/api/schemas/tracking';

import { authedQueryOptions } from '../authed-query-options';
import { request } from '../request';

/**
 * GET tracking `/aa-linked-accounts?service=acc-agg&acc_type=SAVINGS` (SPEC §7): the bank accounts
 * tracked through the account aggregator, with when and under which consent each was linked. The
 * banks screen reads it for "linked on"; its key sits under the tracking service's
 * `['tracking', 'linked-accounts', …]`, so the linking flow's refresh of linked accounts reaches it.
 */
export const SAVINGS_LINKED_QUERY = { service: 'acc-agg', acc_type: 'SAVINGS' } as const;

export const linkedSavingsAccountsKey = ['tracking', 'linked-accounts', SAVINGS_LINKED_QUERY] as const;

export function getLinkedSavingsAccounts(signal?: AbortSignal) {
  return request({
    service: 'tracking',
    path: '/aa-linked-accounts',
    query: { ...SAVINGS_LINKED_QUERY },
    schema: aaLinkedAccountsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function linkedSavingsAccountsQueryOptions() {
  return authedQueryOptions({
    queryKey: linkedSavingsAccountsKey,
    queryFn: ({ signal }) => getLinkedSavingsAccounts(signal),
  });
}
