import PDFDocument from 'pdfkit';

import type { AccountStatement } from '@/api/schemas/aggregator-savings';
import { daysLabel } from '@/domain/dates/periods';
import { formatIndianNumber } from '@/domain/money/format-indian';

import { statementFileName } from './statement-file-name';

// Drawn in a file worker (sandbox/files/): pdfkit lays out synchronously, and ten 12-month
// statements drawn on the request loop held every other request for 4.4 s.

/**
 * Rupees for the PDF: "Rs. 1,23,456.78". The standard PDF fonts (no font file to ship) have no ₹
 * glyph, and Indian digit grouping is what the customer's bank prints.
 */
function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  return `${sign}Rs. ${formatIndianNumber(Math.abs(paise) / 100, { decimals: 2 })}`;
}

const COLUMNS = [
  { title: 'Date', width: 62, align: 'left' },
  { title: 'Narration', width: 225, align: 'left' },
  { title: 'Debit', width: 78, align: 'right' },
  { title: 'Credit', width: 78, align: 'right' },
  { title: 'Balance', width: 80, align: 'right' },
] as const;

/** Draws one statement: header, summary, then every row (pdfkit adds pages as the table grows). */
function draw(doc: PDFKit.PDFDocument, statement: AccountStatement): void {
  const { account } = statement;
  doc.font('Helvetica-Bold').fontSize(16).text(`${account.bank_name} account statement`);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  doc.text(`${statement.holder_name} · ${account.acc_type} ${account.masked_acc_number}`);
  if (account.ifsc !== null)
    doc.text(`IFSC ${account.ifsc}${statement.branch === null ? '' : ` · ${statement.branch}`}`);
  doc.text(`Period: ${daysLabel(statement)} (Indian Standard Time)`);
  doc.moveDown();
  const summary: [string, string][] = [
    ['Opening balance', rupees(statement.opening_balance_paise)],
    [`Credits (${statement.credit_count})`, rupees(statement.total_credits_paise)],
    [`Debits (${statement.debit_count})`, rupees(statement.total_debits_paise)],
    ['Closing balance', rupees(statement.closing_balance_paise)],
  ];
  for (const [term, value] of summary) doc.text(`${term}: ${value}`);
  doc.moveDown();

  const left = doc.page.margins.left;
  const row = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i]?.width ?? 60 }));
    const height = Math.max(...heights) + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      if (column === undefined) return;
      doc.text(cell, x, top, { width: column.width - 4, align: column.align });
      x += column.width;
    });
    doc.x = left;
    doc.y = top + height;
  };
  row(
    COLUMNS.map((c) => c.title),
    true,
  );
  if (statement.rows.length === 0) doc.font('Helvetica').fontSize(10).text('No transactions in this period.');
  for (const line of statement.rows) {
    const amount = rupees(line.amount_paise);
    row(
      [
        line.value_date,
        `${line.narration}${line.reference === '' ? '' : ` (${line.reference})`}`,
        line.type === 'DEBIT' ? amount : '',
        line.type === 'CREDIT' ? amount : '',
        rupees(line.balance_paise),
      ],
      false,
    );
  }
}

/** The statement as PDF bytes, made with pdfkit. */
export function statementPdf(statement: AccountStatement, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: statementFileName(statement), Author: 'Kosh', CreationDate: createdAt },
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc, statement);
    doc.end();
  });
}
