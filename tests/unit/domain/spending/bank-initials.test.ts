import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { avatarHue, bankInitials } from '@/domain/spending/bank-initials';

describe('bankInitials', () => {
  it.each([
    ['HDFC Bank', 'HDFC'],
    ['ICICI Bank', 'ICICI'],
    ['State Bank of India', 'SBI'],
    ['Kotak Mahindra Bank', 'KMB'],
    ['Axis Bank', 'AB'],
    ['Bank of Baroda', 'BB'],
    ['IDFC FIRST Bank', 'IDFC'],
    ['Punjab National Bank Ltd.', 'PNB'],
    ['Paytm', 'PA'],
    ['the federal bank', 'FB'],
    ['', '?'],
    ['  --  ', '?'],
  ])('%s → %s', (name, expected) => {
    expect(bankInitials(name)).toBe(expected);
  });

  it('always gives one to five characters', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const initials = bankInitials(name);
        expect(initials.length).toBeGreaterThanOrEqual(1);
        expect([...initials].length).toBeLessThanOrEqual(5);
      }),
    );
  });
});

describe('avatarHue', () => {
  it('is stable per key and within 0–359', () => {
    expect(avatarHue('HDFC-FIP')).toBe(avatarHue('HDFC-FIP'));
    expect(avatarHue('HDFC-FIP')).not.toBe(avatarHue('sbi-fip'));
    fc.assert(
      fc.property(fc.string(), (key) => {
        const hue = avatarHue(key);
        expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true);
      }),
    );
  });
});
