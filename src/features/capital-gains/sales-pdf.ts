/**
 * Every sale of a year with its lots as a PDF to read, print or hand to an accountant: the same
 * rows as the sales CSV, amounts grouped the Indian way, on A4 landscape pages with the headings on
 * each. Loaded only when the customer asks for it (pdf-lib is about 180 KB), and made on the device
 * from the figures on screen, so it works offline and can never disagree with the screen.
 *
 * The text is English in every language, like the CSV's headings and the bank statements: the
 * fonts every PDF reader has (no font file shipped) have no Devanagari and no rupee sign, so
 * amounts read "Rs.".
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

import { SALES_COLUMNS, type SalesCsvPiece, salesRows } from '@/domain/capital-gains/sales-csv';
import { formatIndianNumber } from '@/domain/money/format-indian';

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28, margin: 36 } as const;
const SIZE = { title: 14, text: 9, cell: 7 } as const;
const ROW_HEIGHT = 11;
const GREY = rgb(0.35, 0.35, 0.35);

/** Each column's width in points (they sum to the printable width) and whether it is a figure. */
const COLUMNS: readonly { width: number; figure: boolean }[] = [
  { width: 110, figure: false }, // Holding
  { width: 140, figure: false }, // Security
  { width: 62, figure: false }, // ISIN
  { width: 44, figure: false }, // Bought on
  { width: 44, figure: false }, // Sold on
  { width: 44, figure: true }, // Units
  { width: 56, figure: true }, // Cost
  { width: 60, figure: true }, // Cost counted for tax
  { width: 56, figure: true }, // Proceeds
  { width: 56, figure: true }, // Gain
  { width: 30, figure: false }, // Term
  { width: 36, figure: false }, // Section
  { width: 30, figure: false }, // Rate
];

/** Amounts for a reader: rupees with Indian grouping, two decimals (no sign for the currency). */
function groupedRupees(paise: number): string {
  return formatIndianNumber(paise / 100, { decimals: 2 });
}

/**
 * What the standard fonts can draw: their WinAnsi encoding has Latin letters but nothing beyond,
 * and pdf-lib throws on anything it cannot encode. A fund or company name outside it keeps its
 * accents' base letters and loses the rest.
 */
function drawable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** `text` cut to `width` points with an ellipsis, whole when it fits. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

type Fonts = { regular: PDFFont; bold: PDFFont };

/** One row of cells from `y` down, figures right-aligned. */
function drawRow(page: PDFPage, cells: readonly string[], y: number, font: PDFFont) {
  let x = PAGE.margin;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index] ?? { width: 40, figure: false };
    // Figures end 8 points before their column does, so a figure never runs into the words after it.
    const room = column.width - 8;
    const text = fitted(drawable(cell), font, SIZE.cell, room);
    const offset = column.figure ? room - font.widthOfTextAtSize(text, SIZE.cell) : 0;
    page.drawText(text, { x: x + offset, y, size: SIZE.cell, font });
    x += column.width;
  });
}

/** The words of `text` in lines of at most `width` points. */
function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** The column headings from `y` down, each wrapped in its column; answers the next row's `y`. */
function drawHeader(page: PDFPage, y: number, font: PDFFont): number {
  const cells = SALES_COLUMNS.map((heading, index) =>
    wrapped(heading, font, SIZE.cell, (COLUMNS[index]?.width ?? 40) - 8),
  );
  const depth = Math.max(...cells.map((lines) => lines.length));
  for (let line = 0; line < depth; line += 1) {
    drawRow(
      page,
      cells.map((lines) => lines[line] ?? ''),
      y - line * ROW_HEIGHT,
      font,
    );
  }
  const below = y - (depth - 1) * ROW_HEIGHT - 4;
  page.drawLine({
    start: { x: PAGE.margin, y: below },
    end: { x: PAGE.width - PAGE.margin, y: below },
    thickness: 0.5,
    color: GREY,
  });
  return below - ROW_HEIGHT;
}

/** `2026-11-29` → `29 Nov 2026`. */
function dayText(day: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The year's totals by term, as the screen shows them. */
function totals(pieces: readonly SalesCsvPiece[]) {
  let short = 0;
  let long = 0;
  for (const piece of pieces) {
    if (piece.term === 'short') short += piece.gainPaise;
    else long += piece.gainPaise;
  }
  return { short, long };
}

export type SalesPdfInput = {
  pieces: readonly SalesCsvPiece[];
  /** The financial year, as "2024-25". */
  yearText: string;
  /** The day the file is made (YYYY-MM-DD, IST). */
  madeOn: string;
};

/** The PDF's bytes. */
export async function salesPdf({ pieces, yearText, madeOn }: SalesPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Capital gains, financial year ${yearText}: every sale with its lots`;
  doc.setTitle(title);
  doc.setCreator('Kosh');
  doc.setProducer('Kosh');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const rows = salesRows(pieces, groupedRupees);
  const sums = totals(pieces);

  const pages: PDFPage[] = [];
  let page = doc.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  let y = PAGE.height - PAGE.margin - SIZE.title;
  page.drawText(title, { x: PAGE.margin, y, size: SIZE.title, font: fonts.bold });
  y -= SIZE.text * 2;
  for (const line of [
    `Made by Kosh on ${dayText(madeOn)}, first in first out, from your linked demat accounts and mutual-fund folios.`,
    `Short-term gains: Rs. ${groupedRupees(sums.short)}    Long-term gains: Rs. ${groupedRupees(sums.long)}    Lots sold: ${pieces.length}`,
    'Amounts in rupees. Tax is before surcharge and cess; slab-rate gains are added to your income.',
  ]) {
    page.drawText(line, { x: PAGE.margin, y, size: SIZE.text, font: fonts.regular, color: GREY });
    y -= SIZE.text * 1.6;
  }
  y -= ROW_HEIGHT / 2;

  const header = () => {
    y = drawHeader(page, y, fonts.bold);
  };
  header();
  for (const row of rows) {
    if (y < PAGE.margin + ROW_HEIGHT) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      y = PAGE.height - PAGE.margin - SIZE.cell;
      header();
    }
    drawRow(page, row, y, fonts.regular);
    y -= ROW_HEIGHT;
  }

  pages.forEach((each, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    const width = fonts.regular.widthOfTextAtSize(label, SIZE.cell);
    each.drawText(label, {
      x: PAGE.width - PAGE.margin - width,
      y: PAGE.margin / 2,
      size: SIZE.cell,
      font: fonts.regular,
      color: GREY,
    });
  });
  return doc.save();
}
