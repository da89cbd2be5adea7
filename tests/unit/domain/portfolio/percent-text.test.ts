import { describe, expect, it } from 'vitest';

import { formatBpsPercent } from '@/domain/portfolio/percent-text';

describe('formatBpsPercent', () => {
  it.each([
    [0, '0.0%'],
    [1843, '18.4%'],
    [1845, '18.5%'],
    [10000, '100.0%'],
    [5, '0.1%'],
    [4, '0.0%'],
    [-25, '-0.3%'],
    [-4, '0.0%'],
    [123456, '1234.6%'],
    [Number.NaN, '—'],
  ])('%s bps → %s', (bps, text) => {
    expect(formatBpsPercent(bps)).toBe(text);
  });
});
