import fc from 'fast-check';

import { paise } from '@/domain/money/paise';

import type { Holding } from '../../../../../sandbox/rules/portfolio/holding';
import { type MarketCap } from '../../../../../sandbox/rules/portfolio/market-cap';

/** A holding from rupee-free shorthand: prices in paise, defaults for the rest. */
export function holding(
  partial: Partial<Omit<Holding, 'avgPricePaise' | 'lastPricePaise' | 'prevClosePaise'>> & {
    avg?: number;
    last?: number;
    prev?: number;
  },
): Holding {
  const { avg = 10_000, last = 10_000, prev, ...rest } = partial;
  return {
    id: 'h1',
    brokerId: 'b1',
    isin: 'INE000000001',
    symbol: 'SYM',
    companyName: 'Company',
    sector: 'Banking',
    marketCap: 'LARGE',
    quantity: 1,
    ...rest,
    avgPricePaise: paise(avg),
    lastPricePaise: paise(last),
    prevClosePaise: paise(prev ?? last),
  };
}

const ISINS = [
  'INE002A01018',
  'INE040A01034',
  'INE009A01021',
  'INE467B01029',
  'INE090A01021',
  'INE154A01025',
];
const SECTORS = ['Banking', 'IT', 'Energy', 'FMCG', 'Pharma'];

/** Arbitrary holdings with positive quantities, realistic-to-extreme prices and shared ISINs. */
export const holdingsArbitrary: fc.Arbitrary<Holding[]> = fc
  .array(
    fc.record({
      brokerId: fc.constantFrom('b1', 'b2', 'b3'),
      isinIndex: fc.nat({ max: ISINS.length - 1 }),
      sector: fc.constantFrom(...SECTORS),
      marketCap: fc.constantFrom<MarketCap>('LARGE', 'MID', 'SMALL'),
      quantity: fc.integer({ min: 1, max: 1_000_000 }),
      avg: fc.integer({ min: 0, max: 50_000_000 }),
      last: fc.integer({ min: 0, max: 50_000_000 }),
      prev: fc.integer({ min: 0, max: 50_000_000 }),
    }),
    { maxLength: 40 },
  )
  .map((rows) =>
    rows.map((r, index) =>
      holding({
        id: `h${index}`,
        brokerId: r.brokerId,
        isin: ISINS[r.isinIndex] ?? 'INE000000001',
        symbol: `S${r.isinIndex}`,
        companyName: `Company ${r.isinIndex}`,
        sector: r.sector,
        marketCap: r.marketCap,
        quantity: r.quantity,
        avg: r.avg,
        last: r.last,
        prev: r.prev,
      }),
    ),
  );
