import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type TradeLike, tradeRows } from '@/domain/portfolio/trade-rows';

function trade(id: string, tradedAt: string, side: 'BUY' | 'SELL', amount: number): TradeLike {
  return { trade_id: id, traded_at: tradedAt, side, amount_paise: amount };
}

describe('tradeRows', () => {
  it('puts a month heading before each IST month, with what was bought and sold in it', () => {
    const rows = tradeRows([
      trade('t3', '2026-10-22T08:00:00.000Z', 'BUY', 555_390),
      trade('t2', '2026-10-01T04:00:00.000Z', 'SELL', 100_000),
      trade('t1', '2026-09-30T20:00:00.000Z', 'BUY', 200_000), // 1 Oct in India
      trade('t0', '2026-09-10T08:00:00.000Z', 'BUY', 50_000),
    ]);
    expect(rows.map((row) => row.key)).toEqual(['2026-10', 't3', 't2', 't1', '2026-09', 't0']);
    expect(rows[0]).toMatchObject({ count: 3, boughtPaise: 755_390, soldPaise: 100_000 });
    expect(rows[4]).toMatchObject({ count: 1, boughtPaise: 50_000, soldPaise: 0 });
  });

  it('gives nothing for no trades', () => {
    expect(tradeRows([])).toEqual([]);
  });

  it('keeps every trade once, in order, and the headings account for all of them', () => {
    const anyTrade = fc.record({
      trade_id: fc.uuid(),
      traded_at: fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      side: fc.constantFrom('BUY' as const, 'SELL' as const),
      amount_paise: fc.integer({ min: 0, max: 1e10 }),
    });
    fc.assert(
      fc.property(fc.array(anyTrade, { maxLength: 60 }), (trades) => {
        const sorted = [...trades].sort((a, b) => b.traded_at.localeCompare(a.traded_at));
        const rows = tradeRows(sorted);
        const listed = rows.flatMap((row) => (row.kind === 'trade' ? [row.trade] : []));
        expect(listed).toEqual(sorted);
        const months = rows.flatMap((row) => (row.kind === 'month' ? [row] : []));
        expect(months.reduce((sum, month) => sum + month.count, 0)).toBe(sorted.length);
        const total = sorted.reduce((sum, t) => sum + t.amount_paise, 0);
        expect(months.reduce((sum, m) => sum + m.boughtPaise + m.soldPaise, 0)).toBe(total);
        expect(new Set(months.map((month) => month.key)).size).toBe(months.length);
      }),
    );
  });
});
