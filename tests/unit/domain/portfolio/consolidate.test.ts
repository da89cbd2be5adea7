import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type BrokerHolding, mergeByStock } from '@/domain/portfolio/consolidate';

const holding = (isin: string, broker: string, quantity: number, value = quantity * 100): BrokerHolding => ({
  isin,
  broker_id: broker.toLowerCase(),
  broker_name: broker,
  quantity,
  performance: { current_value_paise: value, pnl_paise: value / 10, day_change_paise: -value / 100 },
});

describe('mergeByStock', () => {
  it('one stock at two brokers is one line with the quantity split by broker', () => {
    const merged = mergeByStock([
      holding('INE002A01018', 'Zerodha', 10),
      holding('INE467B01029', 'Groww', 3),
      holding('INE002A01018', 'Groww', 25),
    ]);
    expect(merged.map((m) => m.isin)).toEqual(['INE002A01018', 'INE467B01029']);
    expect(merged[0]).toMatchObject({
      quantity: 35,
      valuePaise: 3500,
      pnlPaise: 350,
      dayChangePaise: -35,
      split: [
        { brokerId: 'groww', brokerName: 'Groww', quantity: 25 },
        { brokerId: 'zerodha', brokerName: 'Zerodha', quantity: 10 },
      ],
    });
    expect(merged[0]?.first.broker_name).toBe('Zerodha');
  });
  it('two accounts at the same broker add up in its share; equal shares by broker name', () => {
    const merged = mergeByStock([
      holding('X', 'Zerodha', 4),
      holding('X', 'Zerodha', 6),
      holding('X', 'Angel One', 10),
    ]);
    expect(merged[0]?.split).toEqual([
      { brokerId: 'angel one', brokerName: 'Angel One', quantity: 10 },
      { brokerId: 'zerodha', brokerName: 'Zerodha', quantity: 10 },
    ]);
  });
  it('nothing in, nothing out', () => {
    expect(mergeByStock([])).toEqual([]);
  });
  it('property: totals are kept, each ISIN once, the split adds up to the quantity', () => {
    const arb = fc.array(
      fc.record({
        isin: fc.constantFrom('A', 'B', 'C', 'D'),
        broker: fc.constantFrom('Zerodha', 'Groww', 'Upstox'),
        quantity: fc.integer({ min: 1, max: 1000 }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const holdings = rows.map((r) => holding(r.isin, r.broker, r.quantity));
        const merged = mergeByStock(holdings);
        expect(new Set(merged.map((m) => m.isin)).size).toBe(merged.length);
        expect(merged.reduce((s, m) => s + m.quantity, 0)).toBe(rows.reduce((s, r) => s + r.quantity, 0));
        for (const m of merged) {
          expect(m.split.reduce((s, b) => s + b.quantity, 0)).toBe(m.quantity);
          expect(new Set(m.split.map((b) => b.brokerId)).size).toBe(m.split.length);
        }
      }),
    );
  });
});
