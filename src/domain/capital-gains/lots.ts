/**
 * First-in first-out lots: every sale is matched to the oldest units still held in the same demat
 * account (shares) or folio (mutual funds), as the income-tax department accepts for demat holdings
 * and as registrars report fund redemptions.
 *
 * Units are integer thousandths of a unit (fund units carry three decimals; a share is 1000), and
 * money is integer paise, so nothing is lost to rounding: a part of a lot takes its share of the cost
 * rounded to the paisa, and what is left of the lot keeps the rest, so costs always add up.
 */

/** Thousandths of a unit, an integer: 12.345 fund units are 12345, one share is 1000. */
export type MilliUnits = number;
export const MILLI_UNITS_PER_UNIT = 1000;

/** What happens to one security in one account, in the order it happened. */
export type LotEvent =
  | { kind: 'buy'; day: string; units: MilliUnits; costPaise: number }
  | { kind: 'sell'; day: string; units: MilliUnits; proceedsPaise: number; expensesPaise?: number }
  /** Bonus units: a lot of its own at cost zero, dated on allotment. */
  | { kind: 'bonus'; day: string; units: MilliUnits }
  /** A split: every unit held becomes `ratio` units (1:5 is 5); each lot keeps its cost and date. */
  | { kind: 'split'; day: string; ratio: number };

/** Units of one purchase (or bonus) still held, with what is left of its cost. */
export type OpenLot = { lotId: number; buyDay: string; units: MilliUnits; costPaise: number; bonus: boolean };

/** One part of a sale matched to one lot. */
export type MatchedPiece = {
  lotId: number;
  buyDay: string;
  saleDay: string;
  units: MilliUnits;
  costPaise: number;
  proceedsPaise: number;
  expensesPaise: number;
  bonus: boolean;
};

export type LotMatch = {
  pieces: MatchedPiece[];
  open: OpenLot[];
  /** Units sold beyond what the history shows as held: the history is incomplete for them. */
  unmatched: { saleDay: string; units: MilliUnits; proceedsPaise: number }[];
};

/** `total` × part / whole, rounded to the nearest integer (exact for whole = part). */
function share(total: number, part: number, whole: number): number {
  return part === whole ? total : Math.round((total * part) / whole);
}

/**
 * Matches sales to lots first in, first out. Events are taken by day; on the same day, in the
 * order given (a corporate action and a sale on one day keep their order).
 */
export function matchLots(events: readonly LotEvent[]): LotMatch {
  const ordered = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => (a.event.day === b.event.day ? a.index - b.index : a.event.day < b.event.day ? -1 : 1))
    .map(({ event }) => event);
  const open: OpenLot[] = [];
  const pieces: MatchedPiece[] = [];
  const unmatched: LotMatch['unmatched'] = [];
  let nextId = 1;
  for (const event of ordered) {
    switch (event.kind) {
      case 'buy':
      case 'bonus':
        if (event.units <= 0) break;
        open.push({
          lotId: nextId++,
          buyDay: event.day,
          units: event.units,
          costPaise: event.kind === 'buy' ? event.costPaise : 0,
          bonus: event.kind === 'bonus',
        });
        break;
      case 'split':
        for (const lot of open) lot.units = Math.round(lot.units * event.ratio);
        break;
      case 'sell': {
        let left = event.units;
        let proceedsLeft = event.proceedsPaise;
        let expensesLeft = event.expensesPaise ?? 0;
        while (left > 0 && open.length > 0) {
          const lot = open[0]!;
          const take = Math.min(left, lot.units);
          const cost = share(lot.costPaise, take, lot.units);
          const proceeds = share(proceedsLeft, take, left);
          const expenses = share(expensesLeft, take, left);
          pieces.push({
            lotId: lot.lotId,
            buyDay: lot.buyDay,
            saleDay: event.day,
            units: take,
            costPaise: cost,
            proceedsPaise: proceeds,
            expensesPaise: expenses,
            bonus: lot.bonus,
          });
          lot.units -= take;
          lot.costPaise -= cost;
          left -= take;
          proceedsLeft -= proceeds;
          expensesLeft -= expenses;
          if (lot.units === 0) open.shift();
        }
        if (left > 0) unmatched.push({ saleDay: event.day, units: left, proceedsPaise: proceedsLeft });
        break;
      }
    }
  }
  return { pieces, open, unmatched };
}
