import { describe, expect, it } from 'vitest';

import { classifyPiece } from '@/domain/capital-gains/classify';
import { matchLots } from '@/domain/capital-gains/lots';
import {
  schedule112ACsv,
  schedule112ARows,
  type Schedule112APiece,
} from '@/domain/capital-gains/schedule-112a';
import { yearGains } from '@/domain/capital-gains/year-summary';

const facts = { assetClass: 'equity' as const, fmv2018PerUnitPaise: 25_000 };
const stock = { isin: 'INE002A01018', name: 'Reliance Industries Ltd', fmv2018PerUnitPaise: 25_000 };

function pieces(): Schedule112APiece[] {
  const { pieces: matched } = matchLots([
    { kind: 'buy', day: '2016-05-10', units: 10_000, costPaise: 100_000 },
    { kind: 'buy', day: '2023-01-02', units: 5_000, costPaise: 200_000 },
    { kind: 'buy', day: '2024-06-03', units: 5_000, costPaise: 300_000 },
    { kind: 'sell', day: '2024-07-22', units: 10_000, proceedsPaise: 300_000 },
    { kind: 'sell', day: '2024-09-02', units: 10_000, proceedsPaise: 700_000, expensesPaise: 2_000 },
  ]);
  return matched.map((piece) => ({ ...classifyPiece(piece, facts)!, ...stock }));
}

describe('Schedule 112A', () => {
  it('has the utility template’s fifteen headings in its order', () => {
    // The header line of an empty schedule: the one heading with a comma is quoted.
    const header = schedule112ACsv([]).split('\r\n')[0]!;
    const headings = header.match(/"[^"]*"|[^,]+/g) ?? [];
    expect(headings).toHaveLength(15);
    expect(headings[0]).toBe('Share/Unit acquired(1a)');
    expect(headings[10]).toBe('"Fair Market Value per share/unit as on 31st January,2018(10)"');
    expect(headings.at(-1)).toBe('Balance(14) = 6 - 13');
  });

  it('writes one row a long-term lot, grandfathered where bought before February 2018', () => {
    const rows = schedule112ARows(pieces());
    // The 2024-06-03 lot sold in September is short term: not in the schedule.
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual([
      'BE',
      'BE',
      'INE002A01018',
      'Reliance Industries Ltd',
      '10',
      '300.00',
      '3000.00',
      '2500.00',
      '1000.00',
      '2500.00',
      '250.00',
      '2500.00',
      '0.00',
      '2500.00',
      '500.00',
    ]);
    expect(rows[1]).toEqual([
      'AE',
      'AE',
      'INE002A01018',
      'Reliance Industries Ltd',
      '5',
      '700.00',
      '3500.00',
      '2000.00',
      '2000.00',
      '',
      '',
      '',
      '10.00',
      '2010.00',
      '1490.00',
    ]);
  });

  it('balances add up to the year’s long-term total on the screen', () => {
    const all = pieces();
    const balance = schedule112ARows(all).reduce((total, row) => total + Number(row[14]) * 100, 0);
    const longTerm = yearGains(all, 2024).buckets.filter((b) => b.term === 'long');
    expect(balance).toBe(longTerm.reduce((total, b) => total + b.gainsPaise - b.lossesPaise, 0));
  });

  it('is a CSV without a byte-order mark, the comma heading quoted', () => {
    const csv = schedule112ACsv(pieces());
    expect(csv.startsWith('Share/Unit acquired(1a),')).toBe(true);
    expect(csv).toContain('"Fair Market Value per share/unit as on 31st January,2018(10)"');
    expect(csv.split('\r\n')).toHaveLength(4);
  });
});
