import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { LinkingJourney } from '@/features/linking/journey/journey';
import { ConsentDenialSheet } from '@/features/linking/screens/consent-denial-sheet';
import { ConsentDetailsSheet } from '@/features/linking/screens/consent-details-sheet';
import { ResendRow } from '@/features/linking/ui/resend-row';

import { InHindi } from '../../../support/intl';

const journey: LinkingJourney = {
  handle_id: 'h-123',
  provider: 'finvu',
  flow: 'savings',
  selected_fip_ids: ['HDFC-FIP'],
  bank_names: ['HDFC Bank'],
  first_fip_kind: 'BANK',
  is_equity_onboarding: false,
  mobile_masked: '******6780',
  mobile: null,
  step: 'consent',
  fip_id: null,
  partner_otp_sent_at: 0,
  bank_otp_sent_at: {},
  source: null,
  entry_from: null,
  basket_id: null,
  status_id: null,
  updated_at: 0,
};

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;

/** The value cell of the consent table's row named `term`. */
function row(term: string): string {
  const header = screen.getByRole('rowheader', { name: term });
  return within(header.closest('tr')!).getAllByRole('cell')[0]!.textContent ?? '';
}

describe('consent details', () => {
  it('English stays as it was: ReBIT names, months and the purpose code', () => {
    render(inRouter(<ConsentDetailsSheet open onClose={vi.fn()} journey={journey} />));
    expect(screen.getByRole('heading', { name: 'Consent details' })).toBeTruthy();
    expect(row('Purpose')).toBe('Spending insights: where your money goes (code 102)');
    expect(row('Information')).toBe('profile, summary, transactions');
    expect(row('Account types')).toBe('DEPOSIT');
    expect(row('History')).toBe('Last 12 months');
    expect(row('Valid for')).toBe('12 months from today');
    expect(row('Fetches')).toBe('Up to once a day');
  });

  it('reads in plain Hindi, the bank name and request id kept as data', () => {
    render(
      inRouter(
        <InHindi>
          <ConsentDetailsSheet open onClose={vi.fn()} journey={journey} />
        </InHindi>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'सहमति की जानकारी' })).toBeTruthy();
    expect(row('मकसद')).toBe('खर्च की जानकारी: आपका पैसा कहाँ जाता है (कोड 102)');
    expect(row('कौन-सी जानकारी')).toBe('प्रोफ़ाइल, सारांश, लेन-देन');
    expect(row('खातों के प्रकार')).toBe('बैंक खाता (जमा)');
    expect(row('कितना पुराना रिकॉर्ड')).toBe('पिछले 12 महीने');
    expect(row('कब तक मान्य')).toBe('आज से 12 महीने');
    expect(row('जानकारी कितनी बार ली जाएगी')).toBe('दिन में ज़्यादा से ज़्यादा एक बार');
    expect(row('जानकारी कितने समय रखी जाएगी')).toBe('1 साल');
    expect(screen.getByText('HDFC Bank').getAttribute('translate')).toBe('no');
    expect(screen.getByRole('button', { name: 'ठीक है' })).toBeTruthy();
  });

  it('a one-month consent says month in the singular', () => {
    render(
      inRouter(
        <InHindi>
          <ConsentDetailsSheet open onClose={vi.fn()} journey={{ ...journey, flow: 'fno' }} />
        </InHindi>,
      ),
    );
    expect(row('कब तक मान्य')).toBe('आज से 1 महीना');
    expect(row('जानकारी कितनी बार ली जाएगी')).toBe('सिर्फ़ एक बार');
  });
});

describe('consent denial', () => {
  it('says what is lost and asks why, in Hindi', () => {
    render(
      inRouter(
        <InHindi>
          <ConsentDenialSheet open onApprove={vi.fn()} onDeny={vi.fn()} onClose={vi.fn()} flow="savings" />
        </InHindi>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'क्या आप पक्का मना करना चाहते हैं?' })).toBeTruthy();
    expect(screen.getByText(/आपकी सहमति के बिना आपको सभी बैंकों के खर्च की जानकारी नहीं मिलेगी।/)).toBeTruthy();
    const reasons = screen.getByRole('radiogroup', { name: 'हमें बताएँ कि आप मना क्यों कर रहे हैं' });
    expect(within(reasons).getByRole('radio', { name: 'अभी नहीं, बाद में' })).toBeTruthy();
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'सहमति न दें' })).toBeTruthy();
  });
});

describe('resend row', () => {
  it('counts down in Hindi', () => {
    render(
      <InHindi>
        <ResendRow canResend={false} resendIn={5} resending={false} onResend={vi.fn()} />
      </InHindi>,
    );
    expect(screen.getByText('OTP नहीं मिला?')).toBeTruthy();
    expect(screen.getByText('0:05 में फिर से भेजें')).toBeTruthy();
  });
});
