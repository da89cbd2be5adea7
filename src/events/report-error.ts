/**
 * Puts an error report on the bus (SPEC §3 error event). The telemetry issue projects these into
 * error tracking and the frontend-webview API error endpoint; this module only states the fact.
 */
import type { ErrorReportedPayload } from './app-events';
import { emit } from './bus';

/** `Bearer abc…` and `token=…`/`authorization=…` pairs: credentials an error text may carry. */
const BEARER = /\bBearer\s+[^\s"',;]+/gi;
const TOKEN_PARAM = /\b(token|authorization)=[^&\s"',;#]+/gi;

/** Removes credentials from free text, so a report can never leak a token (SPEC §5). */
export function scrubSecrets(text: string): string {
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
