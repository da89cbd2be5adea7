/**
 * Calendar arithmetic for the seed on whole days (days since 1970-01-01), free of time zones
 * and of the clock: the world's history is laid out backwards from the anchor date alone.
 * Times of day are Indian Standard Time (UTC+05:30), stored as UTC instants.
 */
import { monthAbbreviation } from '@/domain/dates/calendar-names';
import { addMonthsClamped } from '@/domain/loans/emi';

const MS_PER_DAY = 86_400_000;
const IST_OFFSET_MINUTES = 330;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as a count of days since 1970-01-01. */
export type Day = number;

/** The day of a `YYYY-MM-DD` date; throws on anything else, including dates that do not exist. */
export function dayOf(iso: string): Day {
  const match = ISO_DATE.exec(iso);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== iso) {
    throw new RangeError(`not a YYYY-MM-DD date: ${iso}`);
  }
  return ms / MS_PER_DAY;
}

/** `YYYY-MM-DD` of a day. */
export function isoDate(day: Day): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The UTC instant (ISO with `Z`) of `minuteOfDay` minutes after midnight IST on `day`. */
export function istInstant(day: Day, minuteOfDay: number): string {
  return new Date(day * MS_PER_DAY + (minuteOfDay - IST_OFFSET_MINUTES) * 60_000).toISOString();
}

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
export function daysInMonthOf(day: Day): number {
  const { year, month } = partsOf(day);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Short English month name in capitals as narrations print it, e.g. "NOV". */
export function monthAbbrev(day: Day): string {
  return (monthAbbreviation(partsOf(day).month) ?? '').toUpperCase();
}

/** A day as people write it in a message: "5 Dec 2025". */
export function humanDate(day: Day): string {
  const { dom, month, year } = partsOf(day);
  return `${dom} ${monthAbbreviation(month) ?? ''} ${year}`;
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
