import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { StockAlertButton } from '@/features/equity/broker/stock-alert-button';
import { clearAuthorization, setAuthorization } from '@/session/auth-token';

import { sent, stubFetch, type FetchMock } from '../../../support/fetch-stub';
import { holding, trackingUpdate } from '../../fixtures/stocks-widget';
import { renderEquity } from './render';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(
    200,
    trackingUpdate({ alert_isins: ['INE009A01021'], message: 'Price alerts are on for INE009A01021.' }),
  );
  setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

describe('StockAlertButton', () => {
  it('says whether the alert is on and asks before turning it on for that ISIN', async () => {
    renderEquity(<StockAlertButton holding={holding()} />);
    const bell = screen.getByRole('button', { name: 'Price alert for Infosys Ltd' });
    expect(bell.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(bell);
    await screen.findByRole('dialog', { name: 'Turn on a price alert for Infosys Ltd?' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(sent(fetchMock).init.body as string)).toEqual({
      account_id: 'acc-demo-cdsl',
      isin: 'INE009A01021',
      enable: true,
    });
  });

  it('turns an alert that is on off', async () => {
    renderEquity(<StockAlertButton holding={holding({ price_alert_enabled: true })} />);
    const bell = screen.getByRole('button', { name: 'Price alert for Infosys Ltd' });
    expect(bell.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(bell);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off alert' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sent(fetchMock).init.body as string)).toMatchObject({ enable: false });
  });
});
