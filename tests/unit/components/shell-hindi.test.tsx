import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { NetworkError, TimeoutError } from '@/api/errors';
import { createAppTheme } from '@/app/theme';
import { Amount } from '@/components/amount/amount';
import { MoneyFlowTotals } from '@/components/amount/money-flow-totals';
import { SignedAmount } from '@/components/amount/signed-amount';
import { PeriodPicker } from '@/components/date-range/period-picker';
import { ErrorState } from '@/components/feedback/error-state';
import { changeErrorTextOf, errorTextOf } from '@/components/feedback/error-text';
import { SectionError } from '@/components/feedback/section-error';
import { PageHeader } from '@/components/layout/page-header';
import { BreakdownList } from '@/components/spend-charts/breakdown-list';
import { paise } from '@/domain/money/paise';
import { appIntl, setAppIntl } from '@/i18n/app-intl';

import { InHindi } from '../../support/intl';

vi.mock('@/native/use-back', () => ({ useBack: () => () => undefined }));

function inHindi(node: React.ReactNode) {
  return render(
    <ThemeProvider theme={createAppTheme('light')}>
      <InHindi>{node}</InHindi>
    </ThemeProvider>,
  );
}

describe('shared components in Hindi', () => {
  it('SectionError shows the title it is given and the reason in Hindi, with Retry', () => {
    inHindi(
      <SectionError
        title="आपकी होल्डिंग्स लोड नहीं हो सकीं"
        error={new NetworkError()}
        onRetry={() => undefined}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'आपकी होल्डिंग्स लोड नहीं हो सकीं' })).toBeTruthy();
    expect(alert.textContent).toContain('लगता है आप ऑफ़लाइन हैं।');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });

  it('ErrorState has Hindi defaults and a Hindi way home', () => {
    inHindi(<ErrorState onRetry={() => undefined} homeHref="/" />);
    expect(screen.getByRole('heading', { level: 1, name: 'कुछ गड़बड़ हो गई' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toBeTruthy();
  });

  it('PageHeader names its back button in Hindi', () => {
    inHindi(<PageHeader title="बचत" />);
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeTruthy();
  });

  it('amounts use Hindi units and Hindi spoken words', () => {
    inHindi(
      <>
        <Amount value={paise(12_34_567_89)} compact />
        <Amount value={paise(-54_800)} />
        <SignedAmount type="CREDIT" amountPaise={1_20_000} />
      </>,
    );
    expect(document.body.textContent).toContain('₹12.34 लाख');
    expect(document.body.textContent).toContain('माइनस ₹548');
    expect(document.body.textContent).toContain('आया पैसा ₹1,200');
  });

  it('money in/out totals and breakdown counts are Hindi, with Hindi plurals', () => {
    inHindi(
      <>
        <MoneyFlowTotals moneyInPaise={1_00_000} moneyOutPaise={50_000} figures={[]} />
        <BreakdownList
          label="खाते"
          countNoun="accounts"
          items={[
            { key: 'a', label: 'HDFC', total_paise: 100, count: 1, share_bps: 5000 },
            { key: 'b', label: 'SBI', total_paise: 100, count: 3, share_bps: 5000 },
          ]}
        />
      </>,
    );
    expect(screen.getByText('आया पैसा')).toBeTruthy();
    expect(screen.getByText('गया पैसा')).toBeTruthy();
    expect(screen.getByText('50% · 1 खाता')).toBeTruthy();
    expect(screen.getByText('50% · 3 खाते')).toBeTruthy();
  });

  it('the period picker names its presets in Hindi, the financial year included', () => {
    inHindi(
      <PeriodPicker
        value={{ kind: 'range', choice: { preset: 'last_fy' } }}
        today="2026-11-26"
        onChange={() => undefined}
      />,
    );
    const period = screen.getByRole<HTMLSelectElement>('combobox', { name: 'अवधि' });
    expect(period.selectedOptions[0]?.textContent).toBe('पिछला वित्त वर्ष (वित्त वर्ष 2025-26)');
  });
});

describe('failures worded outside React', () => {
  it('follow the app’s language through appIntl', async () => {
    const english = appIntl();
    expect(errorTextOf(new NetworkError())).toBe(
      'You seem to be offline. Check your connection and try again.',
    );
    const { createIntl } = await import('react-intl');
    const hindi = (await import('@/i18n/catalogue/hi-IN.json')).default;
    setAppIntl(createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi }));
    try {
      expect(errorTextOf(new NetworkError())).toBe('लगता है आप ऑफ़लाइन हैं। अपना कनेक्शन जाँचें और फिर से कोशिश करें।');
      expect(changeErrorTextOf(new TimeoutError(1000))).toMatch(/^इसमें बहुत समय लग रहा है/);
      expect(changeErrorTextOf(new Error('boom'))).toBe(
        'हम यह बदलाव नहीं कर सके, इसलिए कुछ नहीं बदला। कृपया फिर से कोशिश करें।',
      );
    } finally {
      setAppIntl(english);
    }
    expect(changeErrorTextOf(new Error('boom'))).toBe(
      'We could not make this change, so nothing was changed. Please try again.',
    );
  });
});

describe('shell screens in Hindi', () => {
  it('the switch-account question is Hindi around the names, which stay as sent', async () => {
    const { default: SwitchAccountDialog } = await import('@/app/session/switch-account-dialog');
    inHindi(
      <SwitchAccountDialog
        currentName="Aarav"
        incomingName={null}
        onStay={() => undefined}
        onSwitch={() => Promise.resolve()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'खाता बदलें?' });
    expect(dialog.textContent).toContain('आप Aarav के रूप में साइन इन हैं। यह लिंक किसी दूसरे खाते को साइन इन करता है।');
    expect(dialog.querySelector('[translate="no"]')?.textContent).toBe('Aarav');
    expect(within(dialog).getByRole('button', { name: 'इसी खाते में रहें' })).toBeTruthy();
  });

  it('the not-found screen is Hindi', async () => {
    const { Component: NotFound } = await import('@/app/routes/not-found');
    inHindi(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeTruthy();
  });
});
