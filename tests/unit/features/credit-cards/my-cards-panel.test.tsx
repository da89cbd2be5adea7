import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MyCardsPanel } from '@/features/credit-cards/my-cards/my-cards-panel';
import { clearAuthorization, setAuthorization } from '@/session/auth-token';

import { jsonResponse, stubFetch, type FetchMock } from '../../../support/fetch-stub';
import { renderWithProviders } from '../../../support/render';
import { card, cards, statement } from '../../fixtures/cards';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(200, cards());
  setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

describe('MyCardsPanel', () => {
  it('shows a card’s limits, dues and the unlock offer for a locked statement', async () => {
    renderWithProviders(<MyCardsPanel />);
    const article = await screen.findByRole('article', { name: 'HDFC Bank Regalia Gold ending 4521' });
    expect(article.textContent).toContain('₹3.5L');
    expect(article.textContent).toContain('₹19,623.30');
    expect(article.textContent).toContain('Due in 12 days · due date 5 Dec 2026');
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy();
  });

  it('shows an overdue statement in red words', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(
          200,
          cards([
            card({ current_statement: statement({ status: 'OVERDUE', days_to_due: -3, locked: false }) }),
          ]),
        ),
      ),
    );
    renderWithProviders(<MyCardsPanel />);
    expect(await screen.findByText(/^Overdue by 3 days/)).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull();
  });

  it('offers linking when there are no cards', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, cards([]))));
    renderWithProviders(<MyCardsPanel />);
    expect(await screen.findByRole('heading', { name: 'No credit cards linked yet' })).toBeTruthy();
  });

  it('explains a failure and retries', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<MyCardsPanel />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You seem to be offline');
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, cards())));
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByRole('article', { name: /Regalia Gold/ })).toBeTruthy();
  });
});
