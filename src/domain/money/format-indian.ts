import { CRORE, DEFAULT_DECIMALS, LAKH, THOUSAND } from '@/config/constants';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';

import { shiftedDecimalParts } from './decimal-digits';
import { type Paise, paiseToRupees } from './paise';

/**
 * The minus sign every figure is written with (U+2212, not the hyphen): as wide as "+" in tabular
 * figures, so signed columns line up, and the same character wherever an amount is shown. A file
 * that spreadsheets must read as numbers swaps it for the ASCII hyphen (`sales-pdf.ts`).
 */
export const MINUS_SIGN = '\u2212';

/** Shown instead of a number for NaN and ±Infinity. */
const NOT_A_NUMBER_TEXT = '—';

/** Largest decimals honoured; more is clamped (Intl's historical limit is 20). */
const MAX_DECIMALS = 20;

/**
 * Compact units, largest first; each divisor is a power of ten (its digit count minus one is the
 * shift). The suffix is the unit's short name in each language: Hindi writes the word, spaced.
 */
const COMPACT_UNITS = [
  { divisor: CRORE, suffix: { 'en-IN': 'Cr', 'hi-IN': ' करोड़' } },
  { divisor: LAKH, suffix: { 'en-IN': 'L', 'hi-IN': ' लाख' } },
  { divisor: THOUSAND, suffix: { 'en-IN': 'K', 'hi-IN': ' हज़ार' } },
] as const;

/**
 * Options shared by the formatters: digits after the decimal point, and the language of the
 * compact units (digits stay Latin and grouping Indian in every language).
 */
export type IndianFormatOptions = { decimals?: number; locale?: AppLocale };

/** `decimals` as an integer in 0…MAX_DECIMALS; missing or NaN means DEFAULT_DECIMALS. */
function resolveDecimals(decimals: number | undefined): number {
  if (decimals === undefined || Number.isNaN(decimals)) return DEFAULT_DECIMALS;
  return Math.min(MAX_DECIMALS, Math.max(0, Math.floor(decimals)));
}

/** `en-IN` formatters by decimals: grouping is 3 digits at the end, then 2s (12,34,567). */
const formatters = new Map<number, Intl.NumberFormat>();
function indianFormatter(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/** Sign prefix: only when the shown digits are not all zero, so nothing ever reads "−0.00". */
function signFor(value: number, shown: string): string {
  return value < 0 && /[1-9]/.test(shown) ? MINUS_SIGN : '';
}

/** Full Indian grouping of |value| with exactly `decimals` digits, rounded half away from zero. */
function fullMagnitude(value: number, decimals: number): string {
  return indianFormatter(decimals).format(Math.abs(value));
}

/** |value| abbreviated with K/L/Cr, truncated (never rounded) to at most `decimals` digits. */
function compactMagnitude(value: number, decimals: number, locale: AppLocale): string {
  const magnitude = Math.abs(value);
  const unit = COMPACT_UNITS.find((candidate) => magnitude >= candidate.divisor);
  const shift = unit ? String(unit.divisor).length - 1 : 0;
  const { integer, fraction } = shiftedDecimalParts(magnitude, shift);
  const kept = fraction.slice(0, decimals).replace(/0+$/, '');
  // BigInt keeps every digit exact; the number 1e12 / 1e7 would be exact too but 1e25 / 1e7 not.
  const grouped = indianFormatter(0).format(BigInt(integer));
  return `${grouped}${kept === '' ? '' : `.${kept}`}${unit?.suffix[locale] ?? ''}`;
}

/**
 * Formats `value` with Indian digit grouping (`Intl.NumberFormat('en-IN')`) and exactly
 * `decimals` fraction digits (default DEFAULT_DECIMALS, clamped to 0–20), rounding half away from
 * zero: 1234567.891 → "12,34,567.89", -1234.5 → "−1,234.50" (MINUS_SIGN). Negative zero and
 * negatives that round to zero show without a sign ("0.00"); NaN and ±Infinity show "—".
 */
export function formatIndianNumber(value: number, options?: IndianFormatOptions): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_TEXT;
  const shown = fullMagnitude(value, resolveDecimals(options?.decimals));
  return `${signFor(value, shown)}${shown}`;
}

/**
 * Formats `value` in Indian short form: below 1,000 the plain number; from 1,000 thousands "K",
 * from 1,00,000 lakhs "L", from 1,00,00,000 crores "Cr" (crores stay grouped: 1e12 → "1,00,000Cr");
 * in Hindi the units are words: "1.5 हज़ार", "12.34 लाख", "2 करोड़".
 * At most `decimals` (default DEFAULT_DECIMALS) fraction digits are shown, trailing zeros dropped
 * ("1.5L", "2L"). Digits are TRUNCATED toward zero, never rounded, so the text never shows more
 * than the value and never jumps to the next unit: 99,999 → "99.99K", 99,99,999 → "99.99L".
 * Negatives keep the sign in front ("−1.5L"); a value shown as 0 has no sign; NaN/±Infinity → "—".
 */
export function formatIndianCompact(value: number, options?: IndianFormatOptions): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER_TEXT;
  const shown = compactMagnitude(
    value,
    resolveDecimals(options?.decimals),
    options?.locale ?? DEFAULT_LOCALE,
  );
  return `${signFor(value, shown)}${shown}`;
}

/** Options of {@link formatInr}: `compact` picks {@link formatIndianCompact} rules. */
export type InrFormatOptions = IndianFormatOptions & { compact?: boolean };

/**
 * Formats an amount in paise as rupees with the ₹ sign, by the rules of
 * {@link formatIndianNumber} (default) or {@link formatIndianCompact} (`compact: true`).
 * The minus sign goes in front of ₹: "−₹1,500.00". `formatInr(paise(123456789))` →
 * "₹12,34,567.89"; compact → "₹12.34L". NaN/±Infinity → "—" without ₹.
 */
export function formatInr(amount: Paise, options?: InrFormatOptions): string {
  const rupees = paiseToRupees(amount);
  if (!Number.isFinite(rupees)) return NOT_A_NUMBER_TEXT;
  const decimals = resolveDecimals(options?.decimals);
  const shown = options?.compact
    ? compactMagnitude(rupees, decimals, options.locale ?? DEFAULT_LOCALE)
    : fullMagnitude(rupees, decimals);
  return `${signFor(rupees, shown)}₹${shown}`;
}
