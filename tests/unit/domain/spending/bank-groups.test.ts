import { describe, expect, it } from 'vitest';

import { groupByBank } from '@/domain/spending/bank-groups';

const account = (id: string, fip: string, bank: string, balance: number, asOf: string | null) => ({
  account_id: id,
  fip_id: fip,
  bank_name: bank,
  balance_paise: balance,
  balance_as_of: asOf,
});

describe('groupByBank', () => {
  it('gathers accounts under their bank, richest bank and account first, with the freshest time', () => {
    const groups = groupByBank([
      account('sbi-1', 'sbi-fip', 'State Bank of India', 500, '2026-11-20T00:00:00.000Z'),
      account('hdfc-1', 'HDFC-FIP', 'HDFC Bank', 300, '2026-11-21T00:00:00.000Z'),
      account('hdfc-2', 'HDFC-FIP', 'HDFC Bank', 400, null),
    ]);
    expect(groups.map((g) => [g.bank_name, g.total_paise, g.accounts.map((a) => a.account_id)])).toEqual([
      ['HDFC Bank', 700, ['hdfc-2', 'hdfc-1']],
      ['State Bank of India', 500, ['sbi-1']],
    ]);
    expect(groups[0]?.last_updated).toBe('2026-11-21T00:00:00.000Z');
  });

  it('keeps every account exactly once', () => {
    const accounts = [
      account('a', 'X', 'Xbank', -5, null),
      account('b', 'Y', 'Ybank', 0, null),
      account('c', 'X', 'Xbank', 7, null),
    ];
    const ids = groupByBank(accounts).flatMap((g) => g.accounts.map((a) => a.account_id));
    expect(ids.sort()).toEqual(['a', 'b', 'c']);
    expect(groupByBank([])).toEqual([]);
  });
});
