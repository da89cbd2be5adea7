import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { LinkedAccount } from '@/api/schemas/tracking';

import { renderWithProviders } from '../../../support/render';

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
  // finvu's revoke details never arrive: the sheet still offers "Stop tracking".
  finvuRevokeDetailsQueryOptions: () => ({
    queryKey: ['revoke-details'],
    queryFn: () => new Promise(() => {}),
  }),
}));
vi.mock('@/api/endpoints/aggregator-onboarding', () => ({
  revokeCamsConsent: (payload: unknown) => {
    calls.push(`cams ${JSON.stringify(payload)}`);
    return Promise.resolve({});
  },
}));

const { RevokeSheet } = await import('@/features/linking/tracking/revoke-sheet');

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
    const onRevoked = vi.fn();
    renderWithProviders(<RevokeSheet account={linked} open onClose={vi.fn()} onRevoked={onRevoked} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop tracking' }));
    await waitFor(() => expect(onRevoked).toHaveBeenCalled());
    expect(calls).toEqual([call]);
  });
});
