import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readBrokerView } from '@/domain/portfolio/equity-query';
import { MyStocksTab } from '@/features/equity/broker/my-stocks-tab';
import { clearAuthorization, setAuthorization } from '@/session/auth-token';

import { jsonResponse, sent, stubFetch, type FetchMock } from '../../../support/fetch-stub';
import { holding, holdingsPage, performance } from '../../fixtures/stocks-widget';
import { renderEquity } from './render';

const BROKER = { source: 'cdsl', accountId: 'acc-demo-cdsl' };

/** MyStocksTab reading its view from the URL, as the broker screen does. */
function Screen() {
  const [query] = useSearchParams();
  return <MyStocksTab broker={BROKER} view={readBrokerView(query)} />;
}

const infy = holding();
const tcs = holding({
  holding_id: 'h-tcs',
  isin: 'INE467B01029',
  symbol: 'TCS',
  company_name: 'Tata Consultancy Services Ltd',
});
const hdfc = holding({
  holding_id: 'h-hdfc',
  isin: 'INE040A01034',
  symbol: 'HDFCBANK',
  company_name: 'HDFC Bank Ltd',
  sector: 'Banking',
});

function slice(key: string, holdings: ReturnType<typeof holding>[], value: number, share: number) {
  return {
    key,
    label: key,
    share_bps: share,
    stocks_count: holdings.length,
    performance: performance({ current_value_paise: value, holdings_count: holdings.length }),
    holdings,
  };
}

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(
    200,
    holdingsPage({ stocks_count: 3, groups: [infy, tcs, hdfc].map((h) => slice(h.isin, [h], 100, 3333)) }),
  );
  setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

describe('MyStocksTab', () => {
  it('lists each stock with quantity, average price, LTP and P&L', async () => {
    renderEquity(<Screen />);
    const list = await screen.findByRole('list', { name: 'Holdings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const infyRow = within(list).getByRole('article', { name: 'Infosys Ltd' });
    expect(infyRow.textContent).toContain('Qty28');
    expect(infyRow.textContent).toContain('Avg price₹1,392.38');
    expect(infyRow.textContent).toContain('LTP₹1,498.65');
    expect(within(infyRow).getByText('Up ₹2,975.56, 7.63%')).toBeTruthy();
  });

  it('asks the server for the sector grouping and shows each sector behind a disclosure', async () => {
    renderEquity(<Screen />);
    await screen.findByRole('list', { name: 'Holdings' });
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(
          200,
          holdingsPage({
            group_by: 'sector',
            stocks_count: 3,
            groups: [slice('IT', [infy, tcs], 200, 6667), slice('Banking', [hdfc], 100, 3333)],
          }),
        ),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sector' }));
    const sectors = await screen.findByRole('list', { name: 'Sectors' });
    await waitFor(() => expect(sent(fetchMock, 1).url).toContain('group_by=sector'));
    const it = within(sectors).getByRole('button', { name: /^IT/ });
    expect(it.getAttribute('aria-expanded')).toBe('false');
    expect(it.textContent).toContain('66.7% of this account · 2 stocks');
    expect(screen.queryByRole('list', { name: 'IT holdings' })).toBeNull();
    fireEvent.click(it);
    expect(within(screen.getByRole('list', { name: 'IT holdings' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });

  it('offers a Retry when the holdings do not load', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(503, { error: { message: 'down' } })));
    renderEquity(<Screen />, { path: '/equity/broker/cdsl/acc-demo-cdsl?group_by=market_cap' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Your holdings could not load' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(sent(fetchMock).url).toContain('group_by=market_cap');
    expect(screen.getByRole('button', { name: 'Market Cap' }).getAttribute('aria-pressed')).toBe('true');
  });
});
