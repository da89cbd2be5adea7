import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Endpoints from '@/api/endpoints/tracking-linked-accounts';

import { loadApi, sent, stubFetch, type Api, type FetchMock } from '../fetch-stub';

let api: Api;
let linked: typeof Endpoints;
let fetchMock: FetchMock;

beforeEach(async () => {
  fetchMock = stubFetch(200, {
    service: 'acc-agg',
    acc_type: 'SAVINGS',
    count: 1,
    accounts: [
      {
        account_id: 'acc-demo-hdfc',
        acc_num: 'XXXXXXXX4821',
        acc_type: 'SAVINGS',
        account_subtype: 'SAVINGS',
        fi_type: 'DEPOSIT',
        fip_id: 'HDFC-FIP',
        fip_name: 'HDFC Bank',
        broker_name: null,
        linked_at: '2026-07-26T10:54:00.000Z',
        link_ref_number: 'ref',
        consent_handle: 'seed-consent-demo-1',
        provider: 'finvu',
      },
    ],
  });
  api = await loadApi();
  linked = await import('@/api/endpoints/tracking-linked-accounts');
  api.auth.setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.auth.clearAuthorization();
});

describe('linked savings accounts', () => {
  it('asks the tracking service for the aggregator-tracked savings accounts', async () => {
    const answer = await linked.getLinkedSavingsAccounts();
    expect(answer.accounts[0]?.fip_name).toBe('HDFC Bank');
    expect(sent(fetchMock).url).toBe('/tracking-service/aa-linked-accounts?service=acc-agg&acc_type=SAVINGS');
  });

  it('keys the query with the tracking service linked accounts', () => {
    expect(linked.linkedSavingsAccountsQueryOptions().queryKey).toEqual([
      'tracking',
      'linked-accounts',
      { service: 'acc-agg', acc_type: 'SAVINGS' },
    ]);
  });
});
