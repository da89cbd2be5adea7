/**
 * Calendar days written as ISO text (`YYYY-MM-DD`), the way the provider's answers and the
 * sandbox's tables carry them. Pure: "today" is always passed in, never read from a clock.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const MS_PER_DAY = 86_400_000;

/**
 * Days since 1970-01-01 of an ISO day (a longer ISO timestamp is read by its date part).
 * Throws a RangeError for text that is not a real calendar day: callers hand it stored data,
 * and a malformed row is a bug to surface, not a value to guess.
 */
export function dayNumber(isoDay: string): number {
  const match = ISO_DAY.exec(isoDay);
  if (match === null) throw new RangeError(`not an ISO day: ${isoDay}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`not a calendar day: ${isoDay}`);
  }
  return Math.round(ms / MS_PER_DAY);
}

/** The ISO day `n` days after 1970-01-01 (inverse of {@link dayNumber}). */
export function isoDayFromNumber(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: positive when `to` is later, negative when earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The UTC calendar day of an instant, as `YYYY-MM-DD`. */
export function isoDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** India Standard Time is UTC+05:30 all year round (no daylight saving). */
export const IST_OFFSET_MINUTES = 330;

/**
 * The calendar day in India of an instant: what the customer calls "today", and the day a
 * transaction shows under on a statement (00:30 IST on the 1st is already the new month).
 */
export function istDayOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The `YYYY-MM` month key of an ISO day or timestamp. */
export function monthKeyOf(isoDay: string): string {
  return isoDay.slice(0, 7);
}

/** `YYYY-MM` of the month `offset` months after the month of `isoDay` (negative goes back). */
export function shiftMonthKey(isoDay: string, offset: number): string {
  const match = ISO_DAY.exec(isoDay);
  if (match === null) throw new RangeError(`not an ISO day: ${isoDay}`);
  const index = Number(match[1]) * 12 + (Number(match[2]) - 1) + offset;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The `count` month keys ending with the month of `today`, oldest first. */
export function monthKeysEnding(today: string, count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => shiftMonthKey(today, i - count + 1));
}
