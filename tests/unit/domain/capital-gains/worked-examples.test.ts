/**
 * Worked examples a person can check by hand with a calculator: each names the rule it shows.
 * Amounts are paise (₹1 = 100), units are thousandths (one share = 1000).
 */
import { describe, expect, it } from 'vitest';

import { classifyPiece, type SecurityTaxFacts } from '@/domain/capital-gains/classify';
import { matchLots, type LotEvent } from '@/domain/capital-gains/lots';
import { yearGains } from '@/domain/capital-gains/year-summary';

const SHARE = 1000;
const rupees = (r: number) => r * 100;
const equity: SecurityTaxFacts = { assetClass: 'equity' };

/** Buys `units` whole shares on `buyDay` for `cost` rupees and sells them all on `saleDay` for `proceeds`. */
function roundTrip(
  buyDay: string,
  saleDay: string,
  cost: number,
  proceeds: number,
  facts = equity,
  units = 10,
) {
  const { pieces } = matchLots([
    { kind: 'buy', day: buyDay, units: units * SHARE, costPaise: rupees(cost) },
    { kind: 'sell', day: saleDay, units: units * SHARE, proceedsPaise: rupees(proceeds) },
  ]);
  expect(pieces).toHaveLength(1);
  return classifyPiece(pieces[0]!, facts)!;
}

describe('grandfathering of lots bought before 1 February 2018 (section 55(2)(ac))', () => {
  const facts: SecurityTaxFacts = { assetClass: 'equity', fmv2018PerUnitPaise: rupees(250) };

  it('10 shares bought at ₹100, worth ₹250 on 31 Jan 2018, sold at ₹300: cost counts as ₹2,500, gain ₹500', () => {
    const piece = roundTrip('2016-05-10', '2019-06-03', 1_000, 3_000, facts);
    expect(piece).toMatchObject({
      term: 'long',
      section: '112A',
      grandfathered: true,
      fmv2018Paise: rupees(2_500),
    });
    expect(piece.costForTaxPaise).toBe(rupees(2_500));
    expect(piece.gainPaise).toBe(rupees(500));
  });

  it('sold at ₹200, below the 2018 value: the floor is the sale value, so no gain and no loss', () => {
    const piece = roundTrip('2016-05-10', '2019-06-03', 1_000, 2_000, facts);
    expect(piece.costForTaxPaise).toBe(rupees(2_000));
    expect(piece.gainPaise).toBe(0);
  });

  it('sold at ₹80, below the cost: the actual cost stands, a loss of ₹200', () => {
    const piece = roundTrip('2016-05-10', '2019-06-03', 1_000, 800, facts);
    expect(piece.grandfathered).toBe(false);
    expect(piece.costForTaxPaise).toBe(rupees(1_000));
    expect(piece.gainPaise).toBe(-rupees(200));
  });

  it('bought on 1 Feb 2018 itself: no grandfathering, the actual cost', () => {
    const piece = roundTrip('2018-02-01', '2019-06-03', 1_000, 3_000, facts);
    expect(piece.grandfathered).toBe(false);
    expect(piece.gainPaise).toBe(rupees(2_000));
  });
});

describe('a sale on 22 and on 23 July 2024 (Finance (No. 2) Act 2024)', () => {
  it('long term: 10 % on the 22nd, 12.5 % on the 23rd', () => {
    expect(roundTrip('2023-01-10', '2024-07-22', 1_000, 2_000).rate).toEqual({
      kind: 'flat',
      basisPoints: 1000,
    });
    expect(roundTrip('2023-01-10', '2024-07-23', 1_000, 2_000).rate).toEqual({
      kind: 'flat',
      basisPoints: 1250,
    });
  });

  it('short term: 15 % on the 22nd, 20 % on the 23rd', () => {
    const before = roundTrip('2024-01-10', '2024-07-22', 1_000, 2_000);
    const after = roundTrip('2024-01-10', '2024-07-23', 1_000, 2_000);
    expect([before.term, before.section, before.rate]).toEqual([
      'short',
      '111A',
      { kind: 'flat', basisPoints: 1500 },
    ]);
    expect([after.term, after.section, after.rate]).toEqual([
      'short',
      '111A',
      { kind: 'flat', basisPoints: 2000 },
    ]);
  });
});

