import type { FastifyReply } from 'fastify';

import { isPdfMagic, STATEMENT_MAX_BYTES } from '@/domain/statements/statement-file';
import { STATEMENT_ERROR_CODES } from '@/domain/statements/statement-refusals';

import { sendApiError } from '../http/api-errors';
import type { Said } from '../http/language';

/** Base64 of {@link STATEMENT_MAX_BYTES} plus the JSON around it: larger bodies are refused unread (413). */
export const STATEMENT_BODY_LIMIT = Math.ceil(STATEMENT_MAX_BYTES / 3) * 4 + 64 * 1024;

/** Wrong passwords allowed for one statement file in {@link STATEMENT_PASSWORD_WINDOW_MS}. */
export const STATEMENT_PASSWORD_ATTEMPTS = 5;
export const STATEMENT_PASSWORD_WINDOW_MS = 15 * 60_000;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * An uploaded statement's bytes, checked as both CAS imports check them (base64, the size limit on
 * the decoded bytes, a PDF's signature), or null once the refusal is sent in the import's `said`.
 */
export function statementBytes(
  reply: FastifyReply,
  fileBase64: string,
  said: { tooLarge: Said; notPdf: Said },
): Buffer | null {
  if (!BASE64.test(fileBase64)) {
    void sendApiError(reply, 400, 'BAD_REQUEST', 'file_base64: not base64');
    return null;
  }
  const bytes = Buffer.from(fileBase64, 'base64');
  if (bytes.length > STATEMENT_MAX_BYTES) {
    void sendApiError(reply, 413, STATEMENT_ERROR_CODES.tooLarge, said.tooLarge);
    return null;
  }
  if (!isPdfMagic(bytes)) {
    void sendApiError(reply, 422, STATEMENT_ERROR_CODES.unreadable, said.notPdf);
    return null;
  }
  return bytes;
}
