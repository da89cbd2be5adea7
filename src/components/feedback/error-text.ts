import { ApiError, ContractError, NetworkError, TimeoutError } from '@/api/errors';
import { userMessageForError } from '@/domain/aa/partner-errors';
import { rawErrorMessage } from '@/events/report-error';

/**
 * What a failed load tells the customer, in plain words by the kind of failure: offline, too slow,
 * an answer we could not read, the server's trouble, or the mapped partner message (SPEC §8).
 */
export function errorTextOf(error: unknown): string {
  if (error instanceof NetworkError) return 'You seem to be offline. Check your connection and try again.';
  if (error instanceof TimeoutError) return 'This is taking longer than it should. Please try again.';
  if (error instanceof ContractError)
    return 'We got an answer we could not read. Please try again in a while.';
  if (error instanceof ApiError && error.statusCode >= 500) {
    return 'Our servers are having trouble right now. Please try again in a moment.';
  }
  return userMessageForError(rawErrorMessage(error));
}