describe('the holding period: long term after 12 months', () => {
  it('bought 10 Jan 2024: sold 10 Jan 2025 is short term, sold 11 Jan 2025 long term', () => {
    expect(roundTrip('2024-01-10', '2025-01-10', 1_000, 2_000).term).toBe('short');
    const long = roundTrip('2024-01-10', '2025-01-11', 1_000, 2_000);
    expect([long.term, long.longTermFrom, long.daysHeld]).toEqual(['long', '2025-01-11', 367]);
  });

  it('bought on 29 Feb 2024: long term from 1 Mar 2025', () => {
    expect(roundTrip('2024-02-29', '2025-02-28', 1_000, 2_000).term).toBe('short');
    expect(roundTrip('2024-02-29', '2025-03-01', 1_000, 2_000).longTermFrom).toBe('2025-03-01');
  });
});

describe('debt funds bought in March and in April 2023 (section 50AA)', () => {
  const debt: SecurityTaxFacts = { assetClass: 'debt_fund' };

  it('bought 31 Mar 2023, sold 2 Jun 2025 (26 months): long term at 12.5 %, no indexation', () => {
    const piece = roundTrip('2023-03-31', '2025-06-02', 10_000, 11_500, debt);
    expect([piece.term, piece.section, piece.rate, piece.indexed]).toEqual([
      'long',
      '112',
      { kind: 'flat', basisPoints: 1250 },
      false,
    ]);
    expect(piece.gainPaise).toBe(rupees(1_500));
  });

  it('bought 1 Apr 2023, sold the same day: short term at the slab rate, and never long term', () => {
    const piece = roundTrip('2023-04-01', '2025-06-02', 10_000, 11_500, debt);
    expect([piece.term, piece.section, piece.rate, piece.longTermFrom]).toEqual([
      'short',
      '50AA',
      { kind: 'slab' },
      null,
    ]);
  });

  it('bought in 2019, sold 1 Jul 2024 (before the budget day): 20 % with the cost indexed 289 → 363', () => {
    const piece = roundTrip('2019-06-10', '2024-07-01', 10_000, 13_000, debt);
    expect([piece.term, piece.rate, piece.indexed]).toEqual([
      'long',
      { kind: 'flat', basisPoints: 2000 },
      true,
    ]);
    // ₹10,000 × 363 / 289 = ₹12,560.55
    expect(piece.costForTaxPaise).toBe(1_256_055);
    expect(piece.gainPaise).toBe(rupees(13_000) - 1_256_055);
  });
});

describe('a split and a bonus', () => {
  it('10 shares for ₹10,000, split 1:5, then a 1:1 bonus; 80 sold for ₹24,000', () => {
    const events: LotEvent[] = [
      { kind: 'buy', day: '2020-01-01', units: 10 * SHARE, costPaise: rupees(10_000) },
      { kind: 'split', day: '2021-01-01', ratio: 5 },
      { kind: 'bonus', day: '2022-01-01', units: 50 * SHARE },
      { kind: 'sell', day: '2022-06-01', units: 80 * SHARE, proceedsPaise: rupees(24_000) },
    ];
    const { pieces, open } = matchLots(events);
    const [split, bonus] = pieces.map((piece) => classifyPiece(piece, equity)!);
    // The 50 split shares keep their cost and 2020 date: long term, ₹15,000 − ₹10,000.
    expect([split!.units, split!.costPaise, split!.proceedsPaise, split!.term]).toEqual([
      50 * SHARE,
      rupees(10_000),
      rupees(15_000),
      'long',
    ]);
    // 30 of the bonus shares, dated on allotment at cost zero: short term, ₹9,000 of gain.
    expect([bonus!.units, bonus!.costPaise, bonus!.gainPaise, bonus!.term]).toEqual([
      30 * SHARE,
      0,
      rupees(9_000),
      'short',
    ]);
    expect(open).toEqual([{ lotId: 2, buyDay: '2022-01-01', units: 20 * SHARE, costPaise: 0, bonus: true }]);
  });
});

