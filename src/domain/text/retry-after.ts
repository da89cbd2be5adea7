import { defineText, type Text } from './message';

/**
 * "Too many attempts. Try again in 2 minutes.": what a limited attempt's 429 tells the customer
 * (docs/security.md lists the limits). The gateway says how long in `retry_after_s`; the text
 * rounds it up to whole minutes, since a countdown in seconds only invites retrying at once.
 */
export function tooManyAttemptsText(retryAfterS: number): Text {
  return defineText({
    id: 'common.error.tooManyAttempts',
    defaultMessage: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    values: { minutes: Math.max(1, Math.ceil(retryAfterS / 60)) },
  });
}

/** `retry_after_s` of an error body, when it carries a positive whole number of seconds. */
export function retryAfterOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const seconds = (error as { retry_after_s?: unknown }).retry_after_s;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}
