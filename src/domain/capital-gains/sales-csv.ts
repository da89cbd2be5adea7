/**
 * Every sale of a year with its lots, one row per matched piece, for the customer's own records or
 * their accountant: where it was held, what, when bought and sold, the cost the law counts, the
 * gain and how it is taxed. Headings stay English in every language, like the schedule's, so a
 * spreadsheet made from one file reads the next. The gain column adds up to the screen's short- and
 * long-term totals.
 */
import { csvFile, rupeesDecimal } from '@/domain/text/csv';

import type { ClassifiedPiece } from './classify';
import { MILLI_UNITS_PER_UNIT } from './lots';

/** A sold piece with the security it is of and the account or folio it was held in. */
export type SalesCsvPiece = ClassifiedPiece & { isin: string; name: string; holding: string };

/** The columns, in the CSV's and the PDF's order. */
export const SALES_COLUMNS = [
  'Holding',
  'Security',
  'ISIN',
  'Bought on',
  'Sold on',
  'Units',
  'Cost',
  'Cost counted for tax',
  'Proceeds',
  'Gain',
  'Term',
  'Section',
  'Rate',
] as const;

/** Thousandths of a unit as units with three decimals, or whole when whole: `1500` → `1.5`. */
function unitsText(units: number): string {
  const whole = Math.floor(units / MILLI_UNITS_PER_UNIT);
  const fraction = units % MILLI_UNITS_PER_UNIT;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`;
}

/**
 * The rows, oldest sale first, then by holding and security. Amounts are written by `money`: plain
 * decimals for a spreadsheet, grouped for a reader.
 */
export function salesRows(
  pieces: readonly SalesCsvPiece[],
  money: (paise: number) => string = rupeesDecimal,
): string[][] {
  return [...pieces]
    .sort((a, b) =>
      a.saleDay !== b.saleDay
        ? a.saleDay < b.saleDay
          ? -1
          : 1
        : `${a.holding}|${a.name}|${a.buyDay}`.localeCompare(`${b.holding}|${b.name}|${b.buyDay}`),
    )
    .map((piece) => [
      piece.holding,
      piece.name,
      piece.isin,
      piece.buyDay,
      piece.saleDay,
      unitsText(piece.units),
      money(piece.costPaise),
      money(piece.costForTaxPaise),
      money(piece.proceedsPaise),
      money(piece.gainPaise),
      piece.term,
      piece.section,
      piece.rate.kind === 'slab' ? 'slab' : `${piece.rate.basisPoints / 100}%`,
    ]);
}

/** The whole file. */
export function salesCsv(pieces: readonly SalesCsvPiece[]): string {
  return csvFile(SALES_COLUMNS, salesRows(pieces));
}
