/**
 * India Standard Time: the zone every Kosh day and month belongs to. India keeps UTC+05:30 all
 * year (no daylight saving since 1945), so an instant's IST day is plain arithmetic, no Intl.
 */
import { daysInMonth } from './calendar-date';
import { parseIso } from './iso-parse';

/** The zone name, for Intl and for callers that let another zone be chosen. */
export const IST_TIME_ZONE = 'Asia/Kolkata';
/** India Standard Time is UTC+05:30 all year round. */
export const IST_OFFSET_MINUTES = 330;

const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const MS_PER_DAY = 86_400_000;

/**
 * The calendar day in India of an instant, `YYYY-MM-DD`: what the customer calls "today", and the
 * day a transaction shows under on a statement (00:30 IST on the 1st is already the new month).
 */
export function istDayOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The IST calendar parts of an ISO instant (read by `Date.parse`), or null when it does not parse. */
export function istParts(iso: string): { year: number; month: number; day: number } | null {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  const shifted = new Date(ms + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The current month in India: its key (`YYYY-MM`), today's day of it, and how many days it has. */
export type IstMonthDay = { monthKey: string; day: number; daysInMonth: number };

/** The IST month and day of `instant`. */
export function istMonthDay(instant: Date): IstMonthDay {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth() + 1;
  return {
    monthKey: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`,
    day: ist.getUTCDate(),
    daysInMonth: daysInMonth(year, month),
  };
}

/**
 * The instant (`…Z`) at which an IST calendar day (`YYYY-MM-DD`) begins, for range queries over
 * stored UTC instants: `2025-04-01` begins at `2025-03-31T18:30:00.000Z`. Null for a bad date.
 */
export function istDayStartInstant(date: string): string | null {
  const parsed = date.length === 10 ? parseIso(date) : null;
  if (parsed === null) return null;
  const utc = new Date(0);
  utc.setUTCFullYear(parsed.year, parsed.month - 1, parsed.day);
  return new Date(utc.getTime() - IST_OFFSET_MS).toISOString();
}

/**
 * The UTC instant (ISO with `Z`) of `minuteOfDay` minutes after midnight IST on the day `day`
 * days after 1970-01-01 (see `dayNumber`).
 */
export function istInstant(day: number, minuteOfDay: number): string {
  return new Date(day * MS_PER_DAY + (minuteOfDay - IST_OFFSET_MINUTES) * 60_000).toISOString();
}
