import { describe, expect, it } from 'vitest';

import { accountLabel } from '@/domain/aa/account-selection';
import { maskedCardNumber } from '@/domain/aa/discovered-accounts';
import { FIP_CATALOGUE, fipById, fipByIfsc } from '@/domain/aa/fip-catalogue';
import { fipKindsForFlow, flowTypeParam, isFipOffered, parseLinkingEntry } from '@/domain/aa/linking-entry';
import { consentTerms } from '@/features/linking/journey/consent-terms';

const asListed = (fipId: string) => {
  const fip = fipById(fipId);
  if (fip === null) throw new Error(`no ${fipId}`);
  return { kind: fip.kind, fi_types: fip.fiTypes };
};

describe('the credit-cards flow', () => {
  it('is what `flow_type=credit-cards` (or credit_cards) names, and links write it with a hyphen', () => {
    for (const raw of ['credit-cards', 'credit_cards', 'CREDIT-CARDS']) {
      const entry = parseLinkingEntry(new URLSearchParams({ flow_type: raw }));
      expect(entry).toMatchObject({ flow: 'credit_cards', flowGiven: true });
    }
    expect(flowTypeParam('credit_cards')).toBe('credit-cards');
  });

  it('offers the card-issuing banks only: not depositories, insurers or banks without cards', () => {
    expect(fipKindsForFlow('credit_cards')).toEqual(['BANK']);
    for (const id of ['ICICI-FIP', 'HDFC-FIP', 'sbi-fip', 'AXIS001', 'RBL-FIP']) {
      expect(isFipOffered('credit_cards', asListed(id)), id).toBe(true);
    }
    for (const id of ['CDSLFIP', 'SBILIFE-FIP', 'UCOB-FIP']) {
      expect(isFipOffered('credit_cards', asListed(id)), id).toBe(false);
    }
    // The other flows are unchanged: a bank without cards is still a savings bank.
    expect(isFipOffered('savings', asListed('UCOB-FIP'))).toBe(true);
    expect(isFipOffered('equity', asListed('ICICI-FIP'))).toBe(false);
  });

  it('the catalogue gains RBL Bank as an issuer with its IFSC prefix', () => {
    expect(fipByIfsc('RATN0000123')).toMatchObject({ fipId: 'RBL-FIP', name: 'RBL Bank', kind: 'BANK' });
    expect(FIP_CATALOGUE).toHaveLength(29);
    expect(FIP_CATALOGUE.filter((fip) => fip.fiTypes.includes('CREDIT_CARD')).length).toBeGreaterThan(5);
  });

  it('asks the consent for card data only', () => {
    expect(consentTerms('credit_cards').fiTypes).toEqual(['CREDIT_CARD']);
  });
});

describe('card masking', () => {
  it('shows a card as XXXX XXXX XXXX and its last four, whatever mask the issuer sent', () => {
    expect(maskedCardNumber('XXXXXXXXXXXX3007')).toBe('XXXX XXXX XXXX 3007');
    expect(maskedCardNumber('4375XXXXXXXX3007')).toBe('XXXX XXXX XXXX 3007');
    expect(maskedCardNumber('xxxx xxxx xxxx 3007')).toBe('XXXX XXXX XXXX 3007');
    expect(maskedCardNumber('XXXX07')).toBe('XXXX XXXX XXXX XX07');
  });

  it('labels a discovered card as a card, other accounts as before', () => {
    expect(
      accountLabel({ FIType: 'CREDIT_CARD', accType: 'CARD', maskedAccNumber: 'XXXXXXXXXXXX3007' }),
    ).toBe('Credit card XXXX XXXX XXXX 3007');
    expect(accountLabel({ FIType: 'DEPOSIT', accType: 'SAVINGS', maskedAccNumber: 'XXXXXXXX4821' })).toBe(
      'Savings ••4821',
    );
  });
});
