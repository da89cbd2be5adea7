import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EQUITY_DEPOSITORY_FIP_IDS } from '@/config/constants';
import { FIP_CATALOGUE } from '@/domain/aa/fip-catalogue';
import { flowTypeForFipIds, isEquityOnboarding } from '@/domain/aa/fip-flow';
import { FLOW_TYPES } from '@/domain/aa/flow-type';
import { fipKindsForFlow, flowTypeParam, isFipOffered, parseLinkingEntry } from '@/domain/aa/linking-entry';

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
    [['CAMSRTAFIP'], 'mutual_funds'],
    [['camsrtafip', 'HDFC-FIP'], 'mutual_funds'],
    [['kfinmf-fip', 'CAMSRTAFIP'], 'mutual_funds'],
    [['KFINMF-FIP'], 'mutual_funds'],
    [['HDFC-FIP', 'CAMSRTAFIP'], 'savings'],
    [['CDSLFIP', 'kfinmf-fip'], 'equity'],
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

describe('the mutual-fund registrars', () => {
  it('are the two registrar FIPs of the catalogue, mutual funds only and no IFSC', () => {
    const registrars = FIP_CATALOGUE.filter((fip) => fip.kind === 'REGISTRAR');
    expect(registrars.map((fip) => [fip.fipId, fip.name])).toEqual([
      ['CAMSRTAFIP', 'CAMS'],
      ['kfinmf-fip', 'KFintech'],
    ]);
    for (const fip of registrars) {
      expect(fip.fiTypes).toEqual(['MUTUAL_FUNDS']);
      expect(fip.ifscPrefix).toBeNull();
    }
  });

  it('are the only FIPs offered to the mutual-funds flow, and offered to no other', () => {
    expect(fipKindsForFlow('mutual_funds')).toEqual(['REGISTRAR']);
    for (const fip of FIP_CATALOGUE) {
      const listed = { kind: fip.kind, fi_types: fip.fiTypes };
      expect(isFipOffered('mutual_funds', listed), fip.fipId).toBe(fip.kind === 'REGISTRAR');
      for (const flow of FLOW_TYPES.filter((other) => other !== 'mutual_funds')) {
        if (fip.kind === 'REGISTRAR') expect(isFipOffered(flow, listed), flow).toBe(false);
      }
    }
  });

  it('read the flow from a link as other areas write it', () => {
    expect(parseLinkingEntry(new URLSearchParams('flow_type=mutual-funds')).flow).toBe('mutual_funds');
    expect(flowTypeParam('mutual_funds')).toBe('mutual-funds');
  });

  it('never make an equity onboarding', () => {
    expect(isEquityOnboarding(['CAMSRTAFIP', 'kfinmf-fip'])).toBe(false);
    expect(isEquityOnboarding(['CDSLFIP', 'CAMSRTAFIP'])).toBe(false);
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
