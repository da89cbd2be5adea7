/**
 * The codes both statement imports (demat and mutual-fund) answer with for the same failures of the
 * same kind of file. Each import adds its own (a depository mismatch, a scheme Kosh does not know)
 * and words them all itself.
 */
export const STATEMENT_ERROR_CODES = {
  wrongPassword: 'CAS_WRONG_PASSWORD',
  unreadable: 'CAS_UNREADABLE',
  /** Not a statement of the kind this import reads. */
  notACas: 'CAS_NOT_RECOGNISED',
  /** The file took longer to read than any statement does (a parsing bomb). */
  tooComplex: 'CAS_TOO_COMPLEX',
  /** The file unpacks to far more than any statement does (a decompression bomb). */
  tooBigUnpacked: 'CAS_TOO_LARGE_UNPACKED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  /** Five wrong passwords for one file in 15 minutes: 429 with Retry-After. */
  tooManyPasswords: 'CAS_TOO_MANY_PASSWORDS',
  /** The statement's PAN is not the customer's (or it prints none): 422. */
  panMismatch: 'CAS_PAN_MISMATCH',
  /** A date no calendar has (2026-13-45, 31 February) or one still to come: 422. */
  badDate: 'CAS_BAD_DATE',
} as const;

/** Each import's words for a refused upload, by code and by status, and for the two other ends. */
type RefusalTexts<T> = {
  byCode: Readonly<Record<string, T>>;
  /** For a refusal without a code we know, by its HTTP status (413: the body was refused unread). */
  byStatus: Readonly<Partial<Record<number, T>>>;
  offline: T;
  serverFault: T;
};

/**
 * The text for a refused upload: the server's code in the import's words, else its status's, else
 * offline when no answer came (`status` null) and our fault when one did.
 */
export function refusalText<T>(code: string | null, status: number | null, texts: RefusalTexts<T>): T {
  const byCode = code === null ? undefined : texts.byCode[code];
  if (byCode !== undefined) return byCode;
  const byStatus = status === null ? undefined : texts.byStatus[status];
  if (byStatus !== undefined) return byStatus;
  return status === null ? texts.offline : texts.serverFault;
}
