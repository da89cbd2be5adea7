import { describe, expect, it } from 'vitest';

import { oneOf, pickMonth, SAVINGS_PILLS } from '@/domain/spending/savings-view';

describe('savings view from the address', () => {
  it('accepts only known values', () => {
    expect(oneOf(SAVINGS_PILLS, 'expense_analytics')).toBe('expense_analytics');
    expect(oneOf(SAVINGS_PILLS, 'Expense Analytics')).toBeNull();
    expect(oneOf(SAVINGS_PILLS, null)).toBeNull();
  });

  it('accepts a month only when it is one the data has', () => {
    expect(pickMonth('2026-10', ['2026-11', '2026-10'])).toBe('2026-10');
    expect(pickMonth('2020-10', ['2026-11', '2026-10'])).toBeNull();
    expect(pickMonth('2020-10')).toBe('2020-10');
    expect(pickMonth('10-2020')).toBeNull();
  });
});
