import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AlertRow } from '@/features/alerts/alert-row';
import { Component as Alerts } from '@/features/alerts/routes';
import { clearAuthorization } from '@/session/auth-token';

import { stubFetchByPath } from '../../../support/fetch-stub';
import { InHindi } from '../../../support/intl';
import { renderScreen, renderWithProviders } from '../../../support/render';
import { alert, alertsPage } from '../../fixtures/alerts';

const WAIT = { timeout: 8000 };
const ALERTS = '/ind-investment/api/v4/alerts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

describe('Alerts in Hindi', () => {
  it('names the screen, the groups, the unread badge and the budget alerts in Hindi', async () => {
    stubFetchByPath({
      [ALERTS]: alertsPage([alert(), alert({ alert_id: 'alert-2', read: true })]),
      '/aa-service/budgets': {
        month_key: '2026-11',
        day: 20,
        days_in_month: 30,
        budgets: [
          {
            category: 'Shopping',
            limit_paise: 500000,
            spent_paise: 650000,
            left_paise: -150000,
            projected_paise: 900000,
            pace_fraction: 0.66,
            status: 'OVER',
          },
        ],
      },
    });
    renderScreen(
      <InHindi>
        <Alerts />
      </InHindi>,
      { at: '/alerts', path: '/alerts/*' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'अलर्ट' }, WAIT)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'ज़रूरी 1 नहीं पढ़े' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'दूसरे' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सब पढ़ा हुआ करें' })).toBeTruthy();
    const budgets = await screen.findByRole('region', { name: 'बजट अलर्ट' }, WAIT);
    expect(budgets.textContent).toContain('Shopping बजट से ज़्यादा: ₹5,000.00 में से ₹6,500.00 खर्च');
    expect(within(budgets).getByRole('link', { name: 'बजट देखें' })).toBeTruthy();
  });

  it('says an alert is unread and how long ago it came, in Hindi', () => {
    const now = Date.parse('2026-11-23T05:00:00.000Z');
    renderWithProviders(
      <InHindi>
        <AlertRow alert={alert()} now={now} onOpen={() => {}} />
      </InHindi>,
    );
    const article = screen.getByRole('article', { name: /^नहीं पढ़ा:\s?EMI of ₹3,917/ });
    expect(within(article).getByText('2 घंटे पहले')).toBeTruthy();
  });

  it('says an empty group plainly in Hindi', async () => {
    stubFetchByPath({ [ALERTS]: alertsPage([]) });
    renderScreen(
      <InHindi>
        <Alerts />
      </InHindi>,
      { at: '/alerts?tab=important', path: '/alerts/*' },
    );
    expect(await screen.findByRole('heading', { name: 'कोई ज़रूरी अलर्ट नहीं' }, WAIT)).toBeTruthy();
    expect(screen.getByText('देय तिथियाँ, बकाया EMI और जो भी आपका ध्यान माँगे, यहाँ दिखेगा।')).toBeTruthy();
  });
});
