import type { AccountStatement } from '@/api/schemas/aggregator-savings';

import type { CasStatement } from '../routes/equity/cas-statement';
import type { FundCasStatement } from '../routes/mutual-funds/fund-cas-statement';

/**
 * What a file worker is asked to do, and what it answers. Plain data: the jobs cross a
 * `postMessage`, so no class, no function.
 */
export type FileJob =
  /** The text lines of a CAS PDF opened with `password` (pdf.js). */
  | { kind: 'cas-text'; bytes: Uint8Array; password: string }
  /** An account statement drawn as a PDF (pdfkit). */
  | { kind: 'statement-pdf'; statement: AccountStatement; createdAt: string }
  /** The sandbox's sample CAS, encrypted with `password` (pdfkit). */
  | { kind: 'sample-cas'; statement: CasStatement; password: string }
  /** The sandbox's sample mutual-fund CAS, encrypted with `password` (pdfkit). */
  | { kind: 'sample-fund-cas'; statement: FundCasStatement; password: string };

/** A worker's first message, once its libraries are loaded: the pool then hands it a job. */
export const FILE_WORKER_READY = 'file-worker-ready';

/** Why a PDF could not be read, as the worker found it. */
export type PdfFailure = 'wrong-password' | 'unreadable' | 'not-a-cas' | 'over-memory';

/** What the pool posts to a worker: the job and its typed-array budget. */
export type FileJobMessage = { job: FileJob; typedArrayBytes: number };

export type FileJobResult =
  { ok: true; lines: string[] } | { ok: true; bytes: Uint8Array } | { ok: false; failure: PdfFailure };

/**
 * The budgets of one job. A real CAS is a few pages and reads in well under a second with a few
 * megabytes; a 12-month statement of a busy account renders in about a second. Anything beyond
 * is refused, not waited for.
 */
export const FILE_LIMITS: FileLimits = {
  /** Wall time of one job before its worker is terminated. */
  timeMs: { 'cas-text': 4_000, 'statement-pdf': 15_000, 'sample-cas': 5_000, 'sample-fund-cas': 5_000 },
  /**
   * Bytes a job may allocate in typed arrays (inflated streams, images), counted as allocated,
   * which the heap limit does not see. A real CAS allocates under 4 MB; a long statement a few more.
   */
  typedArrayBytes: {
    'cas-text': 64 * 1024 * 1024,
    'statement-pdf': 128 * 1024 * 1024,
    'sample-cas': 32 * 1024 * 1024,
    'sample-fund-cas': 32 * 1024 * 1024,
  },
  /** The worker's V8 heap (`resourceLimits`): text items, objects. */
  heapMb: 160,
  /** Jobs waiting for a worker; one more is refused as busy (503 with Retry-After). */
  queue: 16,
  /** Text a CAS may hold: a statement of hundreds of holdings is under 100 KB of text. */
  casTextChars: 1_000_000,
  /** Pages read at most: a real CAS has a handful; a huge "statement" is not one. */
  casPages: 50,
};

/** The pool's limits; tests pass smaller ones to meet each limit quickly. */
export type FileLimits = {
  timeMs: Readonly<Record<FileJob['kind'], number>>;
  typedArrayBytes: Readonly<Record<FileJob['kind'], number>>;
  heapMb: number;
  queue: number;
  casTextChars: number;
  casPages: number;
};
