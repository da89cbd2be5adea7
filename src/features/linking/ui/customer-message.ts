import { ApiError } from '@/api/errors';
import { errorTextOf } from '@/components/feedback/error-text';
import { userMessageForError } from '@/domain/aa/partner-errors';

/** The error code of an AA answer (`{error:{code}}`), if any. */
export function aaErrorCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { error?: { code?: unknown } } | null;
  return typeof body?.error?.code === 'string' ? body.error.code : null;
}

/** Attempts left after a wrong OTP, when the answer says. */
export function attemptsLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { error?: { attempts_left?: unknown } } | null;
  return typeof body?.error?.attempts_left === 'number' ? body.error.attempts_left : null;
}

/**
 * What the customer reads for a failure in linking: the partner's error mapped to customer text, the
 * OTP and consent answers in plain words, and every other failure as the app words it everywhere.
 */
export function customerMessage(error: unknown): string {
  const code = aaErrorCode(error);
  if (code === 'PARTNER_ERROR') return userMessageForError((error as ApiError).message);
  if (code === 'INVALID_OTP') {
    const left = attemptsLeftOf(error);
    return left === null
      ? 'That OTP is incorrect. Please check and try again.'
      : `That OTP is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`;
  }
  if (code === 'OTP_LOCKED') return 'Too many incorrect attempts. Please ask for a new OTP.';
  if (code === 'OTP_EXPIRED') return 'This OTP has expired. Please ask for a new one.';
  if (code === 'ACCOUNT_ALREADY_LINKED') return 'This account is already tracked. Untick it and try again.';
  if (code === 'CONSENT_STATE') return 'This linking request has moved on. Please start again.';
  return errorTextOf(error);
}
