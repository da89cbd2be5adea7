/**
 * Text in a PDF made with pdf-lib, in Latin and Devanagari together: Noto Sans Devanagari comes as
 * two files a weight (the Devanagari one, which also holds ₹, and the Latin one), so every text is
 * split into runs by the file that has its letters, and each run is drawn and measured with its
 * own font. fontkit shapes the Devanagari runs (conjuncts, ि before its consonant, reph) as a
 * browser does; a test renders them (tests/unit/features/capital-gains/sales-pdf.test.ts).
 */
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/** The font files the PDF draws with; the browser fetches them, a test reads them from disk. */
export type PdfFontFile = 'latinRegular' | 'latinBold' | 'devanagariRegular' | 'devanagariBold';

export type FontFileLoader = (file: PdfFontFile) => Promise<Uint8Array>;

/** One weight: its two files, each with the code points it has glyphs for. */
export type Face = {
  latin: PDFFont;
  devanagari: PDFFont;
  inLatin: ReadonlySet<number>;
  inDevanagari: ReadonlySet<number>;
};

type Fonts = { regular: Face; bold: Face };

/** A stretch of text one font draws. */
type Run = { text: string; font: PDFFont };

/** Code points that belong with the Devanagari file even where the Latin one has a glyph too. */
const DEVANAGARI: readonly (readonly [number, number])[] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];
const isDevanagari = (code: number) => DEVANAGARI.some(([from, to]) => code >= from && code <= to);
/** Spaces and punctuation: they stay in the run they are in when its font has them. */
const NEUTRAL = /[^\p{L}\p{N}\p{M}]/u;
const MARK = /\p{M}/u;

/**
 * `text` split into runs by the font that has its glyphs. A letter neither file has keeps its
 * accents' base letters (NFKD) or becomes "?": pdf-lib would otherwise draw an empty box.
 */
function runs(text: string, face: Face): Run[] {
  const out: Run[] = [];
  const add = (char: string, font: PDFFont) => {
    const last = out.at(-1);
    if (last?.font === font) last.text += char;
    else out.push({ text: char, font });
  };
  const has = (font: PDFFont, code: number) =>
    (font === face.latin ? face.inLatin : face.inDevanagari).has(code);
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    const last = out.at(-1);
    if (last && (MARK.test(char) || NEUTRAL.test(char)) && has(last.font, code)) {
      last.text += char;
    } else if (face.inDevanagari.has(code) && (isDevanagari(code) || !face.inLatin.has(code))) {
      add(char, face.devanagari);
    } else if (face.inLatin.has(code)) {
      add(char, face.latin);
    } else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      const drawable = [...base].every((each) => face.inLatin.has(each.codePointAt(0) ?? 0));
      add(drawable && base !== '' ? base : '?', face.latin);
    }
  }
  return out;
}

/** How wide `text` is at `size` points, run by run. */
export function widthOf(text: string, face: Face, size: number): number {
  return runs(text, face).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
}

type DrawOptions = { x: number; y: number; size: number; face: Face; color?: RGB };

/** `text` from `x`, each run in its font; answers the width drawn. */
export function draw(page: PDFPage, text: string, { x, y, size, face, color }: DrawOptions): number {
  let at = x;
  for (const run of runs(text, face)) {
    page.drawText(run.text, { x: at, y, size, font: run.font, ...(color ? { color } : {}) });
    at += run.font.widthOfTextAtSize(run.text, size);
  }
  return at - x;
}

/** `text`'s letters (grapheme clusters); code points where the browser has no Intl.Segmenter. */
function lettersOf(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(graphemes.segment(text), (each) => each.segment);
}

/** `text` cut to `width` points with an ellipsis, whole when it fits; never inside a letter. */
export function fitted(text: string, face: Face, size: number, width: number): string {
  if (widthOf(text, face, size) <= width) return text;
  const letters = lettersOf(text);
  while (letters.length > 1 && widthOf(`${letters.join('')}…`, face, size) > width) letters.pop();
  return `${letters.join('').trimEnd()}…`;
}

/**
 * fontkit's Devanagari shaper finds syllables with one generator compiled for
 * regenerator-runtime, which it expects as a global and does not bring: without one, drawing Hindi
 * throws. This is the little of that runtime the generator uses (a state machine driven through
 * `next`, no try or delegation), installed only when no real one is there.
 */
function provideRegeneratorRuntime() {
  const scope = globalThis as { regeneratorRuntime?: unknown };
  if (scope.regeneratorRuntime !== undefined) return;
  type Context = { prev: number; next: number | string; done: boolean; stop: () => undefined };
  scope.regeneratorRuntime = {
    mark: <F>(generator: F): F => generator,
    wrap: (step: (context: Context) => unknown) => {
      const context: Context = {
        prev: 0,
        next: 0,
        done: false,
        stop() {
          context.done = true;
          return undefined;
        },
      };
      const iterator = {
        next: () => {
          if (context.done) return { done: true, value: undefined };
          const value = step(context);
          return { done: context.done, value: context.done ? undefined : value };
        },
        [Symbol.iterator]: () => iterator,
      };
      return iterator;
    },
  };
}

/** The two weights, each of its two files, embedded in `doc`. */
export async function embedFonts(doc: PDFDocument, fontFile: FontFileLoader): Promise<Fonts> {
  provideRegeneratorRuntime();
  doc.registerFontkit(fontkit);
  const files: PdfFontFile[] = ['latinRegular', 'devanagariRegular', 'latinBold', 'devanagariBold'];
  // Subsets: only the glyphs drawn go into the file, and fontkit writes them as a TrueType font
  // (the files are WOFF2, which no PDF reader takes whole).
  const [latin, devanagari, latinBold, devanagariBold] = await Promise.all(
    files.map(async (file) => doc.embedFont(await fontFile(file), { subset: true })),
  );
  const face = (latinFont: PDFFont, devanagariFont: PDFFont): Face => ({
    latin: latinFont,
    devanagari: devanagariFont,
    inLatin: new Set(latinFont.getCharacterSet()),
    inDevanagari: new Set(devanagariFont.getCharacterSet()),
  });
  return { regular: face(latin!, devanagari!), bold: face(latinBold!, devanagariBold!) };
}
