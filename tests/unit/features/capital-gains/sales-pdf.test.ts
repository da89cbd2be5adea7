/**
 * The all-sales PDF: read back with pdf.js (what a reader's viewer does), it holds the year, the
 * totals the screen shows and every lot, with its headings on every page.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';

import { classifyPiece } from '@/domain/capital-gains/classify';
import { matchLots } from '@/domain/capital-gains/lots';
import type { SalesCsvPiece } from '@/domain/capital-gains/sales-csv';
import { salesPdf } from '@/features/capital-gains/sales-pdf';

const SHARE = 1000;
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
    const [page = '', ...more] = await pageTexts(
      await salesPdf({ pieces: pieces(2), yearText: '2025-26', madeOn: '2026-11-29' }),
    );
    expect(more).toEqual([]);
    expect(page).toContain('Capital gains, financial year 2025-26: every sale with its lots');
    expect(page).toContain('Made by Kosh on 29 Nov 2026');
    // Two lots, each bought for ₹1,00,000 and sold for ₹1,50,000, held over a year.
    expect(page).toContain('Short-term gains: Rs. 0.00 Long-term gains: Rs. 1,00,000.00 Lots sold: 2');
    expect(page.match(/INE002A01018/g)).toHaveLength(2);
    expect(page).toContain('2024-04-01');
    expect(page).toContain('2024-04-02');
    expect(page).toContain('1,50,000.00');
    expect(page).toContain('Page 1 of 1');
  });

  it('carries long years over pages, each with its headings and its number', async () => {
    const texts = await pageTexts(
      await salesPdf({ pieces: pieces(90), yearText: '2025-26', madeOn: '2026-11-29' }),
    );
    expect(texts.length).toBeGreaterThan(1);
    texts.forEach((text, index) => {
      expect(text).toContain('Bought on');
      expect(text).toContain(`Page ${index + 1} of ${texts.length}`);
    });
    expect(texts.join(' ').match(/INE002A01018/g)).toHaveLength(90);
  });

  it('draws a name beyond the standard fonts instead of failing', async () => {
    const [page] = await pageTexts(
      await salesPdf({ pieces: pieces(1, 'Société ₹ फंड'), yearText: '2025-26', madeOn: '2026-11-29' }),
    );
    expect(page ?? '').toContain('Societe ? ???');
  });
});
