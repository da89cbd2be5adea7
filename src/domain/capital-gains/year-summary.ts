/**
 * One financial year's realised gains, the way the return needs them: net gain per rate, losses set
 * off as the law allows, the section 112A exemption, and the tax on each rate before surcharge and
 * cess.
 *
 * Set-off (sections 70 and 74): a short-term loss may reduce any gain, a long-term loss only a
 * long-term gain. Losses go first against the gains taxed highest (slab-rate gains count as the
 * highest, since the slab is not known), which is the order that leaves the least tax; the 112A
 * exemption then goes to the 112A gains taxed highest. Losses carried from earlier years are not
 * known to Kosh and are not counted.
 */
import { financialYearStart } from '@/domain/dates/financial-year';

import type { ClassifiedPiece, GainTerm } from './classify';
import { equityExemptionFor, type TaxRate } from './tax-rules';

/** The pieces sold in one rate of one term under one section. */
export type GainsBucket = {
  term: GainTerm;
  section: string;
  rate: TaxRate;
  gainsPaise: number;
  lossesPaise: number;
  /** Losses of other buckets set off against this one's gains (positive). */
  setOffPaise: number;
  exemptPaise: number;
  /** What is taxed: gains less own losses, set-off and exemption; never below zero. */
  taxablePaise: number;
  /** Null at the slab rate. */
  taxPaise: number | null;
  /** A loss left after set-off (positive): to carry forward. */
  lossLeftPaise: number;
};

export type YearGains = {
  startYear: number;
  shortTermPaise: number;
  longTermPaise: number;
  buckets: GainsBucket[];
  exemption: { limitPaise: number; usedPaise: number; leftPaise: number };
  /** Sum of the flat-rate taxes; slab-rate gains are added to income instead. */
  flatTaxPaise: number;
};

const rateKey = (rate: TaxRate) => (rate.kind === 'slab' ? 'slab' : String(rate.basisPoints));
/** Higher first; slab counts as the highest. */
const rateRank = (rate: TaxRate) => (rate.kind === 'slab' ? Number.MAX_SAFE_INTEGER : rate.basisPoints);

/** The pieces whose sale day falls in the financial year starting in April `startYear`. */
export function piecesInYear<P extends ClassifiedPiece>(pieces: readonly P[], startYear: number): P[] {
  return pieces.filter((piece) => financialYearStart(piece.saleDay) === startYear);
}

/** Sums one year's classified pieces into buckets, sets off losses, applies the exemption. */
export function yearGains(pieces: readonly ClassifiedPiece[], startYear: number): YearGains {
  const byKey = new Map<string, GainsBucket>();
  for (const piece of piecesInYear(pieces, startYear)) {
    const key = `${piece.term}|${piece.section}|${rateKey(piece.rate)}`;
    let bucket = byKey.get(key);
    if (bucket === undefined) {
      bucket = {
        term: piece.term,
        section: piece.section,
        rate: piece.rate,
        gainsPaise: 0,
        lossesPaise: 0,
        setOffPaise: 0,
        exemptPaise: 0,
        taxablePaise: 0,
        taxPaise: null,
        lossLeftPaise: 0,
      };
      byKey.set(key, bucket);
    }
    if (piece.gainPaise >= 0) bucket.gainsPaise += piece.gainPaise;
    else bucket.lossesPaise -= piece.gainPaise;
  }
  const buckets = [...byKey.values()].sort((a, b) =>
    a.term === b.term ? rateRank(b.rate) - rateRank(a.rate) : a.term === 'short' ? -1 : 1,
  );
  // Within a bucket, losses reduce its own gains first.
  const net = new Map(buckets.map((bucket) => [bucket, bucket.gainsPaise - bucket.lossesPaise]));
  const setOff = (lossTerm: GainTerm, targets: GainsBucket[]) => {
    for (const loser of buckets.filter((bucket) => bucket.term === lossTerm)) {
      for (const target of targets) {
        const loss = -net.get(loser)!;
        const gain = net.get(target)!;
        if (loss <= 0) break;
        if (gain <= 0 || target === loser) continue;
        const used = Math.min(loss, gain);
        net.set(loser, net.get(loser)! + used);
        net.set(target, gain - used);
        target.setOffPaise += used;
      }
    }
  };
  const byRate = (term: GainTerm) =>
    buckets.filter((bucket) => bucket.term === term).sort((a, b) => rateRank(b.rate) - rateRank(a.rate));
  setOff('long', byRate('long'));
  setOff('short', [...byRate('short'), ...byRate('long')]);

  const limit = equityExemptionFor(startYear);
  let exemptionLeft = limit;
  for (const bucket of byRate('long').filter((b) => b.section === '112A')) {
    const exempt = Math.min(exemptionLeft, Math.max(0, net.get(bucket)!));
    bucket.exemptPaise = exempt;
    exemptionLeft -= exempt;
  }
  let flatTax = 0;
  for (const bucket of buckets) {
    const remaining = net.get(bucket)!;
    bucket.taxablePaise = Math.max(0, remaining - bucket.exemptPaise);
    bucket.lossLeftPaise = Math.max(0, -remaining);
    bucket.taxPaise =
      bucket.rate.kind === 'flat'
        ? Math.round((bucket.taxablePaise * bucket.rate.basisPoints) / 10_000)
        : null;
    flatTax += bucket.taxPaise ?? 0;
  }
  const total = (term: GainTerm) =>
    buckets.filter((b) => b.term === term).reduce((sum, b) => sum + b.gainsPaise - b.lossesPaise, 0);
  return {
    startYear,
    shortTermPaise: total('short'),
    longTermPaise: total('long'),
    buckets,
    exemption: { limitPaise: limit, usedPaise: limit - exemptionLeft, leftPaise: exemptionLeft },
    flatTaxPaise: flatTax,
  };
}
