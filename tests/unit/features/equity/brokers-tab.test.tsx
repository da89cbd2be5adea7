import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Broker, BrokerDetails } from '@/api/schemas/stocks-widget';
import { BrokersTab } from '@/features/equity/brokers/brokers-tab';
import { clearAuthorization, setAuthorization } from '@/session/auth-token';

import { stubFetch } from '../../../support/fetch-stub';
import { InHindi } from '../../../support/intl';
import { masthead, performance, tracking } from '../../fixtures/stocks-widget';
import { renderEquity } from './render';

function broker(overrides: Partial<Broker> = {}): Broker {
  const { stocks_count, ...rest } = masthead();
  return {
    ...rest,
    stocks_count,
    dp_id: '12081600',
    masked_demat_number: 'XXXXXXXXXXXX7702',
    holder_name: 'Aarav Sharma',
    linked_at: null,
    tracking: tracking(),
    ...overrides,
  };
}

const DETAILS: BrokerDetails = {
  empty: false,
  brokers: [
    broker({
      account_id: 'acc-demo-nsdl',
      broker_name: 'ICICI Direct',
      depository: 'NSDL',
      client_id: '8500421367',
      stocks_count: 10,
      performance: performance({
        current_value_paise: 40_361_745,
        day_change_paise: 219_605,
        day_change_bps: 55,
      }),
    }),
    broker(),
  ],
  performance: performance({ current_value_paise: 96_183_710, holdings_count: 25 }),
  client_ids_requested: [],
  client_ids_not_found: [],
};

beforeEach(() => {
  // The cross-sell sheet: nothing to offer this customer.
  stubFetch(200, { show: false, tracked_products: ['EQUITY'], offer: null });
  setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

describe('BrokersTab', () => {
  it('heads the list with the whole portfolio and names every broker card with its value and day change', () => {
    renderEquity(<BrokersTab details={DETAILS} />);
    expect(screen.getByRole('region', { name: 'All your stocks' }).textContent).toContain('₹9,61,837.10');
    const list = screen.getByRole('list', { name: 'Your brokers' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'ICICI Direct, NSDL: worth ₹4,03,617.45, today Up ₹2,196.05, 0.55%',
      'Zerodha, CDSL: worth ₹5,58,219.65, today Down ₹9,859.55, 1.74%',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/equity/broker/nsdl/acc-demo-nsdl');
    // The client ID is data (its own `translate="no"` element), so the line is matched whole.
    expect(
      within(list).getByText((_, element) => element?.textContent === 'Client ID ZQ4821 · 15 stocks', {
        selector: 'p',
      }),
    ).toBeTruthy();
  });

  it('offers linking another demat account in the equity flow', () => {
    renderEquity(<BrokersTab details={DETAILS} />);
    expect(screen.getByRole('link', { name: 'Link another demat account' }).getAttribute('href')).toBe(
      '/account-aggregator/onboarding?flow_type=equity',
    );
  });
});

describe('BrokersTab in Hindi', () => {
  it('heads the portfolio and names each broker link in Hindi, broker names as data', () => {
    renderEquity(
      <InHindi>
        <BrokersTab details={DETAILS} />
      </InHindi>,
    );
    const total = screen.getByRole('region', { name: 'आपके सभी शेयर' });
    expect(total.textContent).toContain('2 ब्रोकर · 25 होल्डिंग्स');
    expect(total.textContent).toContain('मौजूदा क़ीमत');
    const list = screen.getByRole('list', { name: 'आपके ब्रोकर' });
    expect(within(list).getAllByRole('link')[0]?.getAttribute('aria-label')).toBe(
      'ICICI Direct, NSDL: कुल क़ीमत ₹4,03,617.45, आज ₹2,196.05 बढ़ा, 0.55%',
    );
    expect(screen.getByRole('link', { name: 'एक और डीमैट खाता जोड़ें' })).toBeTruthy();
  });
});
