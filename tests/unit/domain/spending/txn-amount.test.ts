import { describe, expect, it } from 'vitest';

import { shareText } from '@/domain/spending/txn-amount';

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
