import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

import type { PdfFailure } from './file-jobs';
import { FILE_LIMITS } from './file-jobs';

type PdfJs = typeof PdfJsModule;

let pdfjs: Promise<PdfJs> | null = null;

/** pdf.js (its legacy build, the one for Node), loaded once per worker, before its first job. */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= (async (): Promise<PdfJs> => {
    // pdf.js parses in its "worker" half, which in Node it imports on the first getDocument; loaded
    // here and handed over as `globalThis.pdfjsWorker` (its documented hook), the first job is not
    // charged for that import.
    const parser: unknown = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = parser;
    return await import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjs;
}

/**
 * The text lines of a PDF, or why it cannot be opened. Runs in a file worker only: pdf.js parses
 * on whatever thread calls it.
 */
export async function pdfTextLines(bytes: Uint8Array, password: string): Promise<string[] | PdfFailure> {
  const pdf = await loadPdfJs();
  let document;
  try {
    document = await pdf.getDocument({
      data: bytes,
      password,
      // Defence in depth against font-program injection (CVE-2024-4367 and its kind).
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    // PasswordException: code 1 = a password is needed, 2 = the one given is wrong.
    return (error as { name?: string }).name === 'PasswordException' ? 'wrong-password' : 'unreadable';
  }
  try {
    if (document.numPages > FILE_LIMITS.casPages) return 'not-a-cas';
    const lines: string[] = [];
    let chars = 0;
    for (let n = 1; n <= document.numPages; n += 1) {
      const page = await document.getPage(n);
      let line = '';
      for (const item of (await page.getTextContent()).items) {
        // Marked-content markers carry no text.
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line.trim());
          chars += line.length;
          line = '';
        }
      }
      if (line.trim() !== '') lines.push(line.trim());
      chars += line.length;
      // A statement has a few thousand characters a page; megabytes of text are no statement.
      if (chars > FILE_LIMITS.casTextChars) return 'not-a-cas';
    }
    return lines;
  } catch {
    return 'unreadable';
  } finally {
    await document.destroy();
  }
}
