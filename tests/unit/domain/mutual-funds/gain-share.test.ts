import { describe, expect, it } from 'vitest';

import { gainBps } from '@/domain/mutual-funds/gain-share';

describe('gainBps', () => {
  it('is the gain as basis points of the cost, rounded', () => {
    expect(gainBps(12_500, 100_000)).toBe(1250);
    expect(gainBps(-2_000, 300_000)).toBe(-67);
    expect(gainBps(1, 3)).toBe(3333);
  });

  it('is null when nothing is invested (a fund sold out, or only reinvested units)', () => {
    expect(gainBps(500, 0)).toBeNull();
  });
});
