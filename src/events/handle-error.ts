/**
 * The generic error handler (SPEC §8): report the error on the bus, then tell the customer in plain
 * words through the toast of their platform. Never throws and never blocks (no `alert()`, see
 * docs/decisions/0005-toasts-not-alerts.md).
 */
import { FALLBACK_ERROR_MESSAGE, userMessageForError } from '@/domain/aa/partner-errors';
import { presentToast } from '@/native/toast';

import { reportError } from './report-error';

export type HandleErrorOptions = {
  /** Where it happened (a function, screen or flow name); reported, never shown. */
  origin: string;
  /** Whether the customer is told (a toast). Default true; false reports silently. */
  userSeen?: boolean;
};

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

/**
 * Reports `error` (`error_reported` on the bus) and, unless `userSeen` is false, shows the mapped
 * customer text as an error toast. Returns that text, e.g. for an inline error state.
 */
export function handleError(error: unknown, { origin, userSeen = true }: HandleErrorOptions): string {
  const raw = rawErrorMessage(error);
  const text = userMessageForError(raw);
  if (isAbort(error)) return text;
  reportError({
    message: raw ?? FALLBACK_ERROR_MESSAGE,
    origin,
    status_code: statusCodeOf(error),
    user_seen_error: userSeen,
  });
  if (userSeen) presentToast('error', text);
  return text;
}
