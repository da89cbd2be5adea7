import { describe, expect, it } from 'vitest';

import {
  accountChoices,
  accountLabel,
  initialSelection,
  type SelectableAccount,
} from '@/domain/aa/account-selection';
import { aaSourceOf, analyticsFlowOf } from '@/domain/aa/analytics';
import { orderBanks, searchBanks, shortBankName } from '@/domain/aa/bank-list';
import { isDifferentBroker } from '@/domain/aa/broker';
import { isEquityOnboarding } from '@/domain/aa/fip-flow';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { consentTerms } from '@/features/linking/journey/consent-terms';

function account(ref: string, masked: string, extra: Partial<SelectableAccount> = {}): SelectableAccount {
  return {
    accRefNumber: ref,
    maskedAccNumber: masked,
    fipId: 'HDFC-FIP',
    FIType: 'DEPOSIT',
    accType: 'SAVINGS',
    trackingAtKosh: false,
    linkable: true,
    ...extra,
  };
}

describe('page names', () => {
  const ALL_LINKING_PAGE_NAMES = Object.values(LINKING_PAGE_NAMES);

  it('are the 17 analytics page names, each once', () => {
    expect(ALL_LINKING_PAGE_NAMES).toHaveLength(17);
    expect(new Set(ALL_LINKING_PAGE_NAMES).size).toBe(17);
    expect(LINKING_PAGE_NAMES.consentDenial).toBe('consent denial nudge and reason');
    expect(ALL_LINKING_PAGE_NAMES).toContain('loader after discovery');
  });
});

describe('account choices on the bank OTP screen', () => {
  const options = { flow: 'savings' as const, autoSelectUsStocks: false };

  it('lists duplicate masked numbers once (case and spaces ignored)', () => {
    const choices = accountChoices(
      [account('A', 'XXXX4821'), account('B', 'xxxx 4821'), account('C', 'XXXX0932')],
      options,
    );
    expect(choices.map((c) => c.account.accRefNumber)).toEqual(['A', 'C']);
    expect(choices.map((c) => c.lastFour)).toEqual(['4821', '0932']);
  });

  it('shows already-tracked accounts but never selects them', () => {
    const [tracked, fresh] = accountChoices(
      [account('A', 'XX1111', { trackingAtKosh: true, linkable: false }), account('B', 'XX2222')],
      options,
    );
    expect(tracked).toMatchObject({ selectable: false, initiallySelected: false });
    expect(fresh).toMatchObject({ selectable: true, initiallySelected: true });
  });

  it('a tracked account the partner still calls linkable is not selectable either', () => {
    const [only] = accountChoices(
      [account('A', 'XX1111', { trackingAtKosh: true, linkable: true })],
      options,
    );
    expect(only?.selectable).toBe(false);
  });

  it('US stocks: nothing is pre-selected while the flag is off, everything new once it is on', () => {
    const accounts = [account('A', 'XX1111'), account('B', 'XX2222')];
    expect(
      accountChoices(accounts, { flow: 'us_stocks', autoSelectUsStocks: false }).some(
        (c) => c.initiallySelected,
      ),
    ).toBe(false);
    expect(
      accountChoices(accounts, { flow: 'us_stocks', autoSelectUsStocks: true }).every(
        (c) => c.initiallySelected,
      ),
    ).toBe(true);
    // Off, the customer may still tick them.
    expect(
      accountChoices(accounts, { flow: 'us_stocks', autoSelectUsStocks: false }).every((c) => c.selectable),
    ).toBe(true);
  });

  it('restores the stored selection after a reload, dropping refs that are no longer selectable', () => {
    const choices = accountChoices(
      [account('A', 'XX1111'), account('B', 'XX2222'), account('C', 'XX3333', { trackingAtKosh: true })],
      options,
    );
    expect(initialSelection(choices, ['B', 'C', 'GONE'])).toEqual(['B']);
    expect(initialSelection(choices, ['GONE'])).toEqual(['A', 'B']);
    expect(initialSelection(choices, null)).toEqual(['A', 'B']);
  });

  it('labels accounts by type and last four digits', () => {
    expect(accountLabel({ FIType: 'DEPOSIT', accType: 'SAVINGS', maskedAccNumber: 'XXXXXXXX4821' })).toBe(
      'Savings ••4821',
    );
    expect(accountLabel({ FIType: 'EQUITIES', accType: 'DEMAT', maskedAccNumber: 'XXXX1234' })).toBe(
      'Demat ••1234',
    );
    expect(accountLabel({ FIType: 'ETF', accType: 'DEFAULT', maskedAccNumber: 'XXXX9' })).toBe('Demat ••9');
    expect(accountLabel({ FIType: 'DEPOSIT', accType: 'CURRENT', maskedAccNumber: 'XXXX' })).toBe('Current');
  });
});

