import { ApiError, ContractError, NetworkError, TimeoutError } from '@/api/errors';
import { FALLBACK_ERROR_MESSAGE, userMessageForError } from '@/domain/aa/partner-errors';
import { rawErrorMessage } from '@/events/report-error';

/**
 * The one place a failure becomes words for the customer, by the kind of failure: offline, too
 * slow, an answer we could not read, the server's trouble, else the partner's message mapped to
 * customer text (an unknown one reads "Something went wrong."). Every screen says the same failure
 * the same way; features add only what their own answers carry (the OTP codes in linking).
 */
export const ERROR_TEXT = {
  offline: 'You seem to be offline. Check your connection and try again.',
  slow: 'This is taking longer than it should. Please try again.',
  unreadable: 'We got an answer we could not read. Please try again in a while.',
  server: 'Our servers are having trouble right now. Please try again in a moment.',
} as const;

/** What a failed request tells the customer. */
export function errorTextOf(error: unknown): string {
  if (error instanceof NetworkError) return ERROR_TEXT.offline;
  if (error instanceof TimeoutError) return ERROR_TEXT.slow;
  if (error instanceof ContractError) return ERROR_TEXT.unreadable;
  if (error instanceof ApiError && error.statusCode >= 500) return ERROR_TEXT.server;
  return userMessageForError(rawErrorMessage(error));
}

/**
 * What a failed change (a POST) tells the customer: first whether anything changed. A timeout may
 * have gone through, so the customer checks before trying again; any other failure changed nothing.
 */
export function changeErrorTextOf(error: unknown): string {
  if (error instanceof TimeoutError) {
    return 'This is taking too long and may not have gone through. Please check again in a moment.';
  }
  const reason = errorTextOf(error);
  return `We could not make this change, so nothing was changed. ${reason === FALLBACK_ERROR_MESSAGE ? 'Please try again.' : reason}`;
}
