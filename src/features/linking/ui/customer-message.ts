import { ApiError, NetworkError, TimeoutError } from '@/api/errors';
import { FALLBACK_ERROR_MESSAGE, userMessageForError } from '@/domain/aa/partner-errors';

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
 * What the customer reads for a failure: partner errors mapped through SPEC §8's table, OTP and
 * consent answers in plain words, network trouble as "reload", anything else the fallback.
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
  if (error instanceof NetworkError) return userMessageForError('Failed to fetch');
  if (error instanceof TimeoutError) return 'This is taking longer than usual. Please try again.';
  if (error instanceof ApiError && error.statusCode >= 500) return 'Our servers are busy. Please try again.';
  return FALLBACK_ERROR_MESSAGE;
}
