/**
 * The all-sales PDF: read back with pdf.js (what a reader's viewer does), it holds the year, the
 * totals the screen shows and every lot, with its headings on every page, in English or in Hindi.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { classifyPiece } from '@/domain/capital-gains/classify';
import { matchLots } from '@/domain/capital-gains/lots';
import type { SalesCsvPiece } from '@/domain/capital-gains/sales-csv';
import type { PdfFontFile } from '@/features/capital-gains/pdf-text';
import { type SalesPdfInput, salesPdf } from '@/features/capital-gains/sales-pdf';
import hindi from '@/i18n/catalogue/hi-IN.json';

const SHARE = 1000;

const FONT_FILES: Record<PdfFontFile, string> = {
  latinRegular: 'latin-400',
  latinBold: 'latin-700',
  devanagariRegular: 'devanagari-400',
  devanagariBold: 'devanagari-700',
};

/** The font files the browser fetches, read from the package on disk. */
async function fontFile(file: PdfFontFile): Promise<Uint8Array> {
  const name = `noto-sans-devanagari-${FONT_FILES[file]}-normal.woff`;
  return new Uint8Array(
    await readFile(join(process.cwd(), 'node_modules/@fontsource/noto-sans-devanagari/files', name)),
  );
}

const en = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
const hi = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });

/** The PDF of `list` for FY 2025-26, made on 29 Nov 2026. */
function pdf(list: SalesCsvPiece[], intl = en): Promise<Uint8Array> {
  const input: SalesPdfInput = { pieces: list, yearText: '2025-26', madeOn: '2026-11-29', intl, fontFile };
  return salesPdf(input);
}
const rupees = (r: number) => r * 100;

/** Each page's text, its items joined by one space. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(text.replace(/\s+/g, ' '));
  }
  return pages;
}

/** `count` lots of one share each, bought a day apart in 2024 and all sold on 1 Jun 2025. */
function pieces(count: number, name = 'Reliance Industries'): SalesCsvPiece[] {
  const buys = Array.from({ length: count }, (_, index) => ({
    kind: 'buy' as const,
    day: `2024-${String(4 + Math.floor(index / 28)).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    units: SHARE,
    costPaise: rupees(100_000),
  }));
  const { pieces: sold } = matchLots([
    ...buys,
    { kind: 'sell', day: '2025-06-01', units: count * SHARE, proceedsPaise: rupees(150_000) * count },
  ]);
  return sold.map((piece) => ({
    ...classifyPiece(piece, { assetClass: 'equity' })!,
    isin: 'INE002A01018',
    name,
    holding: 'Zerodha · CDSL',
  }));
}

describe('salesPdf', () => {
  it('holds the year, the totals with Indian grouping, and every lot sold', async () => {
    const [page = '', ...more] = await pageTexts(await pdf(pieces(2)));
    expect(more).toEqual([]);
    expect(page).toContain('Capital gains, financial year 2025-26: every sale with its lots');
    expect(page).toContain('Made by Kosh on 29 Nov 2026');
    // Two lots, each bought for ₹1,00,000 and sold for ₹1,50,000, held over a year.
    // The rupee sign comes from the Devanagari file, the figures from the Latin one: two text runs.
    expect(page).toContain('Short-term gains: ₹ 0.00 Long-term gains: ₹ 1,00,000.00 Lots sold: 2');
    expect(page.match(/INE002A01018/g)).toHaveLength(2);
    expect(page).toContain('2024-04-01');
    expect(page).toContain('2024-04-02');
    expect(page).toContain('1,50,000.00');
    expect(page).toContain('Page 1 of 1');
  });

  it('carries long years over pages, each with its headings and its number', async () => {
    const texts = await pageTexts(await pdf(pieces(90)));
    expect(texts.length).toBeGreaterThan(1);
    texts.forEach((text, index) => {
      expect(text).toContain('Bought on');
      expect(text).toContain(`Page ${index + 1} of ${texts.length}`);
    });
    expect(texts.join(' ').match(/INE002A01018/g)).toHaveLength(90);
  });

  it('draws names in Latin and Devanagari, and a letter neither font has as its base or "?"', async () => {
    const [page] = await pageTexts(await pdf(pieces(1, 'Société ₹ फंड ő Ω')));
    expect(page ?? '').toContain('Société ₹ फंड o ?');
  });

  it('speaks Hindi to a Hindi reader, with the same figures as in English', async () => {
    const english = await pageTexts(await pdf(pieces(2)));
    const [page = '', ...more] = await pageTexts(await pdf(pieces(2), hi));
    expect(more).toEqual([]);
    // pdf.js gives the glyphs in the order they are drawn, so a word with ि (drawn before its
    // consonant) or a reph reads back reordered; these words have neither.
    expect(page).toContain('पूंजीगत लाभ');
    expect(page).toContain('2025-26');
    expect(page).toContain('29 नव॰ 2026');
    expect(page).toContain('बेचे गए लॉट : 2');
    for (const heading of ['खाता', 'लागत', 'लाभ', 'धारा', 'दर']) expect(page).toContain(heading);
    expect(page).not.toContain('Long term');
    expect(page).toContain('पृष्ठ 1 / 1');
    const amounts = (text: string) => [...text.matchAll(/₹ (-?[0-9,.]+)/g)].map((match) => match[1]);
    expect(amounts(page)).toEqual(['0.00', '1,00,000.00']);
    expect(amounts(page)).toEqual(amounts(english[0] ?? ''));
    const figures = (text: string) => text.match(/\b[0-9][0-9,]*\.[0-9]{2}\b/g);
    expect(figures(page)).toEqual(figures(english[0] ?? ''));
    expect(page.match(/INE002A01018/g)).toHaveLength(2);
  });
});
