/**
 * The words of each partner error code (src/domain/aa/partner-errors.ts), in the app's language.
 * Formatted at the moment of display: a toast raised outside React (handleError, the web bridge)
 * speaks the current language through `appIntl()`; a screen passes its own `useIntl()`.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import type { PartnerErrorCode } from '@/domain/aa/partner-errors';
import { appIntl } from '@/i18n/app-intl';

export const PARTNER_ERROR_MESSAGES: Readonly<Record<PartnerErrorCode, MessageDescriptor>> = defineMessages({
  'restart-journey': {
    id: 'linking.partnerError.restartJourney',
    defaultMessage: 'Please restart the journey, faced error from partner',
  },
  'reload-app': {
    id: 'linking.partnerError.reloadApp',
    defaultMessage: 'Please reload the app and try again',
  },
  'try-later': {
    id: 'linking.partnerError.tryLater',
    defaultMessage: 'Please try again after 30 mins',
  },
  unknown: { id: 'linking.partnerError.fallback', defaultMessage: 'Something went wrong.' },
});

/** What the customer reads for a partner error code, in `intl`'s language (the app's by default). */
export function partnerErrorText(code: PartnerErrorCode, intl: IntlShape = appIntl()): string {
  return intl.formatMessage(PARTNER_ERROR_MESSAGES[code]);
}
