import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EQUITY_DEPOSITORY_FIP_IDS } from '@/config/constants';
import { FIP_CATALOGUE } from '@/domain/aa/fip-catalogue';
import { flowTypeForFipIds, isEquityOnboarding } from '@/domain/aa/flow-type';

describe('flowTypeForFipIds', () => {
  it.each([
    [['HDFC-FIP'], 'savings'],
    [['HDFC-FIP', 'CDSLFIP'], 'savings'],
    [['CDSLFIP', 'HDFC-FIP'], 'equity'],
    [['fip@nsdl'], 'equity'],
    [['FIP@NSDL'], 'equity'],
    [['HDFCLIFE-FIP', 'HDFC-FIP'], 'insurance'],
    [['SBILIFE-FIP'], 'insurance'],
    [['SBI-FIP'], 'savings'],
    [['UNKNOWN-FIP', 'CDSLFIP'], 'savings'],
    [[], 'savings'],
  ])('%j → %s', (ids, flow) => {
    expect(flowTypeForFipIds(ids)).toBe(flow);
  });

  it('depends on the first id only', () => {
    const id = fc.constantFrom(...FIP_CATALOGUE.map((fip) => fip.fipId));
    fc.assert(
      fc.property(id, fc.array(id), (first, rest) => {
        expect(flowTypeForFipIds([first, ...rest])).toBe(flowTypeForFipIds([first]));
      }),
    );
  });
});

describe('isEquityOnboarding', () => {
  it.each([
    [['CDSLFIP', 'fip@nsdl'], true],
    [['fip@nsdl', 'CDSLFIP'], true],
    [['CDSLFIP'], true],
    [['fip@nsdl'], true],
    [['cdslfip'], true],
    [['CDSLFIP', 'CDSLFIP'], true],
    [['CDSLFIP', 'HDFC-FIP'], false],
    [['HDFC-FIP', 'CDSLFIP', 'fip@nsdl'], false],
    [['HDFCLIFE-FIP'], false],
    [['NSDL'], false],
    [[], false],
  ])('%j → %s', (ids, expected) => {
    expect(isEquityOnboarding(ids)).toBe(expected);
  });

  it('is true exactly when every selected id is one of the fixed depository pair', () => {
    const id = fc.oneof(fc.constantFrom(...FIP_CATALOGUE.map((fip) => fip.fipId)), fc.string());
    fc.assert(
      fc.property(fc.array(id, { maxLength: 5 }), (ids) => {
        const depositories: readonly string[] = EQUITY_DEPOSITORY_FIP_IDS;
        const expected =
          ids.length > 0 &&
          ids.every((value) => depositories.some((d) => d.toLowerCase() === value.toLowerCase()));
        expect(isEquityOnboarding(ids)).toBe(expected);
      }),
    );
  });
});
