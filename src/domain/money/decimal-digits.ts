/**
 * Exact decimal-digit arithmetic for display: dividing a double by 10^n and then truncating it
 * picks up binary error (1.15 is stored as 1.1499…), so the point is moved in the digit string instead.
 */

/** Shortest round-trip form of a number, possibly in exponent notation ("1.5e+21", "1e-7"). */
const NUMBER_TEXT = /^([0-9]+)(?:\.([0-9]+))?(?:e([+-][0-9]+))?$/;

/** A non-negative decimal as its digits before and after the point. */
export type DecimalParts = { integer: string; fraction: string };

/**
 * The decimal digits of `magnitude / 10^shift`, exactly, for a finite non-negative `magnitude`.
 * It starts from the shortest round-trip text of the number (what a person would write, so 0.29
 * stays 0.29 rather than 0.28999…). `integer` has no leading zeros (but is at least "0") and
 * `fraction` has no trailing zeros. A negative or non-finite input gives `{ integer: '0', fraction: '' }`.
 */
export function shiftedDecimalParts(magnitude: number, shift: number): DecimalParts {
  const match = NUMBER_TEXT.exec(String(magnitude));
  if (!match || !Number.isFinite(magnitude)) return { integer: '0', fraction: '' };
  const whole = match[1] ?? '';
  const digits = whole + (match[2] ?? '');
  // Where the decimal point sits inside `digits` after applying the exponent and the shift.
  const point = whole.length + Number(match[3] ?? 0) - shift;
  const padded =
    point <= 0 ? '0'.repeat(1 - point) + digits : digits + '0'.repeat(Math.max(0, point - digits.length));
  const splitAt = point <= 0 ? 1 : point;
  return {
    integer: padded.slice(0, splitAt).replace(/^0+(?=[0-9])/, ''),
    fraction: padded.slice(splitAt).replace(/0+$/, ''),
  };
}
