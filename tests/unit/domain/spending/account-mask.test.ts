import { describe, expect, it } from 'vitest';

import { accountTypeLabel, lastDigits, maskedShort } from '@/domain/spending/account-mask';

describe('masked account numbers', () => {
  it.each([
    ['XXXXXXXX4821', '4821', '•••• 4821'],
    ['xxxx-xxxx-0932', '0932', '•••• 0932'],
    ['XX12', '12', '•••• 12'],
    ['XXXXXXXX', '', 'XXXXXXXX'],
    ['', '', ''],
  ])('%s', (masked, digits, short) => {
    expect(lastDigits(masked)).toBe(digits);
    expect(maskedShort(masked)).toBe(short);
  });

  it('names account types in sentence case', () => {
    expect(accountTypeLabel('SAVINGS')).toBe('Savings');
    expect(accountTypeLabel('CURRENT')).toBe('Current');
    expect(accountTypeLabel('')).toBe('Account');
  });
});
