import { stableIndex } from '@/domain/text/stable-pick';

/**
 * The letters on a bank's round avatar, for lists where a logo would cost a download: what people
 * call the bank, not a mechanical first-two-letters. "HDFC Bank" → "HDFC", "State Bank of India" →
 * "SBI", "Kotak Mahindra Bank" → "KMB", "Axis Bank" → "AB".
 */

/** Words that never give a letter: "Bank of Baroda" is "BB", not "BOB". */
const FILLERS: ReadonlySet<string> = new Set(['of', 'the', 'and', 'ltd', 'limited', 'co', 'pvt', 'plc']);

/** Longest acronym kept whole ("ICICI", "HDFC", "IDFC"); longer capitals are not an acronym. */
const MAX_ACRONYM = 5;
/** At most this many initials from separate words. */
const MAX_INITIALS = 3;

/** Capitals only (2–5 letters): an acronym the bank is already known by. */
function isAcronym(word: string): boolean {
  return word.length >= 2 && word.length <= MAX_ACRONYM && /^[A-Z]+$/.test(word);
}

/**
 * The avatar letters of a bank's name: its leading acronym when it has one, else the capitalised
 * initials of up to three meaningful words, else "?" for an empty name. Never throws.
 */
export function bankInitials(name: string): string {
  const words = (typeof name === 'string' ? name : '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !FILLERS.has(word.toLowerCase()));
  const first = words[0];
  if (first === undefined) return '?';
  if (isAcronym(first)) return first;
  const initials = words
    .slice(0, MAX_INITIALS)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return words.length === 1 ? first.slice(0, 2).toUpperCase() : initials;
}

/**
 * A stable hue (0–359) for a bank's avatar from its FIP id, so each bank keeps its colour across
 * screens and reloads without a colour table to maintain.
 */
export function avatarHue(key: string): number {
  return stableIndex(key, 360);
}
