import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import { ApiError, NetworkError, TimeoutError } from '@/api/errors';
import { errorTextOf } from '@/components/feedback/error-text';
import { appIntl } from '@/i18n/app-intl';

/**
 * Money refusals in plain words, each with what to do next, by the server's error code. Every one
 * says whether money moved: a customer who is not sure pays twice.
 */
const PAYMENT_TEXT: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  INSUFFICIENT_FUNDS: {
    id: 'components.payment.error.insufficientFunds',
    defaultMessage:
      'Your bank account does not have enough balance for this payment. No money was taken: add funds or pay a smaller amount.',
  },
  BANK_DOWN: {
    id: 'components.payment.error.bankDown',
    defaultMessage:
      'Your bank is not answering right now. No money was taken; please try again in a few minutes.',
  },
  GATEWAY_TIMEOUT: {
    id: 'components.payment.error.gatewayTimeout',
    defaultMessage:
      'The payment gateway took too long to answer, so the payment may have gone through. Press Pay again: it picks up this same payment and never charges twice.',
  },
  QUOTE_CHANGED: {
    id: 'components.payment.error.quoteChanged',
    defaultMessage:
      'The amount due has changed since you saw it. No money was taken: go back and open it again to see the new amount.',
  },
  AMOUNT_ABOVE_MAXIMUM: {
    id: 'components.payment.error.amountAboveMaximum',
    defaultMessage:
      'That is more than you can pay on this card: at most the total due plus unbilled spends. No money was taken.',
  },
  REPAYMENT_ABOVE_OUTSTANDING: {
    id: 'components.payment.error.repaymentAboveOutstanding',
    defaultMessage:
      'That is more than you still owe, counting repayments already on their way. No money was taken: go back and open it again to see what is left.',
  },
  NOTHING_TO_PAY: {
    id: 'components.payment.error.nothingToPay',
    defaultMessage: 'This card has nothing to pay yet. No money was taken.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    id: 'components.payment.error.idempotencyKeyReused',
    defaultMessage:
      'This payment was already sent with different details. No second payment was made: close this and start again.',
  },
});

/** Lost on the way back: the POST may have reached the bank, and the same key makes a retry safe. */
const ANSWER_LOST = defineMessage({
  id: 'components.payment.error.answerLost',
  defaultMessage:
    'We lost the connection before the answer came, so the payment may have gone through. Press Pay again when you are online: it picks up this same payment and never charges twice.',
});

function codeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const code = (error.body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : null;
}

/** What a failed money-moving POST tells the customer. */
export function paymentErrorTextOf(error: unknown, intl: IntlShape = appIntl()): string {
  if (error instanceof NetworkError || error instanceof TimeoutError) return intl.formatMessage(ANSWER_LOST);
  const code = codeOf(error);
  const known = code !== null && Object.hasOwn(PAYMENT_TEXT, code) ? PAYMENT_TEXT[code] : undefined;
  return known === undefined ? errorTextOf(error, intl) : intl.formatMessage(known);
}
