import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import { ApiError, ContractError, NetworkError, TimeoutError } from '@/api/errors';
import { partnerErrorCode } from '@/domain/aa/partner-errors';
import type { FailureKind } from '@/domain/errors/failure-kind';
import { retryAfterOf, tooManyAttemptsText } from '@/domain/text/retry-after';
import { rawErrorMessage } from '@/events/report-error';
import { appIntl } from '@/i18n/app-intl';
import { PARTNER_ERROR_MESSAGES } from '@/native/partner-error-text';

/**
 * The one place a failure becomes words for the customer, by the kind of failure: offline, too
 * slow, an answer we could not read, the server's trouble, else the partner's message mapped to
 * customer text (an unknown one reads "Something went wrong."). Every screen says the same failure
 * the same way; features add only what their own answers carry (the OTP codes in linking).
 * A component passes its `useIntl()`; code without one gets the app's current language.
 */
const ERROR_MESSAGES: Record<
  | 'offline'
  | 'slow'
  | 'unreadable'
  | 'server'
  | 'fallback'
  | 'changeTimeout'
  | 'changeFailed'
  | 'changeFailedUnknown',
  MessageDescriptor
> = defineMessages({
  offline: {
    id: 'common.error.offline',
    defaultMessage: 'You seem to be offline. Check your connection and try again.',
  },
  slow: {
    id: 'common.error.slow',
    defaultMessage: 'This is taking longer than it should. Please try again.',
  },
  unreadable: {
    id: 'common.error.unreadable',
    defaultMessage: 'We got an answer we could not read. Please try again in a while.',
  },
  server: {
    id: 'common.error.server',
    defaultMessage: 'Our servers are having trouble right now. Please try again in a moment.',
  },
  fallback: { id: 'common.error.fallback', defaultMessage: 'Something went wrong.' },
  changeTimeout: {
    id: 'common.error.changeTimeout',
    defaultMessage: 'This is taking too long and may not have gone through. Please check again in a moment.',
  },
  changeFailed: {
    id: 'common.error.changeFailed',
    defaultMessage: 'We could not make this change, so nothing was changed. {reason}',
  },
  changeFailedUnknown: {
    id: 'common.error.changeFailedUnknown',
    defaultMessage: 'We could not make this change, so nothing was changed. Please try again.',
  },
});

/** The words of each failure kind; a partner's unknown failure reads "Something went wrong.". */
const FAILURE_MESSAGES: Readonly<Record<FailureKind, MessageDescriptor>> = {
  offline: ERROR_MESSAGES.offline,
  slow: ERROR_MESSAGES.slow,
  unreadable: ERROR_MESSAGES.unreadable,
  server: ERROR_MESSAGES.server,
  'restart-journey': PARTNER_ERROR_MESSAGES['restart-journey'],
  'reload-app': PARTNER_ERROR_MESSAGES['reload-app'],
  'try-later': PARTNER_ERROR_MESSAGES['try-later'],
  unknown: ERROR_MESSAGES.fallback,
};

/** The kind of a failed request: what decides the words, and what code may compare. */
export function failureKindOf(error: unknown): FailureKind {
  if (error instanceof NetworkError) return 'offline';
  if (error instanceof TimeoutError) return 'slow';
  if (error instanceof ContractError) return 'unreadable';
  if (error instanceof ApiError && error.statusCode >= 500) return 'server';
  return partnerErrorCode(rawErrorMessage(error));
}

/** What a failed request tells the customer. */
export function errorTextOf(error: unknown, intl: IntlShape = appIntl()): string {
  // Too many attempts: when to try again, from the gateway's Retry-After (docs/security.md).
  const wait = error instanceof ApiError && error.statusCode === 429 ? retryAfterOf(error.body) : null;
  if (wait !== null) {
    const text = tooManyAttemptsText(wait);
    return intl.formatMessage(text, text.values);
  }
  return intl.formatMessage(FAILURE_MESSAGES[failureKindOf(error)]);
}

/**
 * What a failed change (a POST) tells the customer: first whether anything changed. A timeout may
 * have gone through, so the customer checks before trying again; any other failure changed nothing.
 */
export function changeErrorTextOf(error: unknown, intl: IntlShape = appIntl()): string {
  const kind = failureKindOf(error);
  if (kind === 'slow') return intl.formatMessage(ERROR_MESSAGES.changeTimeout);
  return kind === 'unknown'
    ? intl.formatMessage(ERROR_MESSAGES.changeFailedUnknown)
    : intl.formatMessage(ERROR_MESSAGES.changeFailed, { reason: errorTextOf(error, intl) });
}
