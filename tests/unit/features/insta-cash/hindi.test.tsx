import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { withdrawalQuote } from '@/domain/loans/withdrawal-quote';
import { ConfirmDrawDialog } from '@/features/insta-cash/draw/confirm-draw-dialog';
import { QuoteBreakdown } from '@/features/insta-cash/draw/quote-breakdown';
import { InstalmentRow } from '@/features/insta-cash/schedule/instalment-row';
import { ScheduleView } from '@/features/insta-cash/schedule/schedule-view';
import { TransactionRow } from '@/features/insta-cash/transactions/transaction-row';
import { WithdrawalCard } from '@/features/insta-cash/withdrawals/withdrawal-card';
import { clearAuthorization, setAuthorization } from '@/session/auth-token';

import { stubFetchByPath } from '../../../support/fetch-stub';
import { InHindi } from '../../../support/intl';
import { renderWithProviders } from '../../../support/render';
import { emiRow, schedule, transactions, withdrawal, withdrawals } from '../../fixtures/insta-cash';

const ROOT = '/ind-investment/api/v4/insta-cash';
// ₹25,000 over 6 months at 15.99 %, drawn on 26 Nov 2026: first EMI 5 Dec 2026.
const QUOTE = withdrawalQuote(2_500_000, 1599, 6, '2026-11-26');

/** Latin-letter words left in a Hindi text, minus the acronyms Hindi apps keep. */
function englishWords(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).filter((w) => !['EMI', 'UPI'].includes(w));
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

describe('instant cash in Hindi', () => {
  it('an overdue instalment: Hindi name, days late, the split and the due date in Hindi', () => {
    renderWithProviders(
      <InHindi>
        <InstalmentRow row={emiRow()} today="2026-11-23" />
      </InHindi>,
    );
    const row = screen.getByRole('listitem', { name: 'किस्त 3, बकाया' });
    const text = row.textContent ?? '';
    expect(text).toContain('#3 · 13 नवंबर 2026');
    expect(text).toContain('10 दिन से बकाया: जुर्माने से बचने के लिए अभी चुकाएँ।');
    for (const header of ['मूलधन', 'ब्याज', 'बाकी मूलधन']) expect(text).toContain(header);
    expect(text).toContain('₹3,917.00');
    expect(text).toContain('₹71,332.52');
    expect(englishWords(text)).toEqual([]);
  });

  it('the quote: EMI times the tenure as a Hindi plural, the first due date and the costs', () => {
    renderWithProviders(
      <InHindi>
        <QuoteBreakdown quote={QUOTE} />
      </InHindi>,
    );
    const region = screen.getByRole('region', { name: 'आपकी EMI' });
    const text = region.textContent ?? '';
    expect(text).toContain('× 6 महीने');
    expect(text).toContain('पहली EMI 5 दिसंबर 2026 को');
    expect(text).toContain('प्रोसेसिंग फ़ीस (2%)₹500.00');
    expect(text).toContain('आपको मिलेंगे₹24,500.00');
    expect(englishWords(text)).toEqual([]);
  });

  it('the withdrawal confirmation says amount, EMI, tenure and start date in one Hindi sentence', () => {
    renderWithProviders(
      <InHindi>
        <ConfirmDrawDialog
          open
          quote={QUOTE}
          lender="Kosh Finance Pvt Ltd"
          bankAccountMasked="XXXXXXXX4821"
          onClose={() => {}}
          onDone={() => {}}
        />
      </InHindi>,
    );
    const dialog = screen.getByRole('dialog', { name: 'निकासी की पुष्टि करें' });
    const emi = `₹${(QUOTE.emiPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(dialog.textContent).toContain(`₹25,000.00 निकालें और 5 दिसंबर 2026 से 6 महीने तक हर महीने ${emi} चुकाएँ।`);
    expect(dialog.textContent).toContain('₹500.00 की प्रोसेसिंग फ़ीस कटने के बाद ₹24,500.00 आपके खाते ••4821 में');
    // The lender's name is data: marked so the Hindi walk and browser translation leave it alone.
    expect(within(dialog).getByText('Kosh Finance Pvt Ltd').getAttribute('translate')).toBe('no');
    expect(within(dialog).getByRole('button', { name: 'निकासी की पुष्टि करें' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'वापस' })).toBeTruthy();
  });

  it('keeps the English sentence exactly as before', () => {
    renderWithProviders(
      <ConfirmDrawDialog
        open
        quote={QUOTE}
        lender="Kosh Finance Pvt Ltd"
        bankAccountMasked={null}
        onClose={() => {}}
        onDone={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm withdrawal' });
    const emi = `₹${(QUOTE.emiPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(dialog.textContent).toContain(
      `Withdraw ₹25,000.00 and repay ${emi} a month for 6 months, starting 5 Dec 2026.`,
    );
    expect(dialog.textContent).toContain(
      '₹24,500.00 reaches your linked bank account after the processing fee of ₹500.00. Lent by Kosh Finance Pvt Ltd; you can cancel within 3 days at no cost.',
    );
  });

  it('a withdrawal card: Hindi name with the Hindi date, tenure, rate and progress', () => {
    renderWithProviders(
      <InHindi>
        <ul>
          <WithdrawalCard withdrawal={withdrawal()} />
        </ul>
      </InHindi>,
    );
    const card = screen.getByRole('listitem', { name: '5 अगस्त 2026 की निकासी' });
    expect(card.textContent).toContain('5 अगस्त 2026 · 24 महीने · 15.99% · ••4821 में');
    expect(card.textContent).toContain('24 में से 2 EMI चुकाई गईं');
    expect(card.textContent).toContain('अगली EMI 13 दिसंबर 2026 को');
    expect(screen.getByRole('progressbar', { name: '24 में से 2 EMI चुकाई गईं' })).toBeTruthy();
    expect(englishWords(card.textContent ?? '')).toEqual([]);
  });

  it('a repayment and a disbursal row in Hindi', () => {
    const [repayment, disbursal] = transactions().items;
    const { container } = renderWithProviders(
      <InHindi>
        <TransactionRow transaction={repayment!} />
        <TransactionRow transaction={disbursal!} />
      </InHindi>,
    );
    expect(screen.getByText('EMI 2 चुकाई')).toBeTruthy();
    expect(screen.getByText('13 अक्टूबर 2026 · ऑटो-डेबिट से')).toBeTruthy();
    expect(screen.getByText('निकासी मिली')).toBeTruthy();
    expect(container.textContent).toContain('5 अगस्त 2026 · ••4821 में · फ़ीस कटी');
    expect(container.textContent).toContain('प्रोसेसिंग फ़ीस ₹1,600.00');
    expect(englishWords(container.textContent ?? '')).toEqual([]);
  });

  it('the schedule pills: amount in lakh/thousand words and the month in Hindi', async () => {
    setAuthorization('Bearer demo');
    stubFetchByPath({
      [`${ROOT}/withdrawals`]: withdrawals([withdrawal()]),
      [`${ROOT}/emi-schedule`]: schedule([emiRow()]),
    });
    renderWithProviders(
      <InHindi>
        <ScheduleView />
      </InHindi>,
    );
    const pills = await screen.findByRole('group', { name: 'निकासी' });
    expect(pills.textContent).toMatch(/^₹80 हज़ार · अगस्त 2026$/);
    expect(await screen.findByRole('list', { name: 'किस्तें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '₹80,000.00, 24 महीनों में' })).toBeTruthy();
    expect(screen.getByText('कुल ब्याज')).toBeTruthy();
  });
});
