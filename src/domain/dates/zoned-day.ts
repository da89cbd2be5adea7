import { daysInMonth } from './calendar-date';
import { isoDay } from './iso-day';
import { parseIso, type ParsedIso } from './iso-parse';
import { IST_OFFSET_MINUTES, IST_TIME_ZONE } from './ist';
import { monthKeyOfIndex } from './month';

/**
 * Calendar days and months of ISO instants in a time zone, IST unless told otherwise. India has
 * one zone without daylight saving (UTC+05:30 since 1945), so the default zone takes a fast path
 * of plain arithmetic: aggregation reads tens of thousands of instants and Intl is ~50× slower.
 */

/** A calendar day; `month` is 1–12. */
export type ZonedDay = { year: number; month: number; day: number };

const MINUTES_PER_DAY = 1440;

/** Moves a valid day by `shift` days (|shift| ≤ 2 here, so one month step at most). */
function shiftDay(year: number, month: number, day: number, shift: number): ZonedDay {
  let d = day + shift;
  let m = month;
  let y = year;
  if (d < 1) {
    m -= 1;
    if (m === 0) [m, y] = [12, y - 1];
    d += daysInMonth(y, m);
  } else if (d > daysInMonth(y, m)) {
    d -= daysInMonth(y, m);
    m += 1;
    if (m === 13) [m, y] = [1, y + 1];
  }
  return { year: y, month: m, day: d };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl's calendar day of an instant in `timeZone` (any zone but IST). Throws on an unknown zone. */
function dayViaIntl(parsed: ParsedIso, offset: number, timeZone: string): ZonedDay | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const utc = new Date(0);
  utc.setUTCFullYear(parsed.year, parsed.month - 1, parsed.day);
  const epochMs = utc.getTime() + (parsed.minutes - offset) * 60_000;
  const parts = { year: 0, month: 0, day: 0 };
  for (const part of formatter.formatToParts(epochMs)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day')
      parts[part.type] = Number(part.value);
  }
  return parts.year >= 1 ? parts : null;
}

/**
 * The calendar day of an ISO instant in `timeZone`, or null when `iso` is not a valid ISO-8601
 * date or date-time. A date without a time (`2025-03-31`) is already a calendar day and a
 * date-time without a zone is read as wall-clock time in `timeZone`: neither is shifted.
 */
export function zonedDay(iso: string, timeZone: string = IST_TIME_ZONE): ZonedDay | null {
  const parsed = parseIso(iso);
  if (parsed === null) return null;
  if (parsed.offset === null) return { year: parsed.year, month: parsed.month, day: parsed.day };
  if (timeZone !== IST_TIME_ZONE) return dayViaIntl(parsed, parsed.offset, timeZone);
  const local = parsed.minutes - parsed.offset + IST_OFFSET_MINUTES;
  const shifted = shiftDay(parsed.year, parsed.month, parsed.day, Math.floor(local / MINUTES_PER_DAY));
  return shifted.year >= 1 && shifted.year <= 9999 ? shifted : null;
}

/** Two ASCII digits of `s` from `at` as a number, or -1. */
function twoDigits(s: string, at: number): number {
  const tens = s.charCodeAt(at) - 48;
  const ones = s.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

/** Minutes after midnight UTC from which the IST day is already the next one (18:30). */
const IST_NEXT_DAY_FROM = MINUTES_PER_DAY - IST_OFFSET_MINUTES;

/**
 * {@link monthIndex} in IST of an instant written as `Date.prototype.toISOString` writes it
 * (`YYYY-MM-DDTHH:MM:SS.sssZ`, as every stored `posted_at` is), without building an object: each
 * breakdown reads every row's month, and this is about twice as fast as parsing. Null for any
 * other shape or a field out of range, which the general path then reads exactly as before.
 */
function utcInstantIstMonthIndex(iso: string): number | null {
  if (
    iso.length !== 24 ||
    iso.charCodeAt(23) !== 90 || // Z
    iso.charCodeAt(4) !== 45 || // -
    iso.charCodeAt(7) !== 45 ||
    iso.charCodeAt(10) !== 84 || // T
    iso.charCodeAt(13) !== 58 || // :
    iso.charCodeAt(16) !== 58 ||
    iso.charCodeAt(19) !== 46 // .
  )
    return null;
  const century = twoDigits(iso, 0);
  const yearOfCentury = twoDigits(iso, 2);
  const month = twoDigits(iso, 5);
  const day = twoDigits(iso, 8);
  const hour = twoDigits(iso, 11);
  const minute = twoDigits(iso, 14);
  const second = twoDigits(iso, 17);
  const millis = twoDigits(iso, 20);
  const lastDigit = iso.charCodeAt(22) - 48;
  if (century < 0 || yearOfCentury < 0 || second < 0 || second > 60 || millis < 0) return null;
  if (!(lastDigit >= 0 && lastDigit <= 9) || hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  const year = century * 100 + yearOfCentury;
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const monthDays = daysInMonth(year, month);
  if (day > monthDays) return null;
  // The last evening of a month in UTC is the first morning of the next one in India.
  const nextMonth = day === monthDays && hour * 60 + minute >= IST_NEXT_DAY_FROM;
  const index = year * 12 + month - (nextMonth ? 0 : 1);
  // Years 1–9999 only, as below.
  return index < 120_000 ? index : -1;
}

/**
 * The month an instant falls in, in `timeZone` (IST by default), as a number (year × 12 + month
 * − 1) so hot loops can key Maps without building strings; -1 for an unreadable instant.
 */
export function monthIndex(iso: string, timeZone: string = IST_TIME_ZONE): number {
  if (timeZone === IST_TIME_ZONE) {
    const fast = utcInstantIstMonthIndex(iso);
    if (fast !== null) return fast;
  }
  const parsed = parseIso(iso);
  if (parsed === null) return -1;
  let index = parsed.year * 12 + parsed.month - 1;
  if (parsed.offset !== null && timeZone !== IST_TIME_ZONE) {
    const day = dayViaIntl(parsed, parsed.offset, timeZone);
    if (day === null) return -1;
    index = day.year * 12 + day.month - 1;
  } else if (parsed.offset !== null) {
    const shift = Math.floor((parsed.minutes - parsed.offset + IST_OFFSET_MINUTES) / MINUTES_PER_DAY);
    const day = parsed.day + shift;
    if (day < 1) index -= 1;
    else if (day > daysInMonth(parsed.year, parsed.month)) index += 1;
  }
  // Years 1–9999 only: a month key has four year digits.
  return index >= 12 && index < 120_000 ? index : -1;
}

/**
 * The month (`YYYY-MM`) an instant falls in, in `timeZone` (IST by default): `2025-03-31T20:00:00Z`
 * is already 1 April in India, so it belongs to `2025-04`. Null for an unreadable instant.
 */
export function monthKey(iso: string, timeZone: string = IST_TIME_ZONE): string | null {
  const index = monthIndex(iso, timeZone);
  return index < 0 ? null : monthKeyOfIndex(index);
}

/** The IST day (`YYYY-MM-DD`) an instant falls on (or its day in `timeZone`); null for an unreadable instant. */
export function istDayKey(iso: string, timeZone: string = IST_TIME_ZONE): string | null {
  const day = zonedDay(iso, timeZone);
  return day === null ? null : isoDay(day.year, day.month, day.day);
}
