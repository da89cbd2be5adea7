import { z } from 'zod/mini';

/**
 * Bringing in mutual funds from a mutual-fund CAS, the registrars' (CAMS, KFintech) consolidated
 * account statement, a password-protected PDF (docs/mutual-funds.md#a-mutual-fund-cas). The same
 * shape as the demat statement's upload, without a depository: the registrar is read off the file.
 */

/**
 * `POST /tracking-service/mutual-funds/cas-import`: the PDF as base64 with its password. The size
 * limit is checked on the decoded bytes (413), not by the schema, so an over-size file gets its own
 * answer.
 */
export const fundCasUploadPayloadSchema = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(64)),
  file_base64: z.string().check(z.minLength(1)),
});

/** What an import added: folios and lines, or nothing new when every line was already in. */
export const fundCasImportSchema = z.object({
  registrar: z.enum(['CAMS', 'KFINTECH']),
  /** The statement's date, `YYYY-MM-DD`. */
  statement_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** Folios on the statement that are now in the portfolio from it. */
  folios_count: z.int().check(z.nonnegative()),
  /** Transaction lines added by this upload; zero when every one was in already. */
  transactions_added: z.int().check(z.nonnegative()),
  /** True when every line of this statement was imported before: nothing was added twice. */
  already_imported: z.boolean(),
});

export type FundCasUploadPayload = z.infer<typeof fundCasUploadPayloadSchema>;
export type FundCasImport = z.infer<typeof fundCasImportSchema>;
