/**
 * Puts an error report on the bus (the `error_reported` event). Telemetry projects these into error
 * tracking and the frontend-webview API error endpoint; this module only states the fact and decides
 * what the customer is told, as a code. Wording that code in the app's language and showing it (a
 * toast) is the host bridge's job: src/native/handle-error.ts.
 */
import { partnerErrorCode, UNKNOWN_PARTNER_ERROR, type PartnerErrorCode } from '@/domain/aa/partner-errors';

import type { ErrorReportedPayload } from './app-events';
import { emit } from './bus';

/** `Bearer abc…` and `token=…`/`authorization=…` pairs: credentials an error text may carry. */
const BEARER = /\bBearer\s+[^\s"',;]+/gi;
const TOKEN_PARAM = /\b(token|authorization)=[^&\s"',;#]+/gi;

/** Removes credentials from free text, so a report can never leak a token. */
function scrubSecrets(text: string): string {
  return text.replace(BEARER, 'Bearer [redacted]').replace(TOKEN_PARAM, '$1=[redacted]');
}

/** Emits `error_reported` with the page's pathname and the message scrubbed of credentials. */
export function reportError(report: Omit<ErrorReportedPayload, 'pathname'>): void {
  emit('error_reported', {
    ...report,
    message: scrubSecrets(report.message),
    pathname: window.location.pathname,
  });
}

/**
 * The raw message of anything thrown: an Error's message, a string, or the `message` (or
 * `error.message`) of an error body. Undefined when there is none that is a string.
 */
export function rawErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as { message?: unknown; error?: { message?: unknown } };
  if (typeof record.message === 'string' && record.message !== '') return record.message;
  if (typeof record.error?.message === 'string') return record.error.message;
  return undefined;
}

/** The HTTP status an error carries (`ApiError`, or a failed body with `statusCode`), else null. */
function statusCodeOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { statusCode } = error as { statusCode?: unknown };
  return typeof statusCode === 'number' ? statusCode : null;
}

/** An abort is the caller changing its mind (navigation, unmount), not a failure. */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export type ReportFailureOptions = {
  /** Where it happened (a function, screen or flow name); reported, never shown. */
  origin: string;
  /** Whether the customer is told. Default true; false reports silently. */
  userSeen?: boolean;
};

/**
 * What a failure means for the customer: what to tell (a code the UI words in the app's language),
 * and whether to tell it at all.
 */
export type FailureReport = { code: PartnerErrorCode; tell: boolean };

/**
 * Reports `error` (`error_reported` on the bus, unless it is an abort) and returns the mapped
 * customer code, with `tell` false for an abort or a silent report. A failure without a message is
 * reported by that code (a machine string), never by English words.
 */
export function reportFailure(
  error: unknown,
  { origin, userSeen = true }: ReportFailureOptions,
): FailureReport {
  const raw = rawErrorMessage(error);
  const code = partnerErrorCode(raw);
  if (isAbort(error)) return { code, tell: false };
  reportError({
    message: raw ?? UNKNOWN_PARTNER_ERROR,
    origin,
    status_code: statusCodeOf(error),
    user_seen_error: userSeen,
  });
  return { code, tell: userSeen };
}
