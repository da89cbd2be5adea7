/**
 * The AA partner's raw error messages and what the customer is told instead (docs/product.md#partner-errors).
 * The partner SDK throws JavaScript errors whose text is not fit for a customer; the generic error handler
 * maps them through {@link userMessageForError}.
 */

import { defineText, type Text } from '../text/message';

/** The customer texts, with their catalogue ids, so a screen can show them in the app's language. */
export const PARTNER_ERROR_TEXTS = {
  fallback: defineText({ id: 'linking.partnerError.fallback', defaultMessage: 'Something went wrong.' }),
  restartJourney: defineText({
    id: 'linking.partnerError.restartJourney',
    defaultMessage: 'Please restart the journey, faced error from partner',
  }),
  reloadApp: defineText({
    id: 'linking.partnerError.reloadApp',
    defaultMessage: 'Please reload the app and try again',
  }),
  tryLater: defineText({
    id: 'linking.partnerError.tryLater',
    defaultMessage: 'Please try again after 30 mins',
  }),
} as const;

/** What the customer sees when the partner's message is missing, not a string or not mapped. */
export const FALLBACK_ERROR_MESSAGE = PARTNER_ERROR_TEXTS.fallback.defaultMessage;

const RESTART_JOURNEY = PARTNER_ERROR_TEXTS.restartJourney.defaultMessage;
const RELOAD_APP = PARTNER_ERROR_TEXTS.reloadApp.defaultMessage;

/** Raw partner message → customer text. Keys are matched exactly (after trimming). */
export const PARTNER_ERROR_MESSAGES: ReadonlyMap<string, string> = new Map([
  // The partner's web client is torn down (null) while its socket listeners are attached: the
  // journey cannot continue on this page, so the customer must start again.
  ["Cannot read properties of null (reading 'addEventListener')", RESTART_JOURNEY],
  ["Cannot read properties of null (reading 'removeEventListener')", RESTART_JOURNEY],
  ["Cannot read property 'addEventListener' of null", RESTART_JOURNEY],
  ["null is not an object (evaluating 'e.addEventListener')", RESTART_JOURNEY],
  ['Empty response from login', RESTART_JOURNEY],
  ['Failed to fetch', RELOAD_APP],
  // The same network failure as Safari and Firefox word it.
  ['Load failed', RELOAD_APP],
  ['NetworkError when attempting to fetch resource.', RELOAD_APP],
  ['Invalid auth key', PARTNER_ERROR_TEXTS.tryLater.defaultMessage],
]);

// Browsers word the null-client error differently (Chrome, old Chrome, Safari, Firefox): any
// message about reading addEventListener off null counts as that error.
const NULL_CLIENT_LISTENER = /\bnull\b.*addEventListener|addEventListener.*\bnull\b/;

/**
 * The customer-facing text for an error message from the partner or the network. Never throws:
 * a non-string, an empty string or an unknown message gives {@link FALLBACK_ERROR_MESSAGE}.
 */
export function userMessageForError(message: unknown): string {
  if (typeof message !== 'string') return FALLBACK_ERROR_MESSAGE;
  const trimmed = message.trim();
  const mapped = PARTNER_ERROR_MESSAGES.get(trimmed);
  if (mapped !== undefined) return mapped;
  if (NULL_CLIENT_LISTENER.test(trimmed)) return RESTART_JOURNEY;
  return FALLBACK_ERROR_MESSAGE;
}

/**
 * The customer text of {@link userMessageForError} as a catalogue {@link Text}, for screens that show
 * it in the app's language. Its English is the same string.
 */
export function userTextForError(message: unknown): Text {
  return textOfCustomerMessage(userMessageForError(message)) ?? PARTNER_ERROR_TEXTS.fallback;
}

/** The catalogue text whose English is `english` (a customer message from this file), or null. */
export function textOfCustomerMessage(english: string): Text | null {
  return Object.values(PARTNER_ERROR_TEXTS).find((text) => text.defaultMessage === english) ?? null;
}
