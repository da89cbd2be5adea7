/**
 * Every sale of a year with its lots as a PDF to read, print or hand to an accountant: the same
 * rows and figures as the sales CSV, amounts grouped the Indian way, on A4 landscape pages with the
 * headings on each. Loaded only when the customer asks for it (pdf-lib and fontkit, with the font
 * files), and made on the device from the figures on screen, so it can never disagree with them.
 *
 * Its words are in the reader's language, from the screen's catalogue (`sales-pdf-words.ts`); the
 * CSV keeps its English headings, being a data file. The fonts every PDF reader has know no
 * Devanagari and no rupee sign, so the PDF carries its own, in English too: Noto Sans Devanagari,
 * the Hindi screens' font, its Latin and its Devanagari files (the latter holds ₹) in two weights
 * (`pdf-text.ts`). The WOFF files, not the WOFF2 the screens use: fontkit cannot write a subset from
 * WOFF2. Each is embedded as a subset of the glyphs drawn, so a year of two lots makes a file of
 * about 14 KB in English and 19 KB in Hindi. The four files (about 165 KB) are fetched on the press,
 * then kept by the service worker like the app's other font files: the first PDF needs the network.
 */
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { IntlShape } from 'react-intl';

import { SALES_COLUMNS, type SalesCsvPiece, salesRows } from '@/domain/capital-gains/sales-csv';
import { formatIndianNumber, MINUS_SIGN } from '@/domain/money/format-indian';

import { type Face, type FontFileLoader, draw, embedFonts, fitted, widthOf } from './pdf-text';
import { type SalesPdfWords, salesPdfWords } from './sales-pdf-words';

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28, margin: 36 } as const;
const SIZE = { title: 14, text: 9, cell: 7 } as const;
const ROW_HEIGHT = 11;
const GREY = rgb(0.35, 0.35, 0.35);

/** Each column's width in points (they sum to the printable width) and whether it is a figure. */
const COLUMNS: readonly { width: number; figure: boolean }[] = [
  { width: 102, figure: false }, // Holding
  { width: 120, figure: false }, // Security
  { width: 62, figure: false }, // ISIN
  { width: 48, figure: false }, // Bought on
  { width: 48, figure: false }, // Sold on
  { width: 44, figure: true }, // Units
  { width: 56, figure: true }, // Cost
  { width: 60, figure: true }, // Cost counted for tax
  { width: 56, figure: true }, // Proceeds
  { width: 56, figure: true }, // Gain
  { width: 50, figure: false }, // Term
  { width: 36, figure: false }, // Section
  { width: 30, figure: false }, // Rate
];

/**
 * Amounts for a reader: rupees with Indian grouping, two decimals (no sign for the currency), and
 * a loss with the ASCII hyphen, which a figure copied into a spreadsheet or a tax form needs.
 */
function groupedRupees(paise: number): string {
  return formatIndianNumber(paise / 100, { decimals: 2 }).replace(MINUS_SIGN, '-');
}

/** One row of cells from `y` down, figures right-aligned. */
function drawRow(page: PDFPage, cells: readonly string[], y: number, face: Face) {
  let x = PAGE.margin;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index] ?? { width: 40, figure: false };
    // Figures end 8 points before their column does, so a figure never runs into the words after it.
    const room = column.width - 8;
    const text = fitted(cell, face, SIZE.cell, room);
    const offset = column.figure ? room - widthOf(text, face, SIZE.cell) : 0;
    draw(page, text, { x: x + offset, y, size: SIZE.cell, face });
    x += column.width;
  });
}

/** The words of `text` in lines of at most `width` points. */
function wrapped(text: string, face: Face, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && widthOf(`${last} ${word}`, face, size) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** The column headings from `y` down, each wrapped in its column; answers the next row's `y`. */
function drawHeader(page: PDFPage, y: number, headings: readonly string[], face: Face): number {
  const cells = headings.map((heading, index) =>
    wrapped(heading, face, SIZE.cell, (COLUMNS[index]?.width ?? 40) - 8),
  );
  const depth = Math.max(...cells.map((lines) => lines.length));
  for (let line = 0; line < depth; line += 1) {
    drawRow(
      page,
      cells.map((lines) => lines[line] ?? ''),
      y - line * ROW_HEIGHT,
      face,
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
  /** The reader's language: the PDF's words and its date. */
  intl: IntlShape;
  /** The bytes of a font file (the browser fetches the app's own; `sales-pdf-fonts.ts`). */
  fontFile: FontFileLoader;
};

/** The rows of the CSV with the words in the reader's language; the figures untouched. */
function wordedRows(pieces: readonly SalesCsvPiece[], words: SalesPdfWords): string[][] {
  const term = SALES_COLUMNS.indexOf('Term');
  const rate = SALES_COLUMNS.indexOf('Rate');
  return salesRows(pieces, groupedRupees).map((row) =>
    row.map((cell, index) =>
      index === term && (cell === 'short' || cell === 'long')
        ? words.term(cell)
        : index === rate && cell === 'slab'
          ? words.slab
          : cell,
    ),
  );
}

/** The PDF's bytes. */
export async function salesPdf({
  pieces,
  yearText,
  madeOn,
  intl,
  fontFile,
}: SalesPdfInput): Promise<Uint8Array> {
  const words = salesPdfWords(intl);
  const doc = await PDFDocument.create();
  const title = words.title(yearText);
  doc.setTitle(title);
  doc.setLanguage(intl.locale);
  doc.setCreator('Kosh');
  doc.setProducer('Kosh');
  const fonts = await embedFonts(doc, fontFile);
  const rows = wordedRows(pieces, words);
  const sums = totals(pieces);
  const day = intl.formatDate(new Date(`${madeOn}T00:00:00Z`), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

  const pages: PDFPage[] = [];
  let page = doc.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  let y = PAGE.height - PAGE.margin - SIZE.title;
  draw(page, title, { x: PAGE.margin, y, size: SIZE.title, face: fonts.bold });
  y -= SIZE.text * 2;
  for (const line of [
    words.made(day),
    words.totals(groupedRupees(sums.short), groupedRupees(sums.long), pieces.length),
    words.note,
  ]) {
    draw(page, line, { x: PAGE.margin, y, size: SIZE.text, face: fonts.regular, color: GREY });
    y -= SIZE.text * 1.6;
  }
  y -= ROW_HEIGHT / 2;

  const header = () => {
    y = drawHeader(page, y, words.columns, fonts.bold);
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
    const label = words.page(index + 1, pages.length);
    const width = widthOf(label, fonts.regular, SIZE.cell);
    draw(each, label, {
      x: PAGE.width - PAGE.margin - width,
      y: PAGE.margin / 2,
      size: SIZE.cell,
      face: fonts.regular,
      color: GREY,
    });
  });
  return doc.save();
}
