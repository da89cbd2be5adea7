import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  dedupeByMaskedNumber,
  groupByFip,
  isAutoSelected,
  lastFourDigits,
} from '@/domain/aa/discovered-accounts';
import { FLOW_TYPES } from '@/domain/aa/flow-type';

type Acc = { fipId: string; maskedAccNumber: string; tracked: boolean };
const acc = (fipId: string, maskedAccNumber: string, tracked = false): Acc => ({
  fipId,
  maskedAccNumber,
  tracked,
});

/** Two masked numbers are one account when they match ignoring case and spaces (`xxxx 4821`). */
const maskedNumberKey = (masked: string): string => masked.replace(/\s+/g, '').toUpperCase();

const accountArb = fc.record({
  fipId: fc.constantFrom('HDFC-FIP', 'ICICI-FIP', 'CDSLFIP', 'fip@nsdl'),
  maskedAccNumber: fc.oneof(
    fc.stringMatching(/^X{4,12}[0-9]{1,4}$/),
    fc.stringMatching(/^[xX ]{0,6}[0-9 ]{0,6}$/),
    fc.string(),
  ),
  tracked: fc.boolean(),
});

describe('dedupeByMaskedNumber', () => {
  it.each([
    [[acc('HDFC-FIP', 'XXXX4821'), acc('HDFC-FIP', 'XXXX4821')], ['XXXX4821']],
    [[acc('HDFC-FIP', 'XXXX4821'), acc('ICICI-FIP', 'xxxx 4821')], ['XXXX4821']],
    [
      [acc('HDFC-FIP', 'XXXX4821'), acc('HDFC-FIP', 'XXXXX4821')],
      ['XXXX4821', 'XXXXX4821'],
    ],
    [
      [acc('HDFC-FIP', 'XXXX1111'), acc('HDFC-FIP', 'XXXX2222'), acc('HDFC-FIP', 'XXXX1111')],
      ['XXXX1111', 'XXXX2222'],
    ],
    [[], []],
  ])('%j keeps %j', (accounts, masked) => {
    expect(dedupeByMaskedNumber(accounts).map((a) => a.maskedAccNumber)).toEqual(masked);
  });

  it('keeps the first occurrence', () => {
    const first = acc('HDFC-FIP', 'XXXX4821', true);
    expect(dedupeByMaskedNumber([first, acc('ICICI-FIP', 'XXXX4821')])).toEqual([first]);
  });

  it('never throws, is idempotent, leaves no duplicate key and keeps order', () => {
    fc.assert(
      fc.property(fc.array(accountArb, { maxLength: 30 }), (accounts) => {
        const once = dedupeByMaskedNumber(accounts);
        expect(dedupeByMaskedNumber(once)).toEqual(once);
        const keys = once.map((a) => maskedNumberKey(a.maskedAccNumber));
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(accounts.map((a) => maskedNumberKey(a.maskedAccNumber))));
        const positions = once.map((a) => accounts.indexOf(a));
        expect([...positions].sort((x, y) => x - y)).toEqual(positions);
      }),
    );
  });
});

describe('lastFourDigits', () => {
  it.each([
    ['XXXXXXXX4821', '4821'],
    ['XXXX XXXX 1234 5678', '5678'],
    ['XX12', '12'],
    ['XXXX', ''],
    ['', ''],
  ])('%j → %j', (masked, four) => {
    expect(lastFourDigits(masked)).toBe(four);
  });
});

describe('groupByFip', () => {
  it('groups by FIP in first-seen order', () => {
    const accounts = [acc('CDSLFIP', 'X1'), acc('HDFC-FIP', 'X2'), acc('CDSLFIP', 'X3')];
    expect(groupByFip(accounts)).toEqual([
      { fip_id: 'CDSLFIP', accounts_list: [accounts[0], accounts[2]] },
      { fip_id: 'HDFC-FIP', accounts_list: [accounts[1]] },
    ]);
  });

  it('never throws, loses nothing and puts every account in the right group', () => {
    fc.assert(
      fc.property(fc.array(accountArb, { maxLength: 30 }), (accounts) => {
        const byFip = groupByFip(accounts);
        expect(byFip.flatMap((g) => g.accounts_list)).toHaveLength(accounts.length);
        expect(new Set(byFip.map((g) => g.fip_id)).size).toBe(byFip.length);
        for (const group of byFip)
          expect(group.accounts_list.every((a) => a.fipId === group.fip_id)).toBe(true);
      }),
    );
  });

  it('grouping a deduplicated list leaves no duplicate masked number in any group', () => {
    fc.assert(
      fc.property(fc.array(accountArb, { maxLength: 30 }), (accounts) => {
        for (const group of groupByFip(dedupeByMaskedNumber(accounts))) {
          const keys = group.accounts_list.map((a) => maskedNumberKey(a.maskedAccNumber));
          expect(new Set(keys).size).toBe(keys.length);
        }
      }),
    );
  });
});

describe('isAutoSelected', () => {
  it.each([
    [false, 'savings', false, true],
    [true, 'savings', false, false],
    [false, 'equity', false, true],
    [false, 'us_stocks', false, false],
    [false, 'us_stocks', true, true],
    [true, 'us_stocks', true, false],
  ] as const)('tracked=%s flow=%s flag=%s → %s', (tracked, flow, flag, expected) => {
    expect(isAutoSelected({ tracked }, { flow, autoSelectUsStocks: flag })).toBe(expected);
  });

  it('never selects a tracked account, in any flow', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FLOW_TYPES), fc.boolean(), (flow, flag) => {
        expect(isAutoSelected({ tracked: true }, { flow, autoSelectUsStocks: flag })).toBe(false);
      }),
    );
  });
});
