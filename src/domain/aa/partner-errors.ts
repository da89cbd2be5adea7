/**
 * The AA partner's raw error messages and what the customer is told instead (docs/product.md#partner-errors).
 * The partner SDK throws JavaScript errors whose text is not fit for a customer; the generic error handler
 * maps them through {@link partnerErrorCode} to a code, and the screen (or the toast) words the code in
 * the app's language. Codes, not English: telemetry and comparisons do not change with the language.
 */

/** What the customer is told about a partner failure, as a code the UI maps to a message. */
export type PartnerErrorCode = 'restart-journey' | 'reload-app' | 'try-later' | 'unknown';

/**
 * The code of a failure with no message, or a message not mapped: "Something went wrong." on screen.
 * Also what a failed POST carries as its default message (src/api/request.ts), a stable machine
 * string in telemetry.
 */
export const UNKNOWN_PARTNER_ERROR: PartnerErrorCode = 'unknown';

/** Raw partner message → customer code. Keys are matched exactly (after trimming). */
const PARTNER_ERROR_MAP: ReadonlyMap<string, PartnerErrorCode> = new Map([
  // The partner's web client is torn down (null) while its socket listeners are attached: the
  // journey cannot continue on this page, so the customer must start again.
  ["Cannot read properties of null (reading 'addEventListener')", 'restart-journey'],
  ["Cannot read properties of null (reading 'removeEventListener')", 'restart-journey'],
  ["Cannot read property 'addEventListener' of null", 'restart-journey'],
  ["null is not an object (evaluating 'e.addEventListener')", 'restart-journey'],
  ['Empty response from login', 'restart-journey'],
  ['Failed to fetch', 'reload-app'],
  // The same network failure as Safari and Firefox word it.
  ['Load failed', 'reload-app'],
  ['NetworkError when attempting to fetch resource.', 'reload-app'],
  ['Invalid auth key', 'try-later'],
]);

// Browsers word the null-client error differently (Chrome, old Chrome, Safari, Firefox): any
// message about reading addEventListener off null counts as that error.
const NULL_CLIENT_LISTENER = /\bnull\b.*addEventListener|addEventListener.*\bnull\b/;

/**
 * The customer code for an error message from the partner or the network. Never throws: a
 * non-string, an empty string or an unknown message gives {@link UNKNOWN_PARTNER_ERROR}.
 */
export function partnerErrorCode(message: unknown): PartnerErrorCode {
  if (typeof message !== 'string') return UNKNOWN_PARTNER_ERROR;
  const trimmed = message.trim();
  const mapped = PARTNER_ERROR_MAP.get(trimmed);
  if (mapped !== undefined) return mapped;
  if (NULL_CLIENT_LISTENER.test(trimmed)) return 'restart-journey';
  return UNKNOWN_PARTNER_ERROR;
}
