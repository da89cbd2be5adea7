/** The all-sales CSV: one row a matched lot, whose gains add up to the year's totals. */
import { describe, expect, it } from 'vitest';

import { classifyPiece } from '@/domain/capital-gains/classify';
import { matchLots } from '@/domain/capital-gains/lots';
import { salesCsv } from '@/domain/capital-gains/sales-csv';
import { yearGains } from '@/domain/capital-gains/year-summary';

import { parseCsv } from '../../../support/parse-csv';

const SHARE = 1000;
const rupees = (r: number) => r * 100;

describe('salesCsv', () => {
  it('writes a row per lot sold whose gains add up to the short- and long-term totals', () => {
    // 10 shares bought 1 Apr 2024 for ₹1,000, 10 more on 1 Mar 2025 for ₹1,500; 15 sold on
    // 1 Jun 2025 for ₹2,250: 10 long term (gain ₹500), 5 short term (cost ₹750, sold for ₹750: no gain).
    const { pieces } = matchLots([
      { kind: 'buy', day: '2024-04-01', units: 10 * SHARE, costPaise: rupees(1000) },
      { kind: 'buy', day: '2025-03-01', units: 10 * SHARE, costPaise: rupees(1500) },
      { kind: 'sell', day: '2025-06-01', units: 15 * SHARE, proceedsPaise: rupees(2250) },
    ]);
    const classed = pieces.map((piece) => ({
      ...classifyPiece(piece, { assetClass: 'equity' })!,
      isin: 'INE002A01018',
      name: 'Reliance Industries',
      holding: 'Zerodha',
    }));
    const [header, ...rows] = parseCsv(salesCsv(classed).replace(/^\uFEFF/, ''));
    expect(header?.[9]).toBe('Gain');
    expect(rows).toEqual([
      [
        'Zerodha',
        'Reliance Industries',
        'INE002A01018',
        '2024-04-01',
        '2025-06-01',
        '10',
        '1000.00',
        '1000.00',
        '1500.00',
        '500.00',
        'long',
        '112A',
        '12.5%',
      ],
      [
        'Zerodha',
        'Reliance Industries',
        'INE002A01018',
        '2025-03-01',
        '2025-06-01',
        '5',
        '750.00',
        '750.00',
        '750.00',
        '0.00',
        'short',
        '111A',
        '20%',
      ],
    ]);
    const year = yearGains(classed, 2025);
    const gainSum = rows.reduce((sum, row) => sum + Math.round(Number(row[9]) * 100), 0);
    expect(gainSum).toBe(year.shortTermPaise + year.longTermPaise);
  });
});
