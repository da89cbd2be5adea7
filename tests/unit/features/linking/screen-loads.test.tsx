import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { UnsupportedBanksScreen } from '@/features/linking/screens/unsupported-banks';
import { InsurancePolicyScreen } from '@/features/linking/tracking/insurance-policy';
import { clearAuthorization } from '@/session/auth-token';

import { jsonResponse, stubFetch } from '../../../support/fetch-stub';
import { renderScreen } from '../../../support/render';

vi.mock('@/native/use-back', () => ({ useBack: () => () => undefined }));

afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

const failing = (status: number) => {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(status, { error: { message: 'no' } })));
  return fetchMock;
};

describe('a linking screen whose data does not arrive', () => {
  it('names the policy that could not load, with a Retry that asks again', async () => {
    const fetchMock = failing(503);
    renderScreen(<InsurancePolicyScreen />, {
      at: '/policies/pol-1',
      path: '/policies/:policyId',
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This policy could not load' })).toBeTruthy();
    const asked = fetchMock.mock.calls.length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(asked));
  });

  it('says a policy no longer tracked is not tracked, with no Retry', async () => {
    failing(404);
    renderScreen(<InsurancePolicyScreen />, {
      at: '/policies/pol-1',
      path: '/policies/:policyId',
    });
    expect(await screen.findByText('This policy is not tracked')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps the screen and its way back when the list of banks does not load', async () => {
    failing(503);
    renderScreen(<UnsupportedBanksScreen />, { at: '/unsupported', path: '/unsupported' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The list of banks could not load' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Don’t see your bank?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to bank list' })).toBeTruthy();
  });
});
