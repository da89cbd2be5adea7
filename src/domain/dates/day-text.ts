/**
 * Dates and times as a screen writes them, in India's calendar (IST): "5 Dec 2026", "Jun 2026",
 * "5 min ago". Pure: "now" is always passed in.
 */
import { istDayOf } from '@/domain/loans/iso-day';

import { MONTH_ABBREVIATIONS } from './calendar-names';

const ISO_DAY = /^(\d{4})-(0[1-9]|1[0-2])-(\d{2})/;
const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

function monthName(month: string): string {
  return MONTH_ABBREVIATIONS[Number(month) - 1] ?? month;
}

/** "2026-12-05" → "5 Dec 2026"; anything else is returned as given. */
export function dayMonthYearText(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  if (match === null) return isoDay;
  return `${Number(match[3])} ${monthName(match[2] ?? '')} ${match[1]}`;
}

/** "2026-12-05" → "5 Dec"; anything else is returned as given. */
export function dayMonthText(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  if (match === null) return isoDay;
  return `${Number(match[3])} ${monthName(match[2] ?? '')}`;
}

/** "2026-06" → "Jun 2026", or "Jun" with `short`; anything else is returned as given. */
export function monthKeyText(monthKey: string, short = false): string {
  const match = MONTH_KEY.exec(monthKey);
  if (match === null) return monthKey;
  const name = monthName(match[2] ?? '');
  return short ? name : `${name} ${match[1]}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an instant was, as a feed says it: "Just now", "5 min ago", "3 h ago",
 * "Yesterday", "4 days ago", then the IST date ("12 Nov", with the year when not this year).
 * An instant in the future (a clock ahead of ours) reads "Just now"; an unreadable one, as given.
 */
export function relativeTimeText(instant: string, nowMs: number): string {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return instant;
  const ago = nowMs - at;
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  const days = Math.floor(ago / DAY);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  const day = istDayOf(new Date(at));
  return day.slice(0, 4) === istDayOf(new Date(nowMs)).slice(0, 4)
    ? dayMonthText(day)
    : dayMonthYearText(day);
}
