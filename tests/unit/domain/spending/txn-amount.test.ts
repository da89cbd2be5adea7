import { describe, expect, it } from 'vitest';

import { shareText, spendChangeText } from '@/domain/spending/txn-amount';

describe('spendChangeText', () => {
  it.each([
    [-1495, '14.9% less than Oct 2026'],
    [-1500, '15% less than Oct 2026'],
    [850, '8.5% more than Oct 2026'],
    [0, 'Same as Oct 2026'],
  ])('%i bps → %s', (bps, expected) => {
    expect(spendChangeText(bps, 'Oct 2026')).toBe(expected);
  });

  it('has nothing to say without a comparison', () => {
    expect(spendChangeText(null, 'Oct 2026')).toBeNull();
  });
});

describe('shareText', () => {
  it.each([
    [3500, '35%'],
    [1755, '17.6%'],
    [10_000, '100%'],
    [12, '0.1%'],
    [4, '<0.1%'],
    [0, '0%'],
  ])('%i → %s', (bps, expected) => {
    expect(shareText(bps)).toBe(expected);
  });
});
