import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TransactionsTab } from '@/features/equity/broker/transactions-tab';
import { clearAuthorization, setAuthorization } from '@/session/auth-token';

import { jsonResponse, stubFetch } from '../../../support/fetch-stub';
import { tradesPage } from '../../fixtures/stocks-widget';
import { renderEquity } from './render';

const BROKER = { source: 'cdsl', accountId: 'acc-demo-cdsl' };

beforeEach(() => setAuthorization('Bearer demo'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

describe('TransactionsTab', () => {
  it('says so when the demat account has no trades yet', async () => {
    stubFetch(200, tradesPage());
    renderEquity(<TransactionsTab broker={BROKER} side="SELL" />);
    expect(await screen.findByText('No sells in this demat account yet.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a Retry when the trades do not load', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(503, { error: { message: 'down' } })));
    renderEquity(<TransactionsTab broker={BROKER} side="all" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Your trades could not load' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Trades' })).toBeNull();
  });
});
