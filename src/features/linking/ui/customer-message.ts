import { defineMessages, type IntlShape } from 'react-intl';

import { ApiError } from '@/api/errors';
import { errorTextOf, failureKindOf } from '@/components/feedback/error-text';
import { partnerErrorCode } from '@/domain/aa/partner-errors';
import { partnerErrorText } from '@/native/partner-error-text';

/** The AA answers the customer can act on, in plain words, by their error code. */
const CODE_TEXT = defineMessages({
  OTP_LOCKED: {
    id: 'linking.error.otpLocked',
    defaultMessage: 'Too many incorrect attempts. Please ask for a new OTP.',
  },
  OTP_EXPIRED: {
    id: 'linking.error.otpExpired',
    defaultMessage: 'This OTP has expired. Please ask for a new one.',
  },
  ACCOUNT_ALREADY_LINKED: {
    id: 'linking.error.alreadyLinked',
    defaultMessage: 'This account is already tracked. Untick it and try again.',
  },
  CONSENT_STATE: {
    id: 'linking.error.consentState',
    defaultMessage: 'This linking request has moved on. Please start again.',
  },
});

/** The error code of an AA answer (`{error:{code}}`), if any. */
export function aaErrorCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { error?: { code?: unknown } } | null;
  return typeof body?.error?.code === 'string' ? body.error.code : null;
}

/** Attempts left after a wrong OTP, when the answer says. */
function attemptsLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { error?: { attempts_left?: unknown } } | null;
  return typeof body?.error?.attempts_left === 'number' ? body.error.attempts_left : null;
}

/**
 * What the customer reads for a failure in linking, in the app's language: the partner's error mapped
 * to customer text, the OTP and consent answers in plain words, and every other failure as the app
 * words it everywhere.
 */
export function customerMessage(error: unknown, intl: IntlShape): string {
  const code = aaErrorCode(error);
  if (code === 'PARTNER_ERROR') return partnerErrorText(partnerErrorCode((error as ApiError).message), intl);
  if (code === 'INVALID_OTP') {
    const left = attemptsLeftOf(error);
    return left === null
      ? intl.formatMessage({
          id: 'linking.error.otpIncorrect',
          defaultMessage: 'That OTP is incorrect. Please check and try again.',
        })
      : intl.formatMessage(
          {
            id: 'linking.error.otpIncorrectLeft',
            defaultMessage: 'That OTP is incorrect. {left, plural, one {# attempt} other {# attempts}} left.',
          },
          { left },
        );
  }
  if (code !== null && Object.hasOwn(CODE_TEXT, code)) {
    return intl.formatMessage(CODE_TEXT[code as keyof typeof CODE_TEXT]);
  }
  // Every other failure as the app words it everywhere; an unknown one in linking's own words.
  const kind = failureKindOf(error);
  return kind === 'unknown' ? partnerErrorText(kind, intl) : errorTextOf(error, intl);
}
