/**
 * What a statement upload (a CAS from NSDL or CDSL, or from CAMS or KFintech) must be before it is
 * sent and again when the sandbox reads it: a PDF, not empty, within the size limit, and opened by
 * the PAN-based password every CAS uses. Wordless: each screen words a fault in its own terms (a
 * demat statement names its depository, a fund statement its registrar).
 */

/** The largest statement accepted: a real CAS is well under 1 MB; 5 MB leaves room for long ones. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The limit in whole megabytes, for messages that write the unit in their own language. */
export const STATEMENT_MAX_MEGABYTES = STATEMENT_MAX_BYTES / (1024 * 1024);

/** Every PDF starts with these bytes (`%PDF-`). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/** Bytes to read from the start of a file for {@link isPdfMagic}. */
export const STATEMENT_HEAD_LENGTH = PDF_MAGIC.length;

/** Whether `head` (a file's first bytes) is a PDF's signature. */
export function isPdfMagic(head: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, i) => head[i] === byte);
}

/** What the picker knows about a chosen file. */
type PickedFile = { name: string; type: string; size: number };

/** What is wrong with a picked file before it is sent. */
export type StatementFileFault = 'empty' | 'not-pdf' | 'too-large';

/**
 * Why a picked file cannot be sent, or null when it can. `head` is its first bytes: a renamed image
 * with a `.pdf` name fails here, before a megabyte goes over the network.
 */
export function statementFileFault(file: PickedFile, head: Uint8Array): StatementFileFault | null {
  if (file.size === 0) return 'empty';
  // Some pickers give no type for a PDF; the bytes decide then.
  const typeOk = file.type === '' || file.type === 'application/pdf';
  if (!typeOk || !isPdfMagic(head)) return 'not-pdf';
  if (file.size > STATEMENT_MAX_BYTES) return 'too-large';
  return null;
}

/** PAN in capitals, optionally followed by the date of birth as DDMMYYYY. */
const STATEMENT_PASSWORD = /^[A-Z]{5}[0-9]{4}[A-Z]([0-9]{8})?$/;

/** What is wrong with a typed password before it is sent. */
export type StatementPasswordFault = 'missing' | 'format';

/** Why a statement password cannot be right, or null. */
export function statementPasswordFault(password: string): StatementPasswordFault | null {
  if (password === '') return 'missing';
  return STATEMENT_PASSWORD.test(password) ? null : 'format';
}
