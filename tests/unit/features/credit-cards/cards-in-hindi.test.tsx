import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BillCard } from '@/features/credit-cards/bill-payment/bill-card';
import { MyCardsPanel } from '@/features/credit-cards/my-cards/my-cards-panel';
import { Component as CreditCards } from '@/features/credit-cards/routes';
import { clearAuthorization, setAuthorization } from '@/session/auth-token';

import { jsonResponse, stubFetch, type FetchMock } from '../../../support/fetch-stub';
import { InHindi } from '../../../support/intl';
import { renderWithProviders } from '../../../support/render';
import { billPayment, card, cards, statement } from '../../fixtures/cards';

const WAIT = { timeout: 8000 };

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(200, cards());
  setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

const bill = billPayment().bills[0]!;

describe('Credit cards in Hindi', () => {
  it('names the screen and its tabs in Hindi', async () => {
    renderWithProviders(
      <InHindi>
        <CreditCards />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'क्रेडिट कार्ड' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'क्रेडिट कार्ड के व्यू' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'मेरे कार्ड' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'बिल भुगतान' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'एक और कार्ड जोड़ें' }, WAIT)).toBeTruthy();
  });

  it('shows a card’s dues with the date in Hindi, and the locked statement’s offer', async () => {
    renderWithProviders(
      <InHindi>
        <MyCardsPanel />
      </InHindi>,
    );
    const article = await screen.findByRole(
      'article',
      { name: 'HDFC Bank Regalia Gold, आख़िरी अंक 4521' },
      WAIT,
    );
    expect(article.textContent).toContain('12 दिन में देय · देय तिथि 5 दिसंबर 2026');
    expect(article.textContent).toContain('स्टेटमेंट 16 अक्टूबर – 15 नवंबर');
    expect(within(article).getByText('कुल देय')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'अनलॉक करें' })).toBeTruthy();
    expect(article.textContent).toContain('यह स्टेटमेंट पासवर्ड से सुरक्षित है।');
  });

  it('says an overdue statement in Hindi with the right plural', async () => {
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
    renderWithProviders(
      <InHindi>
        <MyCardsPanel />
      </InHindi>,
    );
    expect(await screen.findByText(/^देय तिथि 3 दिन पहले निकल गई · देय तिथि/, {}, WAIT)).toBeTruthy();
    expect(screen.getByText('तिथि निकल गई')).toBeTruthy();
  });

  it('offers the ways to pay a bill and checks an amount of your own in Hindi', async () => {
    renderWithProviders(
      <InHindi>
        <BillCard bill={bill} />
      </InHindi>,
    );
    const article = screen.getByRole('article', { name: 'HDFC Bank Regalia Gold का बिल' });
    expect(within(article).getByRole('list', { name: 'चुकाने के तरीक़े' })).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'कुल देय रकम कॉपी करें' })).toBeTruthy();
    await userEvent.click(within(article).getByRole('button', { name: 'बिल चुकाएँ: HDFC Bank Regalia Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'HDFC Bank Regalia Gold का बिल चुकाएँ' }, WAIT);
    expect(within(dialog).getByRole('radio', { name: 'कुल देय · ₹19,623.30' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'कोई और रकम' }));
    const field = within(dialog).getByRole('textbox', { name: 'रकम ₹ में' });
    expect(dialog.textContent).toContain('₹23,483.26 तक, देय रकम और बिल में न जुड़ा खर्च मिलाकर');
    await userEvent.type(field, '0');
    await userEvent.tab();
    expect(dialog.textContent).toContain('₹0 से ज़्यादा रकम डालें');
  });
});
