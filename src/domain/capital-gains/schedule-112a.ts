/**
 * Schedule 112A of ITR-2 and ITR-3: every long-term sale of listed shares and equity-oriented fund
 * units under section 112A, one row a lot, in the column order of the income-tax department's
 * bulk-upload CSV template (its headings kept letter for letter, so the utility maps them).
 */
import { csvFile, rupeesDecimal, UTF8_BOM } from '@/domain/text/csv';

import type { ClassifiedPiece } from './classify';
import { MILLI_UNITS_PER_UNIT } from './lots';
import { BUDGET_2024_DAY, GRANDFATHERING_CUTOFF_DAY } from './tax-rules';

const SCHEDULE_112A_HEADER = [
  'Share/Unit acquired(1a)',
  'Share/Unit Transferred(1b)',
  'ISIN Code(2)',
  'Name of the Share/Unit(3)',
  'No. of Shares/Units(4)',
  'Sale-price per Share/Unit(5)',
  'Full Value of Consideration(Total Sale Value)(6) = 4 * 5',
  'Cost of acquisition without indexation(7)',
  'Cost of acquisition(8)',
  'If the long term capital asset was acquired before 01.02.2018(9)',
  'Fair Market Value per share/unit as on 31st January,2018(10)',
  'Total Fair Market Value of capital asset as per section 55(2)(ac)(11) = 4 * 10',
  'Expenditure wholly and exclusively in connection with transfer(12)',
  'Total deductions(13) = 7 + 12',
  'Balance(14) = 6 - 13',
] as const;

/** A 112A piece with the security it is of. */
export type Schedule112APiece = ClassifiedPiece & {
  isin: string;
  name: string;
  fmv2018PerUnitPaise?: number;
};

/** Units with up to three decimals, no trailing zeros: 12.5, 100, 0.125. */
function unitsText(units: number): string {
  const whole = Math.floor(units / MILLI_UNITS_PER_UNIT);
  const fraction = String(units % MILLI_UNITS_PER_UNIT)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** The rows of the schedule: the long-term 112A pieces of the given list, in sale order. */
export function schedule112ARows(pieces: readonly Schedule112APiece[]): string[][] {
  return pieces
    .filter((piece) => piece.term === 'long' && piece.section === '112A')
    .toSorted((a, b) => (a.saleDay === b.saleDay ? a.lotId - b.lotId : a.saleDay < b.saleDay ? -1 : 1))
    .map((piece) => {
      const before2018 = piece.buyDay < GRANDFATHERING_CUTOFF_DAY;
      const fmvTotal = piece.fmv2018Paise;
      // (9): the lower of the 2018 value and the sale value; (7): the higher of that and the cost.
      const lowerOf = before2018 && fmvTotal !== null ? Math.min(fmvTotal, piece.proceedsPaise) : null;
      const deductions = piece.costForTaxPaise + piece.expensesPaise;
      return [
        before2018 ? 'BE' : 'AE',
        piece.saleDay < BUDGET_2024_DAY ? 'BE' : 'AE',
        piece.isin,
        piece.name,
        unitsText(piece.units),
        rupeesDecimal(Math.round((piece.proceedsPaise * MILLI_UNITS_PER_UNIT) / piece.units)),
        rupeesDecimal(piece.proceedsPaise),
        rupeesDecimal(piece.costForTaxPaise),
        rupeesDecimal(piece.costPaise),
        lowerOf === null ? '' : rupeesDecimal(lowerOf),
        before2018 && piece.fmv2018PerUnitPaise !== undefined ? rupeesDecimal(piece.fmv2018PerUnitPaise) : '',
        fmvTotal === null ? '' : rupeesDecimal(fmvTotal),
        rupeesDecimal(piece.expensesPaise),
        rupeesDecimal(deductions),
        rupeesDecimal(piece.proceedsPaise - deductions),
      ];
    });
}

/** The whole CSV file the ITR utility imports: without the byte-order mark, which would become part of its first heading. */
export function schedule112ACsv(pieces: readonly Schedule112APiece[]): string {
  return csvFile(SCHEDULE_112A_HEADER, schedule112ARows(pieces)).slice(UTF8_BOM.length);
}
