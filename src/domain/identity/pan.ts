/**
 * Permanent Account Number (PAN) checks (docs/product.md#pan): five letters, four digits, one check letter.
 * The 4th letter is the holder type and the last is a check letter; only the shape is validated here.
 */

/** Anchored 5-4-1 pattern; the AA XSDs use the same shape. */
const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/**
 * Whether `value` is a well-formed PAN: exactly five uppercase letters, four digits and one
 * uppercase letter. No trimming and no lowercase: normalise input first with {@link normalizePanInput}.
 */
export function isValidPan(value: string): boolean {
  return PAN_PATTERN.test(value);
}

/**
 * Normalises what a user types into a PAN field: uppercases and removes all whitespace, so
 * "abcde 1234 f" becomes "ABCDE1234F". The result is not validated.
 */
export function normalizePanInput(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}
