/**
 * Rules for the mutual-fund CAS upload (docs/mutual-funds.md#a-mutual-fund-cas): the file check the
 * form makes before sending and the codes the sandbox answers with. Most codes are the demat
 * statement's (the same failures of the same kind of file). The customer's words are the import
 * screen's own (src/features/fund-import/), so they load with that screen only.
 */
import {
  CAS_MAX_BYTES,
  IMPORT_ERROR_CODES,
  isPdfMagic,
  type PickedFile,
} from '@/domain/portfolio/broker-import';

/** The limit in whole megabytes, for messages that write the unit in their own language. */
export const FUND_CAS_MAX_MEGABYTES = CAS_MAX_BYTES / (1024 * 1024);

/** Error codes the fund CAS import answers with. */
export const FUND_CAS_ERROR_CODES = {
  wrongPassword: IMPORT_ERROR_CODES.wrongCasPassword,
  unreadable: IMPORT_ERROR_CODES.corruptCas,
  /** Not a CAMS or KFintech statement (a demat CAS, any other PDF). */
  notACas: IMPORT_ERROR_CODES.notACas,
  tooComplex: IMPORT_ERROR_CODES.casTooComplex,
  tooBigUnpacked: IMPORT_ERROR_CODES.casTooBigUnpacked,
  tooLarge: IMPORT_ERROR_CODES.tooLarge,
  tooManyPasswords: IMPORT_ERROR_CODES.tooManyCasPasswords,
  panMismatch: IMPORT_ERROR_CODES.casPanMismatch,
  badDate: IMPORT_ERROR_CODES.casBadDate,
  /** A scheme whose ISIN Kosh's scheme master does not know: its NAV and tax class are unknown. */
  unknownScheme: 'CAS_UNKNOWN_SCHEME',
} as const;

/** What is wrong with a picked file before it is sent. */
export type FundCasFileFault = 'empty' | 'not-pdf' | 'too-large';

/**
 * Why a picked file cannot be sent, or null when it can. `head` is its first bytes: a renamed image
 * with a `.pdf` name fails here, before a megabyte goes over the network.
 */
export function fundCasFileFault(file: PickedFile, head: Uint8Array): FundCasFileFault | null {
  if (file.size === 0) return 'empty';
  // Some pickers give no type for a PDF; the bytes decide then.
  const typeOk = file.type === '' || file.type === 'application/pdf';
  if (!typeOk || !isPdfMagic(head)) return 'not-pdf';
  if (file.size > CAS_MAX_BYTES) return 'too-large';
  return null;
}
