/**
 * Calendar days written as ISO text (`YYYY-MM-DD`), the way the provider's answers, the address
 * and the sandbox's tables carry them. ISO days order as strings do. Pure: "today" is always
 * passed in, never read from a clock.
 */
import { daysInMonth } from './calendar-date';

const ISO_DAY_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;
const ISO_DAY_EXACT = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** `YYYY-MM-DD` of a year, month (1–12) and day. */
export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether `value` is exactly a real calendar day written `YYYY-MM-DD` (years 1–9999): no 31 February. */
export function isRealDay(value: string): boolean {
  const match = ISO_DAY_EXACT.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Days since 1970-01-01 of an ISO day (a longer ISO timestamp is read by its date part).
 * Throws a RangeError for text that is not a real calendar day: callers hand it stored data,
 * and a malformed row is a bug to surface, not a value to guess.
 */
export function dayNumber(isoDayText: string): number {
  const match = ISO_DAY_PREFIX.exec(isoDayText);
  if (match === null) throw new RangeError(`not an ISO day: ${isoDayText}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`not a calendar day: ${isoDayText}`);
  }
  return Math.round(ms / MS_PER_DAY);
}

/** The ISO day `n` days after 1970-01-01 (inverse of {@link dayNumber}). */
export function isoDayFromNumber(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Days from `from` to `to`, counting `to` but not `from` (the 10th to the 12th is 2): how far
 * off a due date is. Positive when `to` is later, 0 on the same day, negative when earlier.
 * Throws like {@link dayNumber} on a day that is not real.
 */
export function daysFromTo(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * Days a range covers, both ends counted (the 10th to the 12th is 3): the length of a period.
 * {@link daysFromTo} + 1; negative when `to` comes first. Reads the digits without checking them:
 * callers check the days first (see `isRealDay`).
 */
export function daysInclusive(from: string, to: string): number {
  const [fy, fm, fd] = [Number(from.slice(0, 4)), Number(from.slice(5, 7)), Number(from.slice(8, 10))];
  const [ty, tm, td] = [Number(to.slice(0, 4)), Number(to.slice(5, 7)), Number(to.slice(8, 10))];
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / MS_PER_DAY) + 1;
}

/** The day before a `YYYY-MM-DD` day. */
export function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - 1)).toISOString().slice(0, 10);
}

/**
 * The day `months` months after `date` (`YYYY-MM-DD`), on the same day of the month or, when
 * that month is shorter, on its last day (31 Jan + 1 month = 28/29 Feb). Throws a RangeError for
 * text that is not `YYYY-MM-DD` with a month 1–12 and a day 1–31.
 */
export function addMonthsClamped(date: string, months: number): string {
  const match = ISO_DAY_EXACT.exec(date);
  const [, y, m, d] = match ?? [];
  if (!match || Number(m) < 1 || Number(m) > 12 || Number(d) < 1 || Number(d) > 31) {
    throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  }
  const index = Number(y) * 12 + Number(m) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return isoDay(year, month, Math.min(Number(d), daysInMonth(year, month)));
}
