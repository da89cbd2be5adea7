import { createRequire } from 'node:module';

import PDFDocument from 'pdfkit';

/**
 * The sandbox's CAS statements: it writes a sample one (encrypted with the holder's PAN, as NSDL
 * and CDSL do) and reads one back with pdf.js. The layout is the sandbox's own, one line per
 * holding (`ISIN | SYMBOL | Company | quantity | price in rupees`); a real depository statement
 * prints tables, which a production reader would parse by column positions instead.
 */

/** One holding line of a statement. */
export type CasHolding = {
  isin: string;
  symbol: string;
  companyName: string;
  quantity: number;
  pricePaise: number;
};

/** What a statement says. */
export type CasStatement = {
  depository: 'CDSL' | 'NSDL';
  dpId: string;
  clientId: string;
  holderName: string;
  statementDate: string;
  holdings: CasHolding[];
};

/** Why a statement could not be read. */
export type CasFailure = 'wrong-password' | 'unreadable' | 'not-a-cas';

/** Pages read at most: a real CAS has a handful; a huge "statement" is not one. */
const MAX_PAGES = 50;

const HEADER = /^(NSDL|CDSL) Consolidated Account Statement$/;
const ACCOUNT = /^DP ID: ([A-Z0-9]{8}) \| Client ID: ([0-9]{8,16})$/;
const HOLDER = /^Holder: (.{1,80})$/;
const DATE = /^Statement date: (\d{4}-\d{2}-\d{2})$/;
const HOLDING =
  /^([A-Z]{2}[A-Z0-9]{9}[0-9]) \| ([A-Z0-9&-]{1,20}) \| (.{1,80}) \| (\d{1,9}) \| (\d{1,9}(?:\.\d{1,2})?)$/;

/** Writes a sample statement for `holder`, encrypted with `password`. */
export function writeSampleCas(statement: CasStatement, password: string): Promise<Buffer> {
  const doc = new PDFDocument({
    userPassword: password,
    ownerPassword: `${password}-owner`,
    pdfVersion: '1.7ext3',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(14).text(`${statement.depository} Consolidated Account Statement`);
  doc.fontSize(10);
  doc.text(`DP ID: ${statement.dpId} | Client ID: ${statement.clientId}`);
  doc.text(`Holder: ${statement.holderName}`);
  doc.text(`Statement date: ${statement.statementDate}`);
  doc.moveDown();
  doc.text('ISIN | Symbol | Company | Quantity | Price (Rs)');
  for (const h of statement.holdings) {
    doc.text(
      `${h.isin} | ${h.symbol} | ${h.companyName} | ${String(h.quantity)} | ${(h.pricePaise / 100).toFixed(2)}`,
    );
  }
  doc.end();
  return done;
}

/** The part of pdf.js the reader uses. */
type PdfJs = {
  getDocument(options: Record<string, unknown>): {
    promise: Promise<{
      numPages: number;
      getPage(
        n: number,
      ): Promise<{ getTextContent(): Promise<{ items: { str?: string; hasEOL?: boolean }[] }> }>;
      destroy(): Promise<void>;
    }>;
  };
};

let pdfjs: PdfJs | null = null;

/** pdf.js, loaded on the first upload (it is large, and warns about the canvas it does not need). */
function loadPdfJs(): PdfJs {
  pdfjs ??= createRequire(import.meta.url)('pdfjs-dist/legacy/build/pdf.js') as PdfJs;
  return pdfjs;
}

/** The text lines of a PDF, or why it cannot be opened. */
async function textLines(bytes: Buffer, password: string): Promise<string[] | CasFailure> {
  let document;
  try {
    document = await loadPdfJs().getDocument({
      data: new Uint8Array(bytes),
      password,
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
    if (document.numPages > MAX_PAGES) return 'not-a-cas';
    const lines: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const page = await document.getPage(n);
      let line = '';
      for (const item of (await page.getTextContent()).items) {
        line += item.str ?? '';
        if (item.hasEOL === true) {
          lines.push(line.trim());
          line = '';
        }
      }
      if (line.trim() !== '') lines.push(line.trim());
    }
    return lines;
  } catch {
    return 'unreadable';
  } finally {
    await document.destroy();
  }
}

/** Reads a statement: its account and holdings, or why not. */
export async function readCas(bytes: Buffer, password: string): Promise<CasStatement | CasFailure> {
  const lines = await textLines(bytes, password);
  if (typeof lines === 'string') return lines;
  const header = lines.map((line) => HEADER.exec(line)).find((m) => m !== null);
  const account = lines.map((line) => ACCOUNT.exec(line)).find((m) => m !== null);
  const holder = lines.map((line) => HOLDER.exec(line)).find((m) => m !== null);
  const date = lines.map((line) => DATE.exec(line)).find((m) => m !== null);
  const holdings = lines.flatMap((line): CasHolding[] => {
    const m = HOLDING.exec(line);
    if (m === null) return [];
    const [, isin = '', symbol = '', companyName = '', quantity = '0', price = '0'] = m;
    return [
      { isin, symbol, companyName, quantity: Number(quantity), pricePaise: Math.round(Number(price) * 100) },
    ];
  });
  if (!header || !account || !date || holdings.length === 0 || holdings.some((h) => h.quantity <= 0)) {
    return 'not-a-cas';
  }
  return {
    depository: header[1] === 'NSDL' ? 'NSDL' : 'CDSL',
    dpId: account[1] ?? '',
    clientId: account[2] ?? '',
    holderName: holder?.[1] ?? '',
    statementDate: date[1] ?? '',
    holdings,
  };
}
