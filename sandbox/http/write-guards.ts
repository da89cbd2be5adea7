import type { FastifyReply } from 'fastify';

import { sendApiError } from './api-errors';
import type { Said } from './language';

/**
 * Checks made where data is written, so that nothing stored can later break a read: a read that
 * sums or schema-checks a stored row answers 500 for every later request, not just this one.
 */

/** Code of a name (merchant, category, budget, holding, person) made only of blanks. */
const BLANK_NAME = 'BLANK_NAME';

// Unicode white space plus the zero-width characters `trim()` keeps: a name of only these shows
// as nothing on screen, and `lower(trim(…))` in SQL would key it apart from what the customer saw.
const BLANKS = /^[\s\u200B-\u200D\u2060\uFEFF]*$/u;

/** True for a string that shows as nothing: empty, white space or zero-width characters only. */
export function isBlankName(value: string): boolean {
  return BLANKS.test(value);
}

const BLANK_TEXT = (field: string): Said => ({
  'en-IN': `${field}: must not be blank`,
  'hi-IN': `${field}: खाली नहीं हो सकता`,
});

/**
 * The first of `fields` in a raw JSON body that is a blank string, or null. Looked at before the
 * schema, so a blank name is refused for what it is (422) rather than as an unknown value (400).
 */
function blankField(body: unknown, fields: readonly string[]): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  return fields.find((field) => typeof record[field] === 'string' && isBlankName(record[field])) ?? null;
}

/** Answers 422 {@link BLANK_NAME} for `field` when it is blank in `body`; true when it answered. */
export function refusedBlank(reply: FastifyReply, body: unknown, fields: readonly string[]): boolean {
  const field = blankField(body, fields);
  if (field === null) return false;
  void sendApiError(reply, 422, BLANK_NAME, BLANK_TEXT(field));
  return true;
}

/** Code of an amount that no safe integer of paise holds (over 2^53 − 1, about ₹90 lakh crore). */
const AMOUNT_TOO_LARGE = 'AMOUNT_TOO_LARGE';

const UNSAFE_TEXT = (field: string): Said => ({
  'en-IN': `${field}: this amount is too large to be real`,
  'hi-IN': `${field}: यह रकम असली होने के लिए बहुत बड़ी है`,
});

/**
 * Answers 422 {@link AMOUNT_TOO_LARGE} when one of `fields` in a raw JSON body is a number past
 * the safe integers (JSON's 1e20 parses, but as a float that no sum of paise holds exactly); true
 * when it answered. Fractions and negatives are left to the schema's 400.
 */
export function refusedUnsafeAmount(reply: FastifyReply, body: unknown, fields: readonly string[]): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  const field = fields.find((name) => {
    const value = record[name];
    return typeof value === 'number' && Math.abs(value) > Number.MAX_SAFE_INTEGER;
  });
  if (field === undefined) return false;
  void sendApiError(reply, 422, AMOUNT_TOO_LARGE, UNSAFE_TEXT(field));
  return true;
}
