import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { TrackingActions } from '@/features/equity/broker/tracking-actions';
import { setAuthorization, clearAuthorization } from '@/session/auth-token';

import { jsonResponse, sent, stubFetch, type FetchMock } from '../../../support/fetch-stub';
import { masthead, tracking, trackingUpdate } from '../../fixtures/stocks-widget';
import { renderEquity } from './render';

let fetchMock: FetchMock;
// The confirmation is a lazy chunk. Its first import here transforms MUI's Dialog, Modal and focus
// trap, which took longer than a `findBy` waits on a loaded runner (two tests failed once, at the
// dialog). Imported before the tests, the screen's own import resolves from the module cache.
beforeAll(async () => {
  await import('@/features/equity/broker/confirm-dialog');
}, 30_000);
beforeEach(() => {
  fetchMock = stubFetch(200, trackingUpdate());
  setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

describe('TrackingActions', () => {
  it('changes nothing until the customer confirms, and nothing when they cancel', async () => {
    renderEquity(<TrackingActions masthead={masthead()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on price alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on price alerts?' });
    expect(dialog.textContent).toContain('Zerodha');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns price alerts on after confirming and says so', async () => {
    renderEquity(<TrackingActions masthead={masthead()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on price alerts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    expect(await screen.findByText('Price alerts are on for all stocks at Zerodha.')).toBeTruthy();
    const { url, init } = sent(fetchMock);
    expect(url).toBe('/stocks-widget/in-stocks/equity-alert');
    expect(JSON.parse(init.body as string)).toEqual({ account_id: 'acc-demo-cdsl', enable: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stops Gmail tracking through revoke-non-aa-tracking with the depository as source', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(200, trackingUpdate({ message: 'Gmail and statement tracking of Zerodha is stopped.' })),
      ),
    );
    renderEquity(<TrackingActions masthead={masthead({ tracking: tracking({ gmail_enabled: true }) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop Gmail and statement tracking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop tracking' }));
    await screen.findByText('Gmail and statement tracking of Zerodha is stopped.');
    expect(sent(fetchMock).url).toBe('/stocks-widget/in-stocks/revoke-non-aa-tracking');
    expect(JSON.parse(sent(fetchMock).init.body as string)).toEqual({
      account_id: 'acc-demo-cdsl',
      source: 'CDSL',
    });
  });

  it('keeps the dialog open with the reason when the change fails', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(500, { error: { message: 'boom' } })));
    renderEquity(<TrackingActions masthead={masthead()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on Gmail tracking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Allow Gmail tracking' }));
    expect(await screen.findByText(/We could not make this change/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Track with Gmail?' })).toBeTruthy();
    expect(JSON.parse(sent(fetchMock).init.body as string)).toEqual({
      account_id: 'acc-demo-cdsl',
      enable: true,
    });
  });
});
