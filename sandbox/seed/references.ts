/**
 * Reference numbers shaped like the real ones, drawn from the PRNG: UPI/IMPS RRNs (12 digits:
 * last digit of the year, day of the year, hour, sequence), NEFT UTRs (IFSC bank code, N, year,
 * day of the year, sequence), NACH UMRNs, terminal ids.
 */
import { type Day, dayOf, partsOf } from './dates';
import type { Prng } from './prng';

function dayOfYear(day: Day): string {
  const { year } = partsOf(day);
  return String(day - dayOf(`${year}-01-01`) + 1).padStart(3, '0');
}

/** A 12-digit retrieval reference number of a UPI or IMPS payment at `minute` (IST) of `day`. */
export function rrn(rng: Prng, day: Day, minute: number): string {
  const hour = String(Math.floor(minute / 60) % 24).padStart(2, '0');
  return `${partsOf(day).year % 10}${dayOfYear(day)}${hour}${rng.digits(6)}`;
}

/** A 22-character NEFT UTR of the sending bank (`HDFC`, `CITI`, …). */
export function utr(rng: Prng, bankCode: string, day: Day): string {
  return `${bankCode}N${partsOf(day).year}${dayOfYear(day)}${rng.digits(8)}`;
}

/** A NACH mandate reference (UMRN-like: bank code + 16 digits). */
export function umrn(rng: Prng, bankCode: string): string {
  return `${bankCode}${rng.digits(16)}`;
}

/** A v4-UUID-shaped id (link references, consent ids). */
export function uuid(rng: Prng): string {
  const hex = rng.hex(32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** `value` left-padded with zeros to `width`. */
export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
