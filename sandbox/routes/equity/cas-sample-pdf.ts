import { writeLockedPdf } from '../../files/locked-pdf';
import type { CasStatement } from './cas-statement';

/**
 * Writes a sample statement for `holder`, encrypted with `password`. Runs in a file worker
 * (sandbox/files/): pdfkit draws synchronously.
 */
export function writeSampleCas(statement: CasStatement, password: string): Promise<Buffer> {
  return writeLockedPdf(password, (doc) => {
    doc.fontSize(14).text(`${statement.depository} Consolidated Account Statement`);
    doc.fontSize(10);
    doc.text(`DP ID: ${statement.dpId} | Client ID: ${statement.clientId}`);
    doc.text(`Holder: ${statement.holderName}`);
    if (statement.pan !== null) doc.text(`PAN: ${statement.pan}`);
    doc.text(`Statement date: ${statement.statementDate}`);
    doc.moveDown();
    doc.text('ISIN | Symbol | Company | Quantity | Price (Rs)');
    for (const h of statement.holdings) {
      doc.text(
        `${h.isin} | ${h.symbol} | ${h.companyName} | ${String(h.quantity)} | ${(h.pricePaise / 100).toFixed(2)}`,
      );
    }
  });
}
