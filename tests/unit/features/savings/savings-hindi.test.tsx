import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Component as Savings } from '@/features/savings/routes';
import { clearAuthorization } from '@/session/auth-token';
import { setSelectedPill, setSelectedTab } from '@/storage/repositories/prefs';

import { stubFetchByPath } from '../../../support/fetch-stub';
import { InHindi } from '../../../support/intl';
import { renderScreen } from '../../../support/render';
import { l1Analytics, l1Screen, masthead } from '../../fixtures/savings';

/** jsdom on a busy machine: the screen's requests can take seconds. */
const WAIT = { timeout: 15_000 };

afterEach(async () => {
  vi.unstubAllGlobals();
  clearAuthorization();
  await setSelectedTab('savings', 0);
  await setSelectedPill('savings', 'transactions');
});

describe('Savings in Hindi', { timeout: 40_000 }, () => {
  it('opens on the account summary in Hindi, with Hindi months and the accounts as sent', async () => {
    stubFetchByPath({
      '/aa-service/l1-screen-v2': l1Screen(),
      '/aa-service/l2-screen/masthead': masthead(),
      '/aa-service/l1-analytics-transactions': l1Analytics({ selected_pill: 'transactions' }),
    });
    renderScreen(
      <InHindi>
        <Savings />
      </InHindi>,
      { at: '/savings', path: '/savings' },
    );
    const accounts = await screen.findByRole('list', { name: 'बैंक खाते' }, WAIT);
    expect(within(accounts).getAllByRole('listitem')).toHaveLength(2);
    expect(within(accounts).getByText('खाता, आख़िरी अंक 4 8 2 1')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'खातों का सारांश' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'सभी लेन-देन' })).toBeTruthy();
    const balance = screen.getByRole('region', { name: 'कुल बैलेंस' });
    expect(balance.textContent).toContain('₹4,17,090.77');
    expect(balance.textContent).toContain('2 बैंक खातों में');
    expect(within(balance).getByText('आया पैसा · नवंबर 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'बजट और नियम' })).toBeTruthy();
    // The pill's totals name the answer's month in Hindi, and the counts stay in Latin digits.
    const totals = await screen.findByLabelText('अक्टूबर 2026 का कुल', {}, WAIT);
    expect(within(totals).getByText('खर्च')).toBeTruthy();
    expect(within(totals).getByText('लेन-देन')).toBeTruthy();
    // Bank names are data: shown as sent and kept from translation.
    const bankName = within(accounts).getAllByText(/Bank/)[0];
    expect(bankName?.closest('[translate="no"]')).not.toBeNull();
  });
});
