/**
 * Unrealised gains: each lot still held valued at today's price (shares) or NAV (funds), and
 * classed as if it were sold today, by the same rules as a real sale. So a lot's term, section,
 * rate and gain (with the 31 January 2018 floor for old shares) are what selling today would book,
 * and `longTermFrom` is the first day a sale would be long term (null under section 50AA).
 */
import { classifyPiece, type ClassifiedPiece, type SecurityTaxFacts } from './classify';
import { MILLI_UNITS_PER_UNIT, type OpenLot } from './lots';

/** One holding's lots at today's price, with their totals. */
export type UnrealisedHolding = {
  /** Each open lot as a sale today would class it, oldest first. */
  lots: ClassifiedPiece[];
  unitsMilli: number;
  costPaise: number;
  valuePaise: number;
  /** The gain a sale of every lot today would book (grandfathered cost where the law allows). */
  gainPaise: number;
};

/**
 * The open lots of one security in one account or folio at `pricePerUnitPaise` (a whole unit's
 * price, fractions of a paisa allowed: fund NAVs carry them), classed for a sale on `today`.
 * Lots the rules cannot class on `today` are left out.
 */
export function unrealisedHolding(
  open: readonly OpenLot[],
  pricePerUnitPaise: number,
  facts: SecurityTaxFacts,
  today: string,
): UnrealisedHolding {
  const lots: ClassifiedPiece[] = [];
  for (const lot of open) {
    const classed = classifyPiece(
      {
        lotId: lot.lotId,
        buyDay: lot.buyDay,
        saleDay: today,
        units: lot.units,
        costPaise: lot.costPaise,
        proceedsPaise: Math.round((lot.units * pricePerUnitPaise) / MILLI_UNITS_PER_UNIT),
        expensesPaise: 0,
        bonus: lot.bonus,
      },
      facts,
    );
    if (classed !== null) lots.push(classed);
  }
  const sum = (of: (lot: ClassifiedPiece) => number) => lots.reduce((total, lot) => total + of(lot), 0);
  return {
    lots,
    unitsMilli: sum((lot) => lot.units),
    costPaise: sum((lot) => lot.costPaise),
    valuePaise: sum((lot) => lot.proceedsPaise),
    gainPaise: sum((lot) => lot.gainPaise),
  };
}
