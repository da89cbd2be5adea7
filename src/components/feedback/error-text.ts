import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import { ApiError, ContractError, NetworkError, TimeoutError } from '@/api/errors';
import { FALLBACK_ERROR_MESSAGE, userMessageForError } from '@/domain/aa/partner-errors';
import type { Text } from '@/domain/text/message';
import { retryAfterOf, tooManyAttemptsText } from '@/domain/text/retry-after';
import { rawErrorMessage } from '@/events/report-error';
import { appIntl } from '@/i18n/app-intl';

/**
 * The one place a failure becomes words for the customer, by the kind of failure: offline, too
 * slow, an answer we could not read, the server's trouble, else the partner's message mapped to
 * customer text (an unknown one reads "Something went wrong."). Every screen says the same failure
 * the same way; features add only what their own answers carry (the OTP codes in linking).
 * A component passes its `useIntl()`; code without one gets the app's current language.
 */
export const ERROR_MESSAGES: Record<
  | 'offline'
  | 'slow'
  | 'unreadable'
  | 'server'
  | 'fallback'
  | 'changeTimeout'
  | 'changeFailed'
  | 'changeFailedUnknown',
  MessageDescriptor & { defaultMessage: string }
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

/** The English words, for tests and callers that compare. */
export const ERROR_TEXT = {
  offline: ERROR_MESSAGES.offline.defaultMessage,
  slow: ERROR_MESSAGES.slow.defaultMessage,
  unreadable: ERROR_MESSAGES.unreadable.defaultMessage,
  server: ERROR_MESSAGES.server.defaultMessage,
} as const;

/** What a failed request tells the customer. */
export function errorTextOf(error: unknown, intl: IntlShape = appIntl()): string {
  if (error instanceof NetworkError) return intl.formatMessage(ERROR_MESSAGES.offline);
  if (error instanceof TimeoutError) return intl.formatMessage(ERROR_MESSAGES.slow);
  if (error instanceof ContractError) return intl.formatMessage(ERROR_MESSAGES.unreadable);
  if (error instanceof ApiError && error.statusCode >= 500) return intl.formatMessage(ERROR_MESSAGES.server);
  const wait = error instanceof ApiError && error.statusCode === 429 ? retryAfterOf(error.body) : null;
  if (wait !== null) {
    const text = tooManyAttemptsText(wait);
    return intl.formatMessage(text, text.values);
  }
  return partnerText(userMessageForError(rawErrorMessage(error)), intl);
}

/** The partner's failure in words: a catalogue text as it is worded, the unknown one as ours. */
function partnerText(partner: string | Text, intl: IntlShape): string {
  if (typeof partner !== 'string') return intl.formatMessage(partner, partner.values);
  return partner === FALLBACK_ERROR_MESSAGE ? intl.formatMessage(ERROR_MESSAGES.fallback) : partner;
}

/**
 * What a failed change (a POST) tells the customer: first whether anything changed. A timeout may
 * have gone through, so the customer checks before trying again; any other failure changed nothing.
 */
export function changeErrorTextOf(error: unknown, intl: IntlShape = appIntl()): string {
  if (error instanceof TimeoutError) return intl.formatMessage(ERROR_MESSAGES.changeTimeout);
  const reason = errorTextOf(error, intl);
  return reason === intl.formatMessage(ERROR_MESSAGES.fallback)
    ? intl.formatMessage(ERROR_MESSAGES.changeFailedUnknown)
    : intl.formatMessage(ERROR_MESSAGES.changeFailed, { reason });
}
