/**
 * A hint for the current year, never advice: how lots still held could be sold to use what is left
 * of the section 112A exemption, and which losses still held could offset gains already booked.
 *
 * Gains to book: long-term 112A lots with a gain, the largest gain first, so the exemption is used
 * with the fewest sales; the last lot is cut to the whole units (shares) or thousandths (fund units)
 * whose gain still fits, so the suggested gain never goes beyond what is left; a sale booking less
 * than ₹100 is not suggested (not worth a trade's charges). Selling and buying
 * back at once starts a new holding period, which the screen says.
 *
 * Losses to book: as the law sets off (sections 70 and 74), a long-term loss only against long-term
 * gains, a short-term loss against either; long-term losses go first to long-term gains, so short
 * ones stay free for short-term gains, taxed higher. The largest loss is taken first.
 */
import type { ClassifiedPiece } from './classify';
import type { YearGains } from './year-summary';

/** The smallest gain worth a sale of its own: ₹100. */
const SMALLEST_GAIN_PAISE = 100_00;

/** A lot still held, as a sale today would class it, with the smallest part of it that can be sold. */
export type HeldLot = ClassifiedPiece & {
  /** Thousandths of a unit: 1000 for shares (whole shares only), 1 for fund units. */
  unitStep: number;
};

export type HarvestSale<L extends HeldLot> = {
  lot: L;
  /** Units to sell, a multiple of the lot's step and at most its units. */
  unitsMilli: number;
  /** The gain (or, for a loss, the loss as a negative figure) that selling them books. */
  gainPaise: number;
  /** For a loss: what of it goes against this year's gains (positive). */
  offsetPaise: number;
};

export type HarvestHint<L extends HeldLot> = {
  exemptionLeftPaise: number;
  /** Long-term gains to book within the exemption left. */
  gains: HarvestSale<L>[];
  gainsPaise: number;
  /** Gains already booked this year that losses could reduce (after the exemption). */
  shortTermToOffsetPaise: number;
  longTermToOffsetPaise: number;
  losses: HarvestSale<L>[];
  offsetPaise: number;
};

function sumOf<L extends HeldLot>(sales: readonly HarvestSale<L>[], of: (sale: HarvestSale<L>) => number) {
  return sales.reduce((total, sale) => total + of(sale), 0);
}

/** Ways to save tax this year from the year's booked gains and the lots held today. */
export function harvestHint<L extends HeldLot>(year: YearGains, held: readonly L[]): HarvestHint<L> {
  const left = year.exemption.leftPaise;
  const gains: HarvestSale<L>[] = [];
  let room = left;
  const gainers = held
    .filter((lot) => lot.term === 'long' && lot.section === '112A' && lot.gainPaise > 0)
    .sort((a, b) => b.gainPaise - a.gainPaise);
  for (const lot of gainers) {
    if (room <= 0) break;
    let units = lot.units;
    let gain = lot.gainPaise;
    if (gain > room) {
      // The units whose share of the gain fits in what is left, rounded down to the lot's step.
      units = Math.floor((lot.units * room) / gain / lot.unitStep) * lot.unitStep;
      gain = Math.floor((lot.gainPaise * units) / lot.units);
    }
    if (units <= 0 || gain < SMALLEST_GAIN_PAISE) continue;
    gains.push({ lot, unitsMilli: units, gainPaise: gain, offsetPaise: 0 });
    room -= gain;
  }

  const taxable = (term: 'short' | 'long') =>
    year.buckets
      .filter((bucket) => bucket.term === term)
      .reduce((sum, bucket) => sum + bucket.taxablePaise, 0);
  const shortTerm = taxable('short');
  const longTerm = taxable('long');
  let shortLeft = shortTerm;
  let longLeft = longTerm;
  const losses: HarvestSale<L>[] = [];
  const losers = (term: 'short' | 'long') =>
    held.filter((lot) => lot.term === term && lot.gainPaise < 0).sort((a, b) => a.gainPaise - b.gainPaise);
  for (const lot of losers('long')) {
    if (longLeft <= 0) break;
    const offset = Math.min(-lot.gainPaise, longLeft);
    longLeft -= offset;
    losses.push({ lot, unitsMilli: lot.units, gainPaise: lot.gainPaise, offsetPaise: offset });
  }
  for (const lot of losers('short')) {
    if (shortLeft + longLeft <= 0) break;
    const onShort = Math.min(-lot.gainPaise, shortLeft);
    const onLong = Math.min(-lot.gainPaise - onShort, longLeft);
    shortLeft -= onShort;
    longLeft -= onLong;
    losses.push({ lot, unitsMilli: lot.units, gainPaise: lot.gainPaise, offsetPaise: onShort + onLong });
  }
  return {
    exemptionLeftPaise: left,
    gains,
    gainsPaise: sumOf(gains, (sale) => sale.gainPaise),
    shortTermToOffsetPaise: shortTerm,
    longTermToOffsetPaise: longTerm,
    losses,
    offsetPaise: sumOf(losses, (sale) => sale.offsetPaise),
  };
}
