import { formatInr, MINUS_SIGN } from '@/domain/money/format-indian';
import { type Paise } from '@/domain/money/paise';
import type { AppLocale } from '@/domain/text/locale';

/** Which way an amount moved: gains and losses are told in words and signs, never by colour alone. */
type ChangeDirection = 'gain' | 'loss' | 'flat';

/** The direction of a change in paise (0 is flat). */
function changeDirection(amount: number): ChangeDirection {
  if (!Number.isFinite(amount) || amount === 0) return 'flat';
  return amount > 0 ? 'gain' : 'loss';
}

/**
 * Basis points as a signed percentage with two decimals, exact on integers: 55 → "+0.55%",
 * -174 → "−1.74%" (the minus sign, U+2212), 0 → "0.00%". Null (no base to measure from) and
 * non-finite values give "—".
 */
export function formatSignedBps(bps: number | null): string {
  if (bps === null || !Number.isFinite(bps)) return '—';
  const whole = Math.round(Math.abs(bps));
  const sign = whole === 0 ? '' : bps < 0 ? MINUS_SIGN : '+';
  const fraction = String(whole % 100).padStart(2, '0');
  return `${sign}${Math.floor(whole / 100)}.${fraction}%`;
}

/** A rupee change with its sign in front: "+₹2,196.05", "−₹9,859.55", "₹0.00". */
export function formatSignedInr(amount: Paise, compact = false, locale?: AppLocale): string {
  const text = formatInr(amount, { compact, locale });
  return amount > 0 && /[1-9]/.test(text) ? `+${text}` : text;
}

/**
 * A change as shown ("+₹2,196.05 (+0.55%)"), its direction, and the parts a spoken text is built
 * from in the app's language: `magnitude` and the unsigned `percent` (the Equity screens'
 * `useChangeText` words "Up ₹2,196.05, 0.55%" from a message, so a screen reader never has to guess
 * from a minus sign or a colour whether money was made or lost).
 */
export type ChangeText = {
  direction: ChangeDirection;
  text: string;
  magnitude: string;
  percent: string | null;
};

/** Describes a change of `amount` paise that is `bps` of its base; the text signs both figures. */
export function describeChange(
  amount: Paise,
  bps: number | null,
  compact = false,
  locale?: AppLocale,
): ChangeText {
  const direction = changeDirection(amount);
  const percent = formatSignedBps(bps);
  const signed = formatSignedInr(amount, compact, locale);
  const text = bps === null ? signed : `${signed} (${percent})`;
  const magnitude = formatInr(Math.abs(amount) as Paise);
  return {
    direction,
    text,
    magnitude,
    percent: bps === null ? null : percent.replace(/^[+\u2212]/, ''),
  };
}
