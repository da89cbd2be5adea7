import { writeLockedPdf } from '../../files/locked-pdf';
import { type FundCasLine, type FundCasStatement, PRINTED_KINDS } from './fund-cas-statement';

const KIND_PRINTED = new Map(Object.entries(PRINTED_KINDS).map(([printed, kind]) => [kind, printed]));

/** 810012 with 4 decimals → "81.0012": integers printed as the statement's decimals, never a float. */
function decimals(value: number, places: number): string {
  const digits = String(value).padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

function printed(line: FundCasLine): string {
  return [
    line.day,
    KIND_PRINTED.get(line.kind) ?? 'Purchase',
    decimals(line.amountPaise, 2),
    decimals(line.unitsMilli, 3),
    decimals(line.navHundredthPaise, 4),
  ].join(' | ');
}

/**
 * Writes a sample mutual-fund CAS in the layout of fund-cas-statement.ts, encrypted with
 * `password`. Runs in a file worker (sandbox/files/): pdfkit draws synchronously.
 */
export function writeSampleFundCas(statement: FundCasStatement, password: string): Promise<Buffer> {
  return writeLockedPdf(password, (doc) => {
    const registrar = statement.registrar === 'CAMS' ? 'CAMS' : 'KFintech';
    doc.fontSize(14).text(`${registrar} Consolidated Account Statement`);
    doc.fontSize(10);
    doc.text(`Holder: ${statement.holderName}`);
    if (statement.pan !== null) doc.text(`PAN: ${statement.pan}`);
    doc.text(`Statement date: ${statement.statementDate}`);
    for (const folio of statement.folios) {
      doc.moveDown();
      doc.text(`Folio: ${folio.folioNumber} | AMC: ${folio.amc}`);
      for (const scheme of folio.schemes) {
        doc.text(`ISIN: ${scheme.isin} | ${scheme.name}`);
        doc.text('Date | Transaction | Amount (Rs) | Units | NAV (Rs)');
        for (const line of scheme.lines) doc.text(printed(line));
      }
    }
  });
}
