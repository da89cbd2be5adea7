/**
 * Calendar arithmetic for the seed on whole days (days since 1970-01-01), free of time zones
 * and of the clock: the world's history is laid out backwards from the anchor date alone.
 * Times of day are Indian Standard Time (UTC+05:30), stored as UTC instants.
 */
import { daysInMonth } from '@/domain/dates/calendar-date';
import { monthAbbreviation } from '@/domain/dates/calendar-names';
import { dayMonthYearText } from '@/domain/dates/day-text';
import { addMonthsClamped, dayNumber, isoDayFromNumber, isRealDay } from '@/domain/dates/iso-day';

// The seed counts in day numbers; the calendar's rules (IST, month lengths) come from the app's.
export { istInstant } from '@/domain/dates/ist';

const MS_PER_DAY = 86_400_000;

/** A day as a count of days since 1970-01-01. */
export type Day = number;

/** The day of a `YYYY-MM-DD` date; throws on anything else, including dates that do not exist. */
export function dayOf(iso: string): Day {
  if (!isRealDay(iso)) throw new RangeError(`not a YYYY-MM-DD date: ${iso}`);
  return dayNumber(iso);
}

/** `YYYY-MM-DD` of a day. */
export const isoDate: (day: Day) => string = isoDayFromNumber;

/** Parts of a day: year, month 1–12, day of month 1–31, weekday 0 (Sunday)–6. */
export function partsOf(day: Day): { year: number; month: number; dom: number; weekday: number } {
  const date = new Date(day * MS_PER_DAY);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    dom: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/** The day `months` months after `day`, on the same day of the month or that month's last. */
export function addMonths(day: Day, months: number): Day {
  return dayOf(addMonthsClamped(isoDate(day), months));
}

/** The day in the month of `day` with day-of-month `dom` (clamped to the month's end). */
export function dayInMonth(day: Day, dom: number): Day {
  return day - partsOf(day).dom + Math.min(dom, daysInMonthOf(day));
}

/** Days in the month that contains `day`. */
function daysInMonthOf(day: Day): number {
  const { year, month } = partsOf(day);
  return daysInMonth(year, month);
}

/** Short English month name in capitals as narrations print it, e.g. "NOV". */
export function monthAbbrev(day: Day): string {
  return (monthAbbreviation(partsOf(day).month) ?? '').toUpperCase();
}

/** A day as people write it in a message: "5 Dec 2025". */
export function humanDate(day: Day): string {
  return dayMonthYearText(isoDate(day));
}

/** The first day of each month from the month of `from` to the month of `to`, in order. */
export function monthStarts(from: Day, to: Day): Day[] {
  const starts: Day[] = [];
  for (let start = from - partsOf(from).dom + 1; start <= to; start = addMonths(start, 1)) starts.push(start);
  return starts;
}

/** The last Monday–Friday on or before `day`. */
export function workingDayOnOrBefore(day: Day): Day {
  const { weekday } = partsOf(day);
  if (weekday === 0) return day - 2;
  if (weekday === 6) return day - 1;
  return day;
}
