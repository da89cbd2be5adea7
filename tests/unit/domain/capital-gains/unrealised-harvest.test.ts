/**
 * Unrealised gains and the harvesting hint, with examples a person can check by hand.
 * Amounts are paise (₹1 = 100), units are thousandths (one share = 1000).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { classifyPiece } from '@/domain/capital-gains/classify';
import { harvestHint, type HeldLot } from '@/domain/capital-gains/harvest';
import { matchLots } from '@/domain/capital-gains/lots';
import { unrealisedHolding } from '@/domain/capital-gains/unrealised';
import { yearGains } from '@/domain/capital-gains/year-summary';

const SHARE = 1000;
const rupees = (r: number) => r * 100;
const TODAY = '2026-11-29';
const equity = { assetClass: 'equity' as const };

/** One lot of `shares` bought on `buyDay` for `cost` rupees in all. */
const lot = (lotId: number, buyDay: string, shares: number, cost: number) => ({
  lotId,
  buyDay,
  units: shares * SHARE,
  costPaise: rupees(cost),
  bonus: false,
});

/** Lots of shares held, at `price` rupees a share, as the hint reads them. */
function held(price: number, ...lots: ReturnType<typeof lot>[]): HeldLot[] {
  return unrealisedHolding(lots, rupees(price), equity, TODAY).lots.map((piece) => ({
    ...piece,
    unitStep: SHARE,
  }));
}

describe('unrealisedHolding', () => {
  it('values each lot at today’s price and says when a short-term one turns long term', () => {
    // 10 shares bought 22 Jul 2025 for ₹1,000 and 5 bought 1 Jun 2026 for ₹600, at ₹150 today.
    const holding = unrealisedHolding(
      [lot(1, '2025-07-22', 10, 1000), lot(2, '2026-06-01', 5, 600)],
      rupees(150),
      equity,
      TODAY,
    );
    const [old, recent] = holding.lots;
    expect(old).toMatchObject({
      term: 'long',
      section: '112A',
      proceedsPaise: rupees(1500),
      gainPaise: rupees(500),
    });
    // Held more than 12 months from 2 Jun 2027.
    expect(recent).toMatchObject({ term: 'short', longTermFrom: '2027-06-02', gainPaise: rupees(150) });
    expect(holding).toMatchObject({
      unitsMilli: 15 * SHARE,
      costPaise: rupees(1600),
      valuePaise: rupees(2250),
      gainPaise: rupees(650),
    });
  });

  it('never turns a debt fund bought from April 2023 long term (section 50AA)', () => {
    // 100.5 units for ₹1,000 at a NAV of ₹12.3456 (fractions of a paisa kept): worth ₹1,240.73.
    const holding = unrealisedHolding(
      [{ lotId: 1, buyDay: '2024-01-10', units: 100_500, costPaise: rupees(1000), bonus: false }],
      1234.56,
      { assetClass: 'debt_fund' },
      TODAY,
    );
    expect(holding.lots[0]).toMatchObject({ term: 'short', section: '50AA', longTermFrom: null });
    expect(holding.valuePaise).toBe(124_073);
  });
});

describe('harvestHint', () => {
  it('books long-term gains up to the ₹1.25 lakh left, largest first, the last lot in part', () => {
    // Nothing sold this year: all ₹1,25,000 left. A: 100 shares with ₹1,00,000 of gain; B: 50
    // shares with ₹1,000 of gain each. All of A, then 25 shares of B (₹25,000) fill it exactly.
    const lots = [
      ...held(2000, lot(1, '2024-01-01', 100, 100_000)),
      ...held(2000, lot(2, '2024-06-01', 50, 50_000)),
    ];
    const hint = harvestHint(yearGains([], 2026), lots);
    expect(hint.exemptionLeftPaise).toBe(rupees(125_000));
    expect(hint.gains.map((sale) => [sale.lot.buyDay, sale.unitsMilli, sale.gainPaise])).toEqual([
      ['2024-01-01', 100 * SHARE, rupees(100_000)],
      ['2024-06-01', 25 * SHARE, rupees(25_000)],
    ]);
    expect(hint.gainsPaise).toBe(rupees(125_000));
    expect(hint.losses).toEqual([]);
  });

  it('offsets a booked short-term gain with a short-term loss, not a long-term one', () => {
    // Sold this year: ₹30,000 of short-term gain. Held: a ₹20,000 short-term loss and a ₹10,000
    // long-term loss. Only the short-term loss may go against a short-term gain.
    const { pieces } = matchLots([
      { kind: 'buy', day: '2026-05-01', units: 10 * SHARE, costPaise: rupees(70_000) },
      { kind: 'sell', day: '2026-08-01', units: 10 * SHARE, proceedsPaise: rupees(100_000) },
    ]);
    const booked = pieces.map((piece) => classifyPiece(piece, equity)!);
    const year = yearGains(booked, 2026);
    expect(year.shortTermPaise).toBe(rupees(30_000));
    const lots = [
      ...held(80, lot(1, '2026-06-01', 250, 40_000)),
      ...held(90, lot(2, '2024-06-01', 100, 19_000)),
    ];
    const hint = harvestHint(year, lots);
    expect(hint.shortTermToOffsetPaise).toBe(rupees(30_000));
    expect(hint.longTermToOffsetPaise).toBe(0);
    expect(hint.losses.map((sale) => [sale.lot.buyDay, sale.gainPaise, sale.offsetPaise])).toEqual([
      ['2026-06-01', -rupees(20_000), rupees(20_000)],
    ]);
    expect(hint.offsetPaise).toBe(rupees(20_000));
  });

  it('never suggests more gain than the exemption left, nor more units than a lot holds', () => {
    const arbitraryLot = fc.record({
      buyDay: fc.constantFrom('2020-03-01', '2023-05-10', '2025-01-15', '2026-09-01'),
      shares: fc.integer({ min: 1, max: 5_000 }),
      cost: fc.integer({ min: 0, max: 500_000 }),
      price: fc.integer({ min: 1, max: 5_000 }),
    });
    const soldGain = fc.integer({ min: -200_000, max: 300_000 });
    fc.assert(
      fc.property(fc.array(arbitraryLot, { maxLength: 12 }), soldGain, (lots, gain) => {
        const { pieces } = matchLots([
          { kind: 'buy', day: '2024-05-01', units: SHARE, costPaise: rupees(300_000) },
          { kind: 'sell', day: '2026-06-01', units: SHARE, proceedsPaise: rupees(300_000 + gain) },
        ]);
        const year = yearGains(
          pieces.map((piece) => classifyPiece(piece, equity)!),
          2026,
        );
        const heldLots = lots.flatMap((l, i) => held(l.price, lot(i + 1, l.buyDay, l.shares, l.cost)));
        const hint = harvestHint(year, heldLots);
        expect(hint.gainsPaise).toBeLessThanOrEqual(year.exemption.leftPaise);
        for (const sale of [...hint.gains, ...hint.losses]) {
          expect(sale.unitsMilli).toBeLessThanOrEqual(sale.lot.units);
          expect(sale.unitsMilli % SHARE).toBe(0);
        }
        expect(hint.offsetPaise).toBeLessThanOrEqual(
          hint.shortTermToOffsetPaise + hint.longTermToOffsetPaise,
        );
      }),
    );
  });
});
