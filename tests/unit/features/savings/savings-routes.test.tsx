import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Component as Savings } from '@/features/savings/routes';
import { clearAuthorization } from '@/session/auth-token';
import { setSelectedPill, setSelectedTab } from '@/storage/repositories/prefs';

import { stubFetchByPath } from '../../../support/fetch-stub';
import { location, renderScreen } from '../../../support/render';
import {
  allTransactionsPage,
  emptyL1Screen,
  l1Analytics,
  l1Screen,
  masthead,
  transaction,
  transactionDetail,
} from '../../fixtures/savings';

/** jsdom on a busy machine: the screen's three requests can take seconds. */
const WAIT = { timeout: 15_000 };

afterEach(async () => {
  vi.unstubAllGlobals();
  clearAuthorization();
  // Prefs outlive a test like they outlive a logout: start each from no stored choice.
  await setSelectedTab('savings', 0);
  await setSelectedPill('savings', 'transactions');
});

const DEMO = {
  '/aa-service/l1-screen-v2': l1Screen(),
  '/aa-service/l2-screen/masthead': masthead(),
  '/aa-service/l1-analytics-transactions': l1Analytics({ selected_pill: 'transactions' }),
  '/aa-service/transaction-detail-v2': transactionDetail(),
  '/aa-service/all-transactions': allTransactionsPage([transaction()], null, 1),
};

describe('Savings screen', { timeout: 40_000 }, () => {
  it('invites a customer with nothing linked to link bank accounts, with no tabs', async () => {
    stubFetchByPath({ '/aa-service/l1-screen-v2': emptyL1Screen() });
    renderScreen(<Savings />, { at: '/savings', path: '/savings' });
    const cta = await screen.findByRole('link', { name: 'Link bank accounts' }, WAIT);
    expect(cta.getAttribute('href')).toBe('/account-aggregator/onboarding?flow_type=savings');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('opens on Account Summary with each account, masked, and the total', async () => {
    stubFetchByPath(DEMO);
    renderScreen(<Savings />, { at: '/savings', path: '/savings' });
    const accounts = await screen.findByRole('list', { name: 'Bank accounts' }, WAIT);
    expect(within(accounts).getAllByRole('listitem')).toHaveLength(2);
    expect(accounts.textContent).toContain('•••• 4821');
    expect(within(accounts).getByText('account ending 4 8 2 1')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Account Summary' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('region', { name: 'Total balance' }).textContent).toContain('₹4,17,090.77');
  });

  it('switches tabs through the address', async () => {
    stubFetchByPath(DEMO);
    renderScreen(<Savings />, { at: '/savings', path: '/savings' });
    await userEvent.click(await screen.findByRole('tab', { name: 'All Transactions' }, WAIT));
    await waitFor(() => expect(location.current).toContain('tab=all_transactions'));
    expect(await screen.findByText(/^1 transaction · In/, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toBeTruthy();
  });

  it('opens a transaction from the Transactions pill in a named dialog', async () => {
    stubFetchByPath(DEMO);
    renderScreen(<Savings />, { at: '/savings?selected-pill=transactions', path: '/savings' });
    const latest = await screen.findByRole('list', { name: /^Latest transactions/ }, WAIT);
    await userEvent.click(within(latest).getByRole('button', { name: /Uber/ }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Uber');
    expect(await within(dialog).findByText('632708741572', {}, WAIT)).toBeTruthy();
    expect(dialog.textContent).toContain('−₹333.00');
  });
});
