import type { FUND_TRANSACTION_KINDS } from '@/api/schemas/mutual-funds';

import type { FileWorkers } from '../../files/file-workers';
import type { CasFailure } from '../equity/cas-statement';

/**
 * The sandbox's mutual-fund CAS: what one says, and how its text lines are read (pdf.js extracts
 * them in a file worker, `sandbox/files/`, the same job as the demat statement's; the sample is
 * written there too, fund-cas-sample-pdf.ts). The layout is the sandbox's own, one fact a line:
 *
 *     CAMS Consolidated Account Statement        (or "KFintech Consolidated Account Statement")
 *     Holder: Priya Nair
 *     PAN: BNZPN4821K
 *     Statement date: 2026-01-15
 *     Folio: 91234567/12 | AMC: PPFAS Mutual Fund
 *     ISIN: INF879O01027 | Parag Parikh Flexi Cap Fund - Direct Plan - Growth
 *     2025-01-10 | Purchase | 10000.00 | 123.456 | 81.0012
 *     2025-01-10 | Stamp Duty | 0.50 | 0.000 | 0.0000
 *
 * A transaction line is `date | kind | amount in rupees | units (three decimals) | NAV in rupees
 * (four decimals)` and belongs to the ISIN line above it, which belongs to the folio line above
 * that. Kinds: Purchase, SIP, Redemption, Switch In, Switch Out, IDCW Reinvest, Stamp Duty. Any
 * other line (page headers, totals) is skipped. A real registrar statement prints tables, which a
 * production reader would parse by column positions instead.
 */

type FundKind = (typeof FUND_TRANSACTION_KINDS)[number];

/** One transaction line. */
export type FundCasLine = {
  day: string;
  kind: FundKind;
  amountPaise: number;
  unitsMilli: number;
  navHundredthPaise: number;
};

/** One scheme of a folio, with its lines in statement order. */
type FundCasScheme = { isin: string; name: string; lines: FundCasLine[] };

type FundCasFolio = { folioNumber: string; amc: string; schemes: FundCasScheme[] };

/** What a statement says. */
export type FundCasStatement = {
  registrar: 'CAMS' | 'KFINTECH';
  holderName: string;
  /** The holder's PAN as printed, or null when the statement prints none. */
  pan: string | null;
  /** As printed (`YYYY-MM-DD`): checked to be a real day before anything is imported. */
  statementDate: string;
  folios: FundCasFolio[];
};

/** The kinds as printed, to the contract's. */
export const PRINTED_KINDS: Readonly<Record<string, FundKind>> = {
  Purchase: 'purchase',
  SIP: 'sip',
  Redemption: 'redemption',
  'Switch In': 'switch_in',
  'Switch Out': 'switch_out',
  'IDCW Reinvest': 'dividend_reinvest',
  'Stamp Duty': 'stamp_duty',
};

const HEADER = /^(CAMS|KFintech) Consolidated Account Statement$/;
const HOLDER = /^Holder: (.{1,80})$/;
const PAN = /^PAN: ([A-Z]{5}[0-9]{4}[A-Z])$/;
const DATE = /^Statement date: (\d{4}-\d{2}-\d{2})$/;
const FOLIO = /^Folio: ([A-Za-z0-9/]{1,30}) \| AMC: (.{1,80})$/;
const SCHEME = /^ISIN: (INF[A-Z0-9]{8}[0-9]) \| (.{1,120})$/;
// Bounded digits keep every figure a safe integer once in paise, milli-units and hundredths of a paisa.
const LINE =
  /^(\d{4}-\d{2}-\d{2}) \| (Purchase|SIP|Redemption|Switch In|Switch Out|IDCW Reinvest|Stamp Duty) \| (\d{1,11}\.\d{2}) \| (\d{1,11}\.\d{3}) \| (\d{1,7}\.\d{4})$/;

/** Reads a statement: its folios and lines, or why not. */
export async function readFundCas(
  files: FileWorkers,
  bytes: Buffer,
  password: string,
): Promise<FundCasStatement | CasFailure> {
  const outcome = await files.run({ kind: 'cas-text', bytes: new Uint8Array(bytes), password });
  if (outcome.status !== 'done') return outcome.status;
  if (!outcome.result.ok) return outcome.result.failure;
  if (!('lines' in outcome.result)) return 'unreadable';
  return fundCasFromLines(outcome.result.lines);
}

/** "81.0012" → 810012: the digits without the point (the regex fixed how many follow it). */
const scaled = (printed: string): number => Number(printed.replace('.', ''));

/**
 * A statement from its text lines, or 'not-a-cas': no header, no date, no line at all, or a line
 * with no scheme or folio above it (a demat CAS or any other PDF fails here).
 */
function fundCasFromLines(lines: readonly string[]): FundCasStatement | 'not-a-cas' {
  const header = lines.map((line) => HEADER.exec(line)).find((m) => m !== null);
  const holder = lines.map((line) => HOLDER.exec(line)).find((m) => m !== null);
  const date = lines.map((line) => DATE.exec(line)).find((m) => m !== null);
  const pan = lines.map((line) => PAN.exec(line)).find((m) => m !== null);
  if (!header || !date) return 'not-a-cas';
  const folios: FundCasFolio[] = [];
  let folio: FundCasFolio | null = null;
  let scheme: FundCasScheme | null = null;
  for (const text of lines) {
    const f = FOLIO.exec(text);
    if (f !== null) {
      folio = { folioNumber: f[1] ?? '', amc: (f[2] ?? '').trim(), schemes: [] };
      folios.push(folio);
      scheme = null;
      continue;
    }
    const s = SCHEME.exec(text);
    if (s !== null) {
      if (folio === null) return 'not-a-cas';
      scheme = { isin: s[1] ?? '', name: (s[2] ?? '').trim(), lines: [] };
      folio.schemes.push(scheme);
      continue;
    }
    const l = LINE.exec(text);
    if (l === null) continue;
    if (scheme === null) return 'not-a-cas';
    const [, day = '', printedKind = '', amount = '0.00', units = '0.000', nav = '0.0000'] = l;
    const kind = PRINTED_KINDS[printedKind];
    if (kind === undefined) return 'not-a-cas';
    scheme.lines.push({
      day,
      kind,
      amountPaise: scaled(amount),
      unitsMilli: scaled(units),
      navHundredthPaise: scaled(nav),
    });
  }
  const schemes = folios.flatMap((each) => each.schemes);
  if (schemes.length === 0 || schemes.some((each) => each.lines.length === 0)) return 'not-a-cas';
  return {
    registrar: header[1] === 'CAMS' ? 'CAMS' : 'KFINTECH',
    holderName: holder?.[1] ?? '',
    pan: pan?.[1] ?? null,
    statementDate: date[1] ?? '',
    folios,
  };
}
