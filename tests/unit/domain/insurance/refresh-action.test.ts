import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { insuranceRefreshAction } from '@/domain/insurance/refresh-action';

describe('insuranceRefreshAction', () => {
  it('carries the refresh and the tab index', () => {
    expect(insuranceRefreshAction(1)).toEqual({
      action: 'insurance-refresh',
      action_data: { refresh: true },
      tab: 1,
    });
  });
  it.each([undefined, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('tab %s falls back to 0', (tab) => {
    expect(insuranceRefreshAction(tab).tab).toBe(0);
  });
  it('property: a whole number ≥ 0 is kept as is', () => {
    fc.assert(fc.property(fc.nat(), (tab) => insuranceRefreshAction(tab).tab === tab));
  });
});
