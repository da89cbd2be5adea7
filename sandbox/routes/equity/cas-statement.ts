import type { FileWorkers } from '../../files/file-workers';

/**
 * The sandbox's CAS statements: what one says, and how its text lines are read (pdf.js extracts
 * them in a file worker, `sandbox/files/`; the sample is written there too, cas-sample-pdf.ts). The layout is the sandbox's own, one line per
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
  /** The holder's PAN as printed, or null when the statement prints none. */
  pan: string | null;
  /** As printed (`YYYY-MM-DD`): checked to be a real day before anything is imported (cas-checks.ts). */
  statementDate: string;
  holdings: CasHolding[];
};

/**
 * Why a statement could not be read: the file's own problems, and the worker's budgets (too much
 * memory once unpacked, too long to read, every worker busy).
 */
export type CasFailure = 'wrong-password' | 'unreadable' | 'not-a-cas' | 'over-memory' | 'over-time' | 'busy';

const HEADER = /^(NSDL|CDSL) Consolidated Account Statement$/;
const ACCOUNT = /^DP ID: ([A-Z0-9]{8}) \| Client ID: ([0-9]{8,16})$/;
const HOLDER = /^Holder: (.{1,80})$/;
const PAN = /^PAN: ([A-Z]{5}[0-9]{4}[A-Z])$/;
const DATE = /^Statement date: (\d{4}-\d{2}-\d{2})$/;
const HOLDING =
  /^([A-Z]{2}[A-Z0-9]{9}[0-9]) \| ([A-Z0-9&-]{1,20}) \| (.{1,80}) \| (\d{1,9}) \| (\d{1,9}(?:\.\d{1,2})?)$/;

/** Reads a statement: its account and holdings, or why not. */
export async function readCas(
  files: FileWorkers,
  bytes: Buffer,
  password: string,
): Promise<CasStatement | CasFailure> {
  const outcome = await files.run({ kind: 'cas-text', bytes: new Uint8Array(bytes), password });
  if (outcome.status !== 'done') return outcome.status;
  if (!outcome.result.ok) return outcome.result.failure;
  if (!('lines' in outcome.result)) return 'unreadable';
  return casFromLines(outcome.result.lines);
}

/** A statement from its text lines, or 'not-a-cas'. */
function casFromLines(lines: readonly string[]): CasStatement | 'not-a-cas' {
  const header = lines.map((line) => HEADER.exec(line)).find((m) => m !== null);
  const account = lines.map((line) => ACCOUNT.exec(line)).find((m) => m !== null);
  const holder = lines.map((line) => HOLDER.exec(line)).find((m) => m !== null);
  const date = lines.map((line) => DATE.exec(line)).find((m) => m !== null);
  const pan = lines.map((line) => PAN.exec(line)).find((m) => m !== null);
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
    pan: pan?.[1] ?? null,
    statementDate: date[1] ?? '',
    holdings,
  };
}
