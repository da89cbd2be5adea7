import { describe, expect, it } from 'vitest';

import { accountTypeLabel, lastDigits, maskedShort, maskedSpoken } from '@/domain/spending/account-mask';

describe('masked account numbers', () => {
  it.each([
    ['XXXXXXXX4821', '4821', '•••• 4821', 'account ending 4 8 2 1'],
    ['xxxx-xxxx-0932', '0932', '•••• 0932', 'account ending 0 9 3 2'],
    ['XX12', '12', '•••• 12', 'account ending 1 2'],
    ['XXXXXXXX', '', 'XXXXXXXX', 'account'],
    ['', '', '', 'account'],
  ])('%s', (masked, digits, short, spoken) => {
    expect(lastDigits(masked)).toBe(digits);
    expect(maskedShort(masked)).toBe(short);
    expect(maskedSpoken(masked)).toBe(spoken);
  });

  it('names account types in sentence case', () => {
    expect(accountTypeLabel('SAVINGS')).toBe('Savings');
    expect(accountTypeLabel('CURRENT')).toBe('Current');
    expect(accountTypeLabel('')).toBe('Account');
  });
});
