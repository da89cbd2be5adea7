import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Mandate, Repayment } from '@/api/schemas/insta-cash';
import { DisbursementStatus } from '@/features/payments/disbursement-status';
import { MandateStatus } from '@/features/payments/mandate-status';
import { NoStatus } from '@/features/payments/no-status';
import { RepaymentStatus } from '@/features/payments/repayment-status';
import { clearAuthorization, setAuthorization } from '@/session/auth-token';

import { stubFetchByPath } from '../../../support/fetch-stub';
import { InHindi } from '../../../support/intl';
import { renderWithProviders } from '../../../support/render';
import { withdrawal, withdrawals } from '../../fixtures/insta-cash';

const ROOT = '/ind-investment/api/v4/insta-cash';

const REPAYMENT: Repayment = {
  repayment_id: 'rep-1',
  kind: 'PREPAY',
  status: 'SUCCESS',
  principal_paise: 1_000_000,
  interest_paise: 5_258,
  charges_paise: 0,
  total_paise: 1_005_258,
  instalments_paid: 0,
  emi_before_paise: 391_700,
  emi_after_paise: 343_100,
  line_closed: false,
  created_at: '2026-11-26T05:00:00.000Z',
};

const MANDATE: Mandate = {
  status: 'ACTIVE',
  mandate_id: 'man-1',
  bank_account_masked: 'XXXXXXXX4821',
  max_debit_paise: 2_500_000,
  valid_until: '2031-11-26',
  updated_at: '2026-11-26T05:00:00.000Z',
  setup_navlink: '/insta-cash?autopay=setup',
};

/** Latin-letter words left in a Hindi text, minus the acronyms Hindi apps keep. */
function englishWords(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).filter((w) => !['EMI', 'UPI'].includes(w));
}

beforeEach(() => setAuthorization('Bearer demo'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

describe('money status pages in Hindi', () => {
  it('a credited withdrawal: heading, figures, Hindi date; the account number stays data', async () => {
    stubFetchByPath({ [`${ROOT}/withdrawals`]: withdrawals([withdrawal()]) });
    const { container } = renderWithProviders(
      <InHindi>
        <DisbursementStatus />
      </InHindi>,
      '/disbursement/status?withdrawal_id=wd-3',
    );
    expect((await screen.findByText('पैसे आपके बैंक खाते में जमा हो गए')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('heading', { level: 1, name: 'निकासी' })).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).toContain('निकाले₹80,000.00');
    expect(text).toContain('प्रोसेसिंग फ़ीस₹1,600.00');
    expect(text).toContain('जमा हुए₹78,400.00');
    expect(text).toContain('निकासी की तारीख5 अगस्त 2026');
    expect(screen.getByText('••4821').getAttribute('translate')).toBe('no');
    expect(screen.getByRole('button', { name: 'हो गया' })).toBeTruthy();
    expect(englishWords(text)).toEqual([]);
  });

  it('a prepayment: what was paid and the new EMI, in Hindi', async () => {
    stubFetchByPath({ [`${ROOT}/repayments/rep-1`]: REPAYMENT });
    const { container } = renderWithProviders(
      <InHindi>
        <RepaymentStatus title="EMI का भुगतान" />
      </InHindi>,
      '/mini-app/repayment/emi/status?repayment_id=rep-1',
    );
    expect((await screen.findByText('मूलधन पहले चुका दिया गया')).getAttribute('role')).toBe('status');
    const text = container.textContent ?? '';
    expect(text).toContain('मूलधन₹10,000.00');
    expect(text).toContain('ब्याज₹52.58');
    expect(text).toContain('कुल चुकाया₹10,052.58');
    expect(text).toContain('नई EMI₹3,431.00');
    expect(englishWords(text)).toEqual([]);
  });

  it('AutoPay on: the account, the limit and the validity date in Hindi', async () => {
    stubFetchByPath({ [`${ROOT}/mandate`]: MANDATE });
    const { container } = renderWithProviders(
      <InHindi>
        <MandateStatus />
      </InHindi>,
      '/payment/mandate/status',
    );
    expect((await screen.findByText('ऑटोपे चालू है')).getAttribute('role')).toBe('status');
    const text = container.textContent ?? '';
    expect(text).toContain('ज़्यादा से ज़्यादा₹25,000.00');
    expect(text).toContain('कब तक मान्य26 नवंबर 2031');
    expect(englishWords(text)).toEqual([]);
  });

  it('an address with nothing to show says so in Hindi', () => {
    renderWithProviders(
      <InHindi>
        <NoStatus />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { name: 'दिखाने को कोई स्थिति नहीं' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toBeTruthy();
  });
});
