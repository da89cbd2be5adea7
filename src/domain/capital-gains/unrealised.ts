/**
 * What the lots still held would gain if sold today, when each turns long term, and the hint a
 * tax-aware investor wants before 31 March: long-term gains that could be booked inside the
 * exemption left, and losses that could be booked against gains already booked.
 */
import type { GainTerm, SecurityTaxFacts } from './classify';
import { classifyPiece } from './classify';
import type { OpenLot } from './lots';
import { MILLI_UNITS_PER_UNIT } from './lots';
import type { YearGains } from './year-summary';

export type UnrealisedLot = OpenLot & {
  valuePaise: number;
  gainPaise: number;
  term: GainTerm;
  /** The first day a sale is long term; null when it never is (section 50AA). */
  longTermFrom: string | null;
};

/** Each open lot valued at `pricePaise` per whole unit, classed as if sold on `today`. */
export function unrealisedLots(
  open: readonly OpenLot[],
  pricePaise: number,
  facts: SecurityTaxFacts,
  today: string,
): UnrealisedLot[] {
  return open.flatMap((lot) => {
    const value = Math.round((lot.units * pricePaise) / MILLI_UNITS_PER_UNIT);
    const classified = classifyPiece(
      { ...lot, saleDay: today, proceedsPaise: value, expensesPaise: 0 },
      facts,
    );
    if (classified === null) return [];
    return [
      {
        ...lot,
        valuePaise: value,
        gainPaise: classified.gainPaise,
        term: classified.term,
        longTermFrom: classified.longTermFrom,
      },
    ];
  });
}

export type HarvestHint = {
  /** Long-term 112A gains that could be booked this year without tax (at most the exemption left). */
  bookTaxFreePaise: number;
  /** Unrealised long-term 112A gains held today. */
  longTermGainsHeldPaise: number;
  /** Unrealised losses held today that could offset gains booked this year (positive). */
  offsetLossesPaise: number;
  /** Gains booked this year that such losses could reduce (after set-off and exemption). */
  taxableBookedPaise: number;
};

/**
 * The harvesting hint for the current year: `lots` with the facts of their security. Only equity
 * lots count for the exemption; any lot's loss can offset what is taxable.
 */
export function harvestHint(
  year: YearGains,
  lots: readonly { lot: UnrealisedLot; facts: SecurityTaxFacts }[],
): HarvestHint {
  let longTermGains = 0;
  const losses = { short: 0, long: 0 };
  for (const { lot, facts } of lots) {
    if (lot.gainPaise > 0 && lot.term === 'long' && facts.assetClass === 'equity')
      longTermGains += lot.gainPaise;
    if (lot.gainPaise < 0) losses[lot.term] -= lot.gainPaise;
  }
  const taxable = { short: 0, long: 0 };
  for (const bucket of year.buckets) taxable[bucket.term] += bucket.taxablePaise;
  // A long-term loss reduces only long-term gains; a short-term loss any gain (sections 70, 74).
  const againstLong = Math.min(losses.long, taxable.long);
  const againstAny = Math.min(losses.short, taxable.short + taxable.long - againstLong);
  return {
    bookTaxFreePaise: Math.min(year.exemption.leftPaise, longTermGains),
    longTermGainsHeldPaise: longTermGains,
    offsetLossesPaise: againstLong + againstAny,
    taxableBookedPaise: taxable.short + taxable.long,
  };
}
