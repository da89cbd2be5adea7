/** What must hold for any history of buys, bonuses, splits and sales. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { classifyPiece } from '@/domain/capital-gains/classify';
import { matchLots, type LotEvent } from '@/domain/capital-gains/lots';
import { yearGains } from '@/domain/capital-gains/year-summary';
import { financialYearStart } from '@/domain/dates/financial-year';

const day = fc
  .integer({ min: Date.UTC(2018, 1, 1), max: Date.UTC(2027, 2, 31) })
  .map((ms) => new Date(ms - (ms % 86_400_000)).toISOString().slice(0, 10));

const buy = fc.record({
  kind: fc.constant('buy' as const),
  day,
  units: fc.integer({ min: 1, max: 5_000_000 }),
  costPaise: fc.integer({ min: 0, max: 1_000_000_000 }),
});
const bonus = fc.record({
  kind: fc.constant('bonus' as const),
  day,
  units: fc.integer({ min: 1, max: 100_000 }),
});
const sell = fc.record({
  kind: fc.constant('sell' as const),
  day,
  units: fc.integer({ min: 1, max: 5_000_000 }),
  proceedsPaise: fc.integer({ min: 0, max: 1_000_000_000 }),
  expensesPaise: fc.integer({ min: 0, max: 10_000 }),
});
const history = fc.array(fc.oneof(buy, buy, bonus, sell, sell), { maxLength: 40 });

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('FIFO lots, for any history without splits', () => {
  it('conserves units: held + sold from lots = bought; sold from lots + unmatched = sold', () => {
    fc.assert(
      fc.property(history, (events: LotEvent[]) => {
        const { pieces, open, unmatched } = matchLots(events);
        const bought = sum(events.flatMap((e) => (e.kind === 'buy' || e.kind === 'bonus' ? [e.units] : [])));
        const sold = sum(events.flatMap((e) => (e.kind === 'sell' ? [e.units] : [])));
        const matched = sum(pieces.map((p) => p.units));
        expect(matched + sum(open.map((l) => l.units))).toBe(bought);
        expect(matched + sum(unmatched.map((u) => u.units))).toBe(sold);
      }),
    );
  });

  it('conserves money: cost of pieces + cost still held = cost paid; proceeds split exactly', () => {
    fc.assert(
      fc.property(history, (events: LotEvent[]) => {
        const { pieces, open, unmatched } = matchLots(events);
        const paid = sum(events.flatMap((e) => (e.kind === 'buy' ? [e.costPaise] : [])));
        const received = sum(events.flatMap((e) => (e.kind === 'sell' ? [e.proceedsPaise] : [])));
        expect(sum(pieces.map((p) => p.costPaise)) + sum(open.map((l) => l.costPaise))).toBe(paid);
        expect(sum(pieces.map((p) => p.proceedsPaise)) + sum(unmatched.map((u) => u.proceedsPaise))).toBe(
          received,
        );
        for (const piece of pieces) expect(piece.buyDay <= piece.saleDay).toBe(true);
      }),
    );
  });

  it('gains sum to proceeds less expenses less cost (lots bought after January 2018)', () => {
    fc.assert(
      fc.property(history, (events: LotEvent[]) => {
        const classed = matchLots(events).pieces.map((p) => classifyPiece(p, { assetClass: 'equity' })!);
        const gains = sum(classed.map((p) => p.gainPaise));
        expect(gains).toBe(sum(classed.map((p) => p.proceedsPaise - p.expensesPaise - p.costPaise)));
        for (const year of new Set(classed.map((p) => financialYearStart(p.saleDay)))) {
          const summary = yearGains(classed, year);
          const inYear = classed.filter((p) => financialYearStart(p.saleDay) === year);
          expect(summary.shortTermPaise + summary.longTermPaise).toBe(sum(inYear.map((p) => p.gainPaise)));
          expect(summary.exemption.usedPaise).toBeLessThanOrEqual(summary.exemption.limitPaise);
          for (const bucket of summary.buckets) {
            expect(bucket.taxablePaise).toBeGreaterThanOrEqual(0);
            expect(bucket.taxablePaise).toBeLessThanOrEqual(bucket.gainsPaise);
          }
        }
      }),
    );
  });
});

describe('a split', () => {
  it('multiplies the units held and keeps their cost', () => {
    fc.assert(
      fc.property(
        fc.array(buy, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 2, max: 10 }),
        (buys, ratio) => {
          const last = buys
            .map((b) => b.day)
            .sort()
            .at(-1)!;
          const { open } = matchLots([...buys, { kind: 'split', day: last, ratio }]);
          expect(sum(open.map((l) => l.units))).toBe(sum(buys.map((b) => b.units)) * ratio);
          expect(sum(open.map((l) => l.costPaise))).toBe(sum(buys.map((b) => b.costPaise)));
        },
      ),
    );
  });
});
