import { describe, expect, it, vi } from 'vitest';

import type { LinkedAccount } from '@/api/schemas/tracking';

const calls: string[] = [];
vi.mock('@/api/endpoints/tracking', () => ({
  finvuStopTracking: (target: unknown) => {
    calls.push(`finvu ${JSON.stringify(target)}`);
    return Promise.resolve({});
  },
  revokeIgnosisConsent: (payload: unknown) => {
    calls.push(`ignosis ${JSON.stringify(payload)}`);
    return Promise.resolve({});
  },
  finvuRevokeDetailsQueryOptions: () => ({}),
}));
vi.mock('@/api/endpoints/aggregator-onboarding', () => ({
  revokeCamsConsent: (payload: unknown) => {
    calls.push(`cams ${JSON.stringify(payload)}`);
    return Promise.resolve({});
  },
}));

const { revokeAccount } = await import('@/features/linking/tracking/revoke-sheet');

function account(provider: LinkedAccount['provider'], consent: string | null = 'c-1'): LinkedAccount {
  return {
    account_id: 'acc-1',
    acc_num: 'XXXX4821',
    acc_type: 'SAVINGS',
    account_subtype: 'SAVINGS',
    fi_type: 'DEPOSIT',
    fip_id: 'HDFC-FIP',
    fip_name: 'HDFC Bank',
    broker_name: null,
    linked_at: null,
    link_ref_number: null,
    consent_handle: consent,
    provider,
  };
}

describe('revocation per provider', () => {
  it.each([
    [account('finvu'), 'finvu {"account_id":"acc-1"}'],
    // Seeded accounts linked before consents were recorded: finvu's stop tracking.
    [account(null, null), 'finvu {"account_id":"acc-1"}'],
    [account('cams'), 'cams {"consent_handle":"c-1","account_ids":["acc-1"]}'],
    [account('ignosis'), 'ignosis {"consent_handle":"c-1","account_ids":["acc-1"]}'],
  ])('%#: goes to the provider’s own endpoint', async (linked, call) => {
    calls.length = 0;
    await revokeAccount(linked);
    expect(calls).toEqual([call]);
  });
});
