/**
 * Rules for the mutual-fund CAS upload (docs/mutual-funds.md#a-mutual-fund-cas): the checks the
 * form makes before sending and the codes the sandbox answers with. The codes and limits are the
 * demat statement's (src/domain/portfolio/broker-import.ts: the same failures of the same kind of
 * file), written out here rather than imported: that module carries the demat screens' words, and
 * reaching it from the lazy import screen would split the chunks every first screen shares. The
 * sandbox's tests hold the two to the same codes. The customer's words are the import screen's own
 * (src/features/fund-import/), so they load with that screen only.
 */

/** The largest CAS accepted, as for a demat one: a real CAS is well under 1 MB. */
const FUND_CAS_MAX_BYTES = 5 * 1024 * 1024;

/** Every PDF starts with these bytes (`%PDF-`). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/** Bytes to read from the start of a file for the signature check. */
export const FUND_CAS_HEAD_LENGTH = PDF_MAGIC.length;

/** What the picker knows about a chosen file. */
type PickedFile = { name: string; type: string; size: number };

/** The limit in whole megabytes, for messages that write the unit in their own language. */
export const FUND_CAS_MAX_MEGABYTES = FUND_CAS_MAX_BYTES / (1024 * 1024);

/** Error codes the fund CAS import answers with. */
export const FUND_CAS_ERROR_CODES = {
  wrongPassword: 'CAS_WRONG_PASSWORD',
  unreadable: 'CAS_UNREADABLE',
  /** Not a CAMS or KFintech statement (a demat CAS, any other PDF). */
  notACas: 'CAS_NOT_RECOGNISED',
  tooComplex: 'CAS_TOO_COMPLEX',
  tooBigUnpacked: 'CAS_TOO_LARGE_UNPACKED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  tooManyPasswords: 'CAS_TOO_MANY_PASSWORDS',
  panMismatch: 'CAS_PAN_MISMATCH',
  badDate: 'CAS_BAD_DATE',
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
  if (!typeOk || !PDF_MAGIC.every((byte, i) => head[i] === byte)) return 'not-pdf';
  if (file.size > FUND_CAS_MAX_BYTES) return 'too-large';
  return null;
}

/** PAN in capitals, optionally followed by the date of birth as DDMMYYYY. */
const CAS_PASSWORD = /^[A-Z]{5}[0-9]{4}[A-Z]([0-9]{8})?$/;

/** What is wrong with a typed password before it is sent, or null. */
export function fundCasPasswordFault(password: string): 'missing' | 'format' | null {
  if (password === '') return 'missing';
  return CAS_PASSWORD.test(password) ? null : 'format';
}
