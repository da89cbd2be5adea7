/**
 * A matched part of a sale, classed by the rules in force on its sale day: short or long term, the
 * rate and section, and the cost the law counts (grandfathered or indexed), hence the gain.
 */
import { financialYearStart } from '@/domain/dates/financial-year';
import { addMonthsClamped, daysFromTo } from '@/domain/dates/iso-day';

import type { MatchedPiece, MilliUnits } from './lots';
import { MILLI_UNITS_PER_UNIT } from './lots';
import {
  COST_INFLATION_INDEX,
  gainsRuleFor,
  GRANDFATHERING_CUTOFF_DAY,
  SECTION_50AA_FROM_DAY,
  type GainsAssetClass,
  type TaxRate,
} from './tax-rules';

export type GainTerm = 'short' | 'long';

/** What a security is, for the rules: its class and, if known, its 31 January 2018 value per unit. */
export type SecurityTaxFacts = {
  assetClass: GainsAssetClass;
  /** Price (shares: the day's highest) or NAV on 31 January 2018, paise per whole unit. */
  fmv2018PerUnitPaise?: number | undefined;
};

export type ClassifiedPiece = MatchedPiece & {
  assetClass: GainsAssetClass;
  term: GainTerm;
  daysHeld: number;
  /** The first day a sale of this lot is long term; null when it never is (section 50AA). */
  longTermFrom: string | null;
  rate: TaxRate;
  section: string;
  /** The cost the law counts: the actual cost, raised by grandfathering or indexation. */
  costForTaxPaise: number;
  grandfathered: boolean;
  indexed: boolean;
  /** 31 January 2018 value of these units (grandfathered lots only). */
  fmv2018Paise: number | null;
  /** Proceeds less expenses on transfer less the cost the law counts. */
  gainPaise: number;
};

/** The first day a lot bought on `buyDay` is long term, under a rule of `months`. */
function longTermFrom(buyDay: string, months: number): string {
  const anniversary = addMonthsClamped(buyDay, months);
  const next = new Date(`${anniversary}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function valueOf(units: MilliUnits, perUnitPaise: number): number {
  return Math.round((units * perUnitPaise) / MILLI_UNITS_PER_UNIT);
}

/** Whether gains on a lot bought on `buyDay` are short term however long it is held (section 50AA). */
function isSection50AA(assetClass: GainsAssetClass, buyDay: string): boolean {
  return assetClass === 'debt_fund' && buyDay >= SECTION_50AA_FROM_DAY;
}

/** Classes one piece; null when its sale day comes before the rules Kosh knows. */
export function classifyPiece(piece: MatchedPiece, facts: SecurityTaxFacts): ClassifiedPiece | null {
  const rule = gainsRuleFor(facts.assetClass, piece.saleDay);
  if (rule === null) return null;
  const section50AA = isSection50AA(facts.assetClass, piece.buyDay);
  const from = longTermFrom(piece.buyDay, rule.longTermAfterMonths);
  const term: GainTerm = !section50AA && piece.saleDay >= from ? 'long' : 'short';
  const { rate, section } = section50AA
    ? { rate: { kind: 'slab' } as const, section: '50AA' }
    : rule[`${term}Term`];

  let cost = piece.costPaise;
  let grandfathered = false;
  let fmv2018: number | null = null;
  if (
    term === 'long' &&
    section === '112A' &&
    piece.buyDay < GRANDFATHERING_CUTOFF_DAY &&
    facts.fmv2018PerUnitPaise !== undefined
  ) {
    // Section 55(2)(ac): the higher of the cost and the lower of the 2018 value and the proceeds.
    fmv2018 = valueOf(piece.units, facts.fmv2018PerUnitPaise);
    const floor = Math.min(fmv2018, piece.proceedsPaise);
    grandfathered = floor > cost;
    cost = Math.max(cost, floor);
  }
  let indexed = false;
  if (term === 'long' && rule.indexation) {
    const bought = COST_INFLATION_INDEX[Math.max(2001, financialYearStart(piece.buyDay))];
    const sold = COST_INFLATION_INDEX[financialYearStart(piece.saleDay)];
    if (bought !== undefined && sold !== undefined) {
      cost = Math.round((cost * sold) / bought);
      indexed = sold !== bought;
    }
  }
  return {
    ...piece,
    assetClass: facts.assetClass,
    term,
    daysHeld: daysFromTo(piece.buyDay, piece.saleDay),
    longTermFrom: section50AA ? null : from,
    rate,
    section,
    costForTaxPaise: cost,
    grandfathered,
    indexed,
    fmv2018Paise: fmv2018,
    gainPaise: piece.proceedsPaise - piece.expensesPaise - cost,
  };
}
