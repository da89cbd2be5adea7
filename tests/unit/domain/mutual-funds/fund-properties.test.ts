/** What must hold for any folio history of buys, stamp duty, redemptions, switches out, splits and bonus units. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fundGains } from '@/domain/capital-gains/from-fund-lines';
import { isoDayFromNumber } from '@/domain/dates/iso-day';
import type { FundLine, FundTaxClass } from '@/domain/mutual-funds/fund-lines';
import { fundPosition } from '@/domain/mutual-funds/fund-position';

import { fund } from './fund-fixture';

/** 23 July 2024: from here on no sale is indexed or grandfathered, so the gain is proceeds less cost. */
const FIRST_DAY = 19_927;
const AS_OF = isoDayFromNumber(FIRST_DAY + 2000);

const step = fc.record({
  offset: fc.integer({ min: 0, max: 1500 }),
  kind: fc.constantFrom(
    'purchase',
    'sip',
    'switch_in',
    'dividend_reinvest',
    'redemption',
    'switch_out',
    'split',
    'bonus',
  ),
  unitsMilli: fc.integer({ min: 1, max: 10_000_000 }),
  amountPaise: fc.integer({ min: 0, max: 1_000_000_000 }),
  stampPaise: fc.integer({ min: 0, max: 50_000 }),
  /** For a sale: the share of the units held that goes, in thousandths. */
  permille: fc.integer({ min: 1, max: 1000 }),
  /** A split's 1:to (every unit becomes `to`), or a bonus's from:to. */
  from: fc.integer({ min: 1, max: 3 }),
  to: fc.integer({ min: 1, max: 10 }),
});

/** Lines oldest first; a sale never takes more than is held; purchases and SIPs may carry stamp duty. */
const history = fc.array(step, { maxLength: 30 }).map((steps) => {
  const lines: FundLine[] = [];
  let held = 0;
  for (const s of steps.toSorted((a, b) => a.offset - b.offset)) {
    const day = isoDayFromNumber(FIRST_DAY + s.offset);
    if (s.kind === 'redemption' || s.kind === 'switch_out') {
      const units = Math.floor((held * s.permille) / 1000);
      if (units === 0) continue;
      held -= units;
      lines.push({ day, kind: s.kind, amountPaise: s.amountPaise, unitsMilli: units });
    } else if (s.kind === 'split') {
      // 1:to with a whole `to`, as fund splits are: every lot's units multiply exactly.
      const to = Math.max(2, s.to);
      const added = held * (to - 1);
      held += added;
      lines.push({ day, kind: 'split', amountPaise: 0, unitsMilli: added, ratio: { from: 1, to } });
    } else if (s.kind === 'bonus') {
      const allotted = Math.floor((held * s.to) / s.from);
      held += allotted;
      lines.push({
        day,
        kind: 'bonus',
        amountPaise: 0,
        unitsMilli: allotted,
        ratio: { from: s.from, to: s.to },
      });
    } else {
      held += s.unitsMilli;
      lines.push({ day, kind: s.kind, amountPaise: s.amountPaise, unitsMilli: s.unitsMilli });
      if ((s.kind === 'purchase' || s.kind === 'sip') && s.stampPaise > 0) {
        lines.push({ day, kind: 'stamp_duty', amountPaise: s.stampPaise, unitsMilli: 0 });
      }
    }
  }
  return lines;
});
const taxClass = fc.constantFrom<FundTaxClass>('equity', 'debt', 'other');
const nav = fc.integer({ min: 1, max: 100_000_000 });

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const isBuy = (l: FundLine) => !['redemption', 'switch_out', 'stamp_duty'].includes(l.kind);
const isSale = (l: FundLine) => l.kind === 'redemption' || l.kind === 'switch_out';

describe('a fund, for any history', () => {
  it('conserves units: bought = sold + held', () => {
    fc.assert(
      fc.property(history, taxClass, (lines, cls) => {
        const f = fund(lines, { taxClass: cls });
        const { pieces } = fundGains([f]);
        const bought = sum(lines.filter(isBuy).map((l) => l.unitsMilli));
        const sold = sum(lines.filter(isSale).map((l) => l.unitsMilli));
        expect(sum(pieces.map((p) => p.units))).toBe(sold);
        expect(sold + fundPosition(f, AS_OF).unitsMilli).toBe(bought);
      }),
    );
  });

  it('gains add up to proceeds less cost, and cost sold + cost held = paid with stamp duty', () => {
    fc.assert(
      fc.property(history, taxClass, (lines, cls) => {
        const f = fund(lines, { taxClass: cls });
        const { pieces, sales } = fundGains([f]);
        const proceeds = sum(lines.filter(isSale).map((l) => l.amountPaise));
        const costSold = sum(pieces.map((p) => p.costPaise));
        expect(sum(pieces.map((p) => p.proceedsPaise))).toBe(proceeds);
        expect(sum(pieces.map((p) => p.gainPaise))).toBe(proceeds - costSold);
        expect(sum(sales.map((s) => s.gainPaise))).toBe(proceeds - costSold);
        const paid = sum(lines.filter((l) => isBuy(l) || l.kind === 'stamp_duty').map((l) => l.amountPaise));
        expect(costSold + fundPosition(f, AS_OF).investedPaise).toBe(paid);
      }),
    );
  });

  it('is worth its units × NAV, rounded to the paisa, and gains value less cost', () => {
    fc.assert(
      fc.property(history, nav, (lines, navHundredthPaise) => {
        const position = fundPosition(fund(lines, { navHundredthPaise }), AS_OF);
        const exact = (BigInt(position.unitsMilli) * BigInt(navHundredthPaise) * 2n + 100_000n) / 200_000n;
        expect(position.valuePaise).toBe(Number(exact));
        expect(position.gainPaise).toBe(position.valuePaise - position.investedPaise);
        expect(sum(position.openLots.map((lot) => lot.unitsMilli))).toBe(position.unitsMilli);
      }),
    );
  });
});
