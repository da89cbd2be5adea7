import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Component as Banks } from '@/features/banks/routes';
import { clearAuthorization } from '@/session/auth-token';

import { stubFetchByPath } from '../../../support/fetch-stub';
import { InHindi } from '../../../support/intl';
import { renderScreen } from '../../../support/render';
import { emptyL1Screen } from '../../fixtures/savings';
import { LINKED, TWO_HDFC } from './banks-fixtures';

const WAIT = { timeout: 8000 };

afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

const inHindi = (at: string) =>
  renderScreen(
    <InHindi>
      <Banks />
    </InHindi>,
    { at, path: '/banks/*' },
  );

describe('Banks in Hindi', () => {
  it('counts accounts and banks, and says when each was linked, in Hindi', async () => {
    stubFetchByPath({ '/aa-service/l1-screen-v2': TWO_HDFC, '/tracking-service/aa-linked-accounts': LINKED });
    inHindi('/banks');
    expect(screen.getByRole('heading', { level: 1, name: 'बैंक' })).toBeTruthy();
    const banks = await screen.findByRole('list', { name: 'जुड़े हुए बैंक' }, WAIT);
    expect(banks.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(screen.getByText('2 बैंकों में 3 खाते')).toBeTruthy();
    const hdfc = screen.getByRole('region', { name: 'HDFC Bank' });
    expect(within(hdfc).getByText('2 खाते')).toBeTruthy();
    expect(within(hdfc).getByRole('list', { name: 'HDFC Bank के खाते' })).toBeTruthy();
    await waitFor(() => expect(hdfc.textContent).toContain('26 जुलाई 2026 को Finvu से जोड़ा'), WAIT);
    expect(hdfc.textContent).toContain('बचत ');
    expect(screen.getByRole('tab', { name: 'आपके बैंक' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'एक और बैंक जोड़ें' })).toBeTruthy();
  });

  it('names the analytics tab and its sections in Hindi', async () => {
    stubFetchByPath({ '/aa-service/l1-screen-v2': TWO_HDFC });
    inHindi('/banks');
    await userEvent.click(await screen.findByRole('tab', { name: 'विश्लेषण' }, WAIT));
    expect(await screen.findByRole('region', { name: 'बैंक के हिसाब से बैलेंस' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'बैंक के हिसाब से बैलेंस' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'आया पैसा और गया पैसा' })).toBeTruthy();
  });

  it('says plainly in Hindi when an account is no longer linked', async () => {
    stubFetchByPath({});
    inHindi('/banks/accounts/acc-gone');
    expect(await screen.findByText('यह खाता अब Kosh से जुड़ा नहीं है।', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपने बैंक देखें' })).toBeTruthy();
  });

  it('invites a customer with nothing linked, in Hindi', async () => {
    stubFetchByPath({ '/aa-service/l1-screen-v2': emptyL1Screen() });
    inHindi('/banks');
    expect(await screen.findByRole('heading', { name: 'अभी कोई बैंक नहीं जुड़ा' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'बैंक खाते जोड़ें' })).toBeTruthy();
  });
});
