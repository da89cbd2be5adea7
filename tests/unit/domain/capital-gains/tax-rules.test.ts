import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  equityExemptionFor,
  GAINS_RULES,
  gainsRuleFor,
  type GainsAssetClass,
} from '@/domain/capital-gains/tax-rules';

const CLASSES: GainsAssetClass[] = ['equity', 'debt_fund', 'other_fund'];
const day = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((ms) => new Date(ms - (ms % 86_400_000)).toISOString().slice(0, 10));

describe('the rules table', () => {
  it('lists each class oldest first', () => {
    for (const assetClass of CLASSES) {
      const days = GAINS_RULES.filter((rule) => rule.assetClass === assetClass).map((rule) => rule.from);
      expect(days).toEqual([...days].sort());
    }
  });

  it('applies, for any sale day, the newest row from on or before it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLASSES), day, (assetClass, saleDay) => {
        const rule = gainsRuleFor(assetClass, saleDay);
        const eligible = GAINS_RULES.filter((row) => row.assetClass === assetClass && row.from <= saleDay);
        expect(rule).toBe(eligible.at(-1) ?? null);
      }),
    );
  });

  it.each([
    ['equity', '2018-03-31', '10(38)', 0],
    ['equity', '2018-04-01', '112A', 1000],
    ['equity', '2024-07-22', '112A', 1000],
    ['equity', '2024-07-23', '112A', 1250],
    ['debt_fund', '2024-07-22', '112', 2000],
    ['debt_fund', '2024-07-23', '112', 1250],
  ] as const)('%s sold on %s: long term under %s at %i bp', (assetClass, saleDay, section, basisPoints) => {
    expect(gainsRuleFor(assetClass, saleDay)?.longTerm).toEqual({
      section,
      rate: { kind: 'flat', basisPoints },
    });
  });

  it('has the exemption by financial year: none, then ₹1 lakh from 2018-19, ₹1.25 lakh from 2024-25', () => {
    expect([2017, 2018, 2023, 2024, 2026].map(equityExemptionFor)).toEqual([
      0, 1_00_000_00, 1_00_000_00, 1_25_000_00, 1_25_000_00,
    ]);
  });
});
