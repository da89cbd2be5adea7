/**
 * Sales: the classed pieces of one security sold from one account or folio on one day, summed.
 */
import type { ClassifiedPiece, GainTerm } from './classify';

/** What one sale came to, and the pieces it is made of. */
export type SaleTotals<P extends ClassifiedPiece> = {
  key: string;
  saleDay: string;
  units: number;
  proceedsPaise: number;
  gainPaise: number;
  /** Short or long when every piece is; mixed when old and new lots went in one sale. */
  term: GainTerm | 'mixed';
  pieces: P[];
};

/**
 * The pieces grouped into sales by `keyOf` (which names the account or folio, the security and the
 * sale day), each sale headed by `headOf` its first piece; newest sale first, then by key.
 */
export function groupSales<P extends ClassifiedPiece, H extends object>(
  pieces: readonly P[],
  keyOf: (piece: P) => string,
  headOf: (piece: P) => H,
): (H & SaleTotals<P>)[] {
  const sales = new Map<string, H & SaleTotals<P>>();
  for (const piece of pieces) {
    const key = keyOf(piece);
    const sale = sales.get(key);
    if (sale === undefined) {
      sales.set(key, {
        ...headOf(piece),
        key,
        saleDay: piece.saleDay,
        units: piece.units,
        proceedsPaise: piece.proceedsPaise,
        gainPaise: piece.gainPaise,
        term: piece.term,
        pieces: [piece],
      });
    } else {
      sale.units += piece.units;
      sale.proceedsPaise += piece.proceedsPaise;
      sale.gainPaise += piece.gainPaise;
      if (sale.term !== piece.term) sale.term = 'mixed';
      sale.pieces.push(piece);
    }
  }
  return [...sales.values()].sort((a, b) =>
    a.saleDay === b.saleDay ? a.key.localeCompare(b.key) : a.saleDay < b.saleDay ? 1 : -1,
  );
}
