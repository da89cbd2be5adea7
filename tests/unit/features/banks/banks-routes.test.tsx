import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Component as Banks } from '@/features/banks/routes';
import { clearAuthorization } from '@/session/auth-token';

import { stubFetchByPath } from '../../../support/fetch-stub';
import { location, renderScreen } from '../../../support/render';
import { emptyL1Screen } from '../../fixtures/savings';
import { LINKED, TWO_HDFC } from './banks-fixtures';

const WAIT = { timeout: 8000 };

afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

describe('Banks screen', () => {
  it('gathers accounts under their bank with a combined balance and when each was linked', async () => {
    stubFetchByPath({ '/aa-service/l1-screen-v2': TWO_HDFC, '/tracking-service/aa-linked-accounts': LINKED });
    renderScreen(<Banks />, { at: '/banks', path: '/banks/*' });
    const banks = await screen.findByRole('list', { name: 'Linked banks' }, WAIT);
    expect(banks.querySelectorAll(':scope > li')).toHaveLength(2);
    const hdfc = screen.getByRole('region', { name: 'HDFC Bank' });
    expect(within(hdfc).getByText('2 accounts', { exact: false })).toBeTruthy();
    expect(hdfc.textContent).toContain('₹3,50,783.26');
    // The provider's name is data (its own element, translate="no"): match the row's whole text.
    await waitFor(() => expect(hdfc.textContent).toMatch(/Linked 26 Jul 2026 via Finvu/), WAIT);
    expect(screen.getByRole('tab', { name: 'Your Banks' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the Analytics tab through the address', async () => {
    stubFetchByPath({ '/aa-service/l1-screen-v2': TWO_HDFC });
    renderScreen(<Banks />, { at: '/banks', path: '/banks/*' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Analytics' }, WAIT));
    expect(location.current).toContain('tab=analytics');
    const split = await screen.findByRole('list', { name: 'Balance by bank' }, WAIT);
    expect(within(split).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says plainly when an account is no longer linked', async () => {
    stubFetchByPath({});
    renderScreen(<Banks />, { at: '/banks/accounts/acc-gone', path: '/banks/*' });
    expect(await screen.findByText('This account is not linked to Kosh any more.', {}, WAIT)).toBeTruthy();
  });

  it('invites a customer with nothing linked', async () => {
    stubFetchByPath({ '/aa-service/l1-screen-v2': emptyL1Screen() });
    renderScreen(<Banks />, { at: '/banks', path: '/banks/*' });
    const cta = await screen.findByRole('link', { name: 'Link bank accounts' }, WAIT);
    expect(cta.getAttribute('href')).toBe('/account-aggregator/onboarding?flow_type=savings');
  });
});
