/**
 * Calendar months as `YYYY-MM` keys (the `month_key` query key of docs/product.md#query-keys) and
 * the days they hold. Arithmetic runs on a month index, year × 12 + month − 1.
 */
import { daysInMonth } from './calendar-date';
import { isoDay } from './iso-day';

/** `YYYY-MM` with a month 01–12. */
export const MONTH_KEY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const ISO_DAY_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whether `value` is a `YYYY-MM` month key. */
export function isMonthKey(value: string): boolean {
  return MONTH_KEY_PATTERN.test(value);
}

/** `YYYY-MM` of a year (1–9999) and month (1–12). */
export function formatMonthKey(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}`;
}

/** The `YYYY-MM` key of a month index (year × 12 + month − 1). */
export function monthKeyOfIndex(index: number): string {
  const year = Math.floor(index / 12);
  return formatMonthKey(year, index - year * 12 + 1);
}

/** The `YYYY-MM` month key of an ISO day or timestamp, read as written (no zone shift). */
export function monthKeyOf(isoDayText: string): string {
  return isoDayText.slice(0, 7);
}

/** The month `count` months after `key` (negative goes back); null for a bad key or year. */
export function addMonths(key: string, count: number): string | null {
  if (!isMonthKey(key) || !Number.isInteger(count)) return null;
  const index = Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1 + count;
  const year = Math.floor(index / 12);
  return year >= 1 && year <= 9999 ? monthKeyOfIndex(index) : null;
}

/**
 * `YYYY-MM` of the month `offset` months after the month of the ISO day `isoDayText` (negative
 * goes back). Unlike {@link addMonths} it starts from a day and throws a RangeError on text that
 * is not one: callers hand it today.
 */
export function shiftMonthKey(isoDayText: string, offset: number): string {
  const match = ISO_DAY_PREFIX.exec(isoDayText);
  if (match === null) throw new RangeError(`not an ISO day: ${isoDayText}`);
  return monthKeyOfIndex(Number(match[1]) * 12 + (Number(match[2]) - 1) + offset);
}

/** The `count` months ending with `lastKey`, oldest first: `('2025-02', 3)` → Dec, Jan, Feb. */
export function monthsEndingWith(lastKey: string, count: number): string[] {
  const months: string[] = [];
  for (let back = Math.max(0, Math.floor(count)) - 1; back >= 0; back -= 1) {
    const key = addMonths(lastKey, -back);
    if (key !== null) months.push(key);
  }
  return months;
}

/** Year and month (1–12) of an ISO day's month. */
function yearMonth(day: string): [number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
}

/** The first day of the month `back` months before the month of the ISO day `day`. */
export function monthStart(day: string, back: number): string {
  const [year, month] = yearMonth(day);
  const index = year * 12 + month - 1 - back;
  return isoDay(Math.floor(index / 12), (index % 12) + 1, 1);
}

/** The last day of the month `back` months before the month of the ISO day `day`. */
export function monthEnd(day: string, back: number): string {
  const [year, month] = yearMonth(monthStart(day, back));
  return isoDay(year, month, daysInMonth(year, month));
}