describe('a SIP redeemed in part', () => {
  // Three ₹5,000 instalments of an equity fund at NAV 50, 52.50 and 55, less 0.005 % stamp duty.
  const sip: LotEvent[] = [
    { kind: 'buy', day: '2023-01-05', units: 99_995, costPaise: rupees(5_000) },
    { kind: 'buy', day: '2023-02-06', units: 95_233, costPaise: rupees(5_000) },
    { kind: 'buy', day: '2023-03-06', units: 90_905, costPaise: rupees(5_000) },
    { kind: 'sell', day: '2024-02-10', units: 200_000, proceedsPaise: rupees(12_000) },
  ];

  it('200 units at NAV 60: two whole instalments long term, 4.772 units of the third short term', () => {
    const { pieces, open } = matchLots(sip);
    const classed = pieces.map((piece) => classifyPiece(piece, equity)!);
    expect(classed.map((p) => [p.units, p.term])).toEqual([
      [99_995, 'long'],
      [95_233, 'long'],
      [4_772, 'short'],
    ]);
    // Proceeds by units: 12,000 × 99.995 / 200 = 5,999.70; then 95.233 of the 100.005 left.
    expect(classed.map((p) => p.proceedsPaise)).toEqual([599_970, 571_398, 28_632]);
    // The third instalment's part: ₹5,000 × 4.772 / 90.905 = ₹262.47.
    expect(classed[2]!.costPaise).toBe(26_247);
    expect(open).toEqual([
      { lotId: 3, buyDay: '2023-03-06', units: 86_133, costPaise: rupees(5_000) - 26_247, bonus: false },
    ]);
  });

  it('the year adds the pieces up: long term ₹1,713.68, short term ₹23.85 (FY 2023-24)', () => {
    const classed = matchLots(sip).pieces.map((piece) => classifyPiece(piece, equity)!);
    const year = yearGains(classed, 2023);
    expect(year.longTermPaise).toBe(599_970 + 571_398 - rupees(10_000));
    expect(year.shortTermPaise).toBe(28_632 - 26_247);
    // ₹1,713.68 of long-term gains sit inside the ₹1,00,000 exemption: no 112A tax.
    expect(year.exemption).toEqual({
      limitPaise: rupees(1_00_000),
      usedPaise: 171_368,
      leftPaise: rupees(1_00_000) - 171_368,
    });
    expect(year.flatTaxPaise).toBe(Math.round((2_385 * 1500) / 10_000));
  });
});

describe('a year: set-off and the exemption', () => {
  it('FY 2024-25: ₹2,00,000 long-term gain at 12.5 %, ₹30,000 short-term loss: taxed on ₹45,000', () => {
    const gain = roundTrip('2022-05-02', '2024-09-02', 1_00_000, 3_00_000);
    const loss = roundTrip('2024-05-02', '2024-10-01', 50_000, 20_000);
    const year = yearGains([gain, loss], 2024);
    const long = year.buckets.find((bucket) => bucket.term === 'long')!;
    expect([long.setOffPaise, long.exemptPaise, long.taxablePaise]).toEqual([
      rupees(30_000),
      rupees(1_25_000),
      rupees(45_000),
    ]);
    expect(long.taxPaise).toBe(rupees(5_625));
    expect(year.flatTaxPaise).toBe(rupees(5_625));
  });

  it('a long-term loss does not reduce a short-term gain; it is left to carry forward', () => {
    const shortGain = roundTrip('2024-05-02', '2024-10-01', 20_000, 50_000);
    const longLoss = roundTrip('2022-05-02', '2024-09-02', 50_000, 40_000);
    const year = yearGains([shortGain, longLoss], 2024);
    const short = year.buckets.find((bucket) => bucket.term === 'short')!;
    const long = year.buckets.find((bucket) => bucket.term === 'long')!;
    expect(short.taxablePaise).toBe(rupees(30_000));
    expect(long.lossLeftPaise).toBe(rupees(10_000));
  });
});
