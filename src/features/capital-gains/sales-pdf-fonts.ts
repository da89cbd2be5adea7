/**
 * The sales PDF's font files, fetched from the app's own assets when the PDF is made: the Noto
 * Sans Devanagari files the Hindi screens already use (which also hold ₹) and their Latin
 * companions. Imported only with the PDF writer, so no first screen carries even their URLs; once
 * fetched, the service worker keeps them (cache first, like every font file of the app).
 */
import devanagariRegular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff?url';
import devanagariBold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff?url';
import latinRegular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff?url';
import latinBold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-700-normal.woff?url';

import type { PdfFontFile } from './pdf-text';

const URLS: Record<PdfFontFile, string> = {
  latinRegular,
  latinBold,
  devanagariRegular,
  devanagariBold,
};

/**
 * Asks for every font file once, so the worker keeps them and the PDF can be made offline later:
 * the screen calls it when it is open, online and idle. A failure is no loss: the press fetches again.
 */
export function warmPdfFonts(): void {
  for (const url of Object.values(URLS)) void fetch(url).catch(() => undefined);
}

export async function fetchedPdfFont(file: PdfFontFile): Promise<Uint8Array> {
  const response = await fetch(URLS[file]);
  if (!response.ok) throw new Error(`The PDF's font ${file} did not load (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}