describe('equity onboarding edge cases', () => {
  it('one depository only counts; a bank next to it does not; case is ignored', () => {
    expect(isEquityOnboarding(['CDSLFIP'])).toBe(true);
    expect(isEquityOnboarding(['FIP@NSDL'])).toBe(true);
    expect(isEquityOnboarding(['CDSLFIP', 'CDSLFIP'])).toBe(true);
    expect(isEquityOnboarding(['CDSLFIP', 'HDFC-FIP'])).toBe(false);
  });
});

describe('bank list order and search', () => {
  const banks = [
    { fip_id: 'AXIS001', name: 'Axis Bank', ifsc_prefix: 'UTIB', popular: true },
    { fip_id: 'BOI-FIP', name: 'Bank of India', ifsc_prefix: 'BKID', popular: false },
    { fip_id: 'HDFC-FIP', name: 'HDFC Bank', ifsc_prefix: 'HDFC', popular: true },
    { fip_id: 'sbi-fip', name: 'State Bank of India', ifsc_prefix: 'SBIN', popular: false },
  ];

  it('puts popular banks first in the backend’s order, then the rest by name', () => {
    expect(orderBanks(banks, ['HDFC-FIP', 'AXIS001']).map((b) => b.fip_id)).toEqual([
      'HDFC-FIP',
      'AXIS001',
      'BOI-FIP',
      'sbi-fip',
    ]);
    // A popular bank the order does not name still comes before the rest.
    expect(orderBanks(banks, ['HDFC-FIP']).map((b) => b.fip_id)).toEqual([
      'HDFC-FIP',
      'AXIS001',
      'BOI-FIP',
      'sbi-fip',
    ]);
  });

  it('matches names, ids and IFSC prefixes, ignoring case and punctuation', () => {
    expect(searchBanks(banks, 'h.d.f.c').map((b) => b.fip_id)).toEqual(['HDFC-FIP']);
    expect(searchBanks(banks, 'sbin').map((b) => b.fip_id)).toEqual(['sbi-fip']);
    expect(searchBanks(banks, 'of india').map((b) => b.fip_id)).toEqual(['BOI-FIP', 'sbi-fip']);
    expect(searchBanks(banks, '   ')).toHaveLength(4);
    expect(searchBanks(banks, 'zzz')).toEqual([]);
  });

  it('makes short names', () => {
    expect(shortBankName('State Bank of India')).toBe('SBI');
    expect(shortBankName('HDFC Bank')).toBe('HDFC');
  });
});

describe('analytics fields', () => {
  it('names the source FINVU by default', () => {
    expect(aaSourceOf(null)).toBe('FINVU');
    expect(aaSourceOf('cams')).toBe('CAMS');
    expect(aaSourceOf('ignosis')).toBe('IGNOSIS');
  });

  it('maps every flow to equity or savings', () => {
    expect(analyticsFlowOf('equity')).toBe('equity');
    expect(analyticsFlowOf('savings')).toBe('savings');
    expect(analyticsFlowOf('insurance')).toBe('savings');
    expect(analyticsFlowOf('fno', 'DEPOSITORY')).toBe('equity');
    expect(analyticsFlowOf('fno', 'BANK')).toBe('savings');
    expect(analyticsFlowOf('us_stocks', 'BANK')).toBe('savings');
  });
});

describe('broker and consent terms', () => {
  it('tells another broker from the private entity', () => {
    expect(isDifferentBroker('Kosh Securities Private Limited')).toBe(false);
    expect(isDifferentBroker('KOSH SECURITIES PVT LTD')).toBe(false);
    expect(isDifferentBroker('Zerodha Broking Ltd')).toBe(true);
    expect(isDifferentBroker(null)).toBe(true);
    expect(isDifferentBroker('  ')).toBe(true);
  });

  it('asks for spending purpose 102 on banks and wealth purpose 101 on holdings', () => {
    expect(consentTerms('savings').purposeCode).toBe('102');
    expect(consentTerms('equity').purposeCode).toBe('101');
    expect(consentTerms('equity').fiTypes).toContain('EQUITIES');
    expect(consentTerms('fno').validityMonths).toBe(1);
  });
});
