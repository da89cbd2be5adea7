/**
 * Dates and times as a screen writes them, in India's calendar (IST): "5 Dec 2026", "Jun 2026",
 * "5 min ago"; in Hindi "5 दिसंबर 2026", "जून 2026", "5 मिनट पहले" (month names and relative
 * times from Intl, digits Latin). Pure: "now" is always passed in.
 */
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';

import { MONTH_ABBREVIATIONS, WEEKDAY_ABBREVIATIONS } from './calendar-names';
import { previousDay } from './iso-day';
import { istDayOf, istParts } from './ist';

/** Hindi's month names from Intl, made on first use: an English reader's load never builds them. */
let hindiMonthNames: readonly string[] | undefined;
function hindiMonths(): readonly string[] {
  if (hindiMonthNames === undefined) {
    const months = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' });
    hindiMonthNames = Array.from({ length: 12 }, (_, index) => months.format(Date.UTC(2026, index, 15)));
  }
  return hindiMonthNames;
}

const ISO_DAY = /^(\d{4})-(0[1-9]|1[0-2])-(\d{2})/;
const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** English writes "Dec", Hindi the whole month ("दिसंबर"): its abbreviations are not in use. */
function monthName(month: string, locale: AppLocale): string {
  const names = locale === 'hi-IN' ? hindiMonths() : MONTH_ABBREVIATIONS;
  return names[Number(month) - 1] ?? month;
}

/** "2026-12-05" → "5 Dec 2026"; anything else is returned as given. */
export function dayMonthYearText(isoDay: string, locale: AppLocale = DEFAULT_LOCALE): string {
  const match = ISO_DAY.exec(isoDay);
  if (match === null) return isoDay;
  return `${Number(match[3])} ${monthName(match[2] ?? '', locale)} ${match[1]}`;
}

/** "2026-12-05" → "5 Dec"; anything else is returned as given. */
export function dayMonthText(isoDay: string, locale: AppLocale = DEFAULT_LOCALE): string {
  const match = ISO_DAY.exec(isoDay);
  if (match === null) return isoDay;
  return `${Number(match[3])} ${monthName(match[2] ?? '', locale)}`;
}

/** "2026-06" → "Jun 2026", or "Jun" with `short`; anything else is returned as given. */
export function monthKeyText(monthKey: string, short = false, locale: AppLocale = DEFAULT_LOCALE): string {
  const match = MONTH_KEY.exec(monthKey);
  if (match === null) return monthKey;
  const name = monthName(match[2] ?? '', locale);
  return short ? name : `${name} ${match[1]}`;
}

/** "22 Oct 2026", the IST day of an ISO instant; the input unchanged when it is not a date. */
export function istDayText(iso: string): string {
  const parts = istParts(iso);
  if (!parts) return iso;
  return `${parts.day} ${MONTH_ABBREVIATIONS[parts.month - 1] ?? ''} ${parts.year}`;
}

/**
 * A day heading of a passbook-like list: "Today", "Yesterday", "Sat, 21 Nov" within `today`'s
 * year, "Thu, 21 Nov 2024" before it. `today` is `YYYY-MM-DD` in the same zone.
 */
export function dayHeading(dayKey: string, today: string): string {
  if (dayKey === today) return 'Today';
  if (dayKey === previousDay(today)) return 'Yesterday';
  const [y = 1970, m = 1, d = 1] = dayKey.split('-').map(Number);
  const weekday = WEEKDAY_ABBREVIATIONS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  const base = `${weekday}, ${d} ${MONTH_ABBREVIATIONS[m - 1] ?? ''}`;
  return String(y) === today.slice(0, 4) ? base : `${base} ${y}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an instant was, as a feed says it: "Just now", "5 min ago", "3 h ago",
 * "Yesterday", "4 days ago", then the IST date ("12 Nov", with the year when not this year).
 * An instant in the future (a clock ahead of ours) reads "Just now"; an unreadable one, as given.
 * Hindi takes the words from `Intl.RelativeTimeFormat` ("अभी", "5 मिनट पहले", "कल").
 */
export function relativeTimeText(instant: string, nowMs: number, locale: AppLocale = DEFAULT_LOCALE): string {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return instant;
  const ago = nowMs - at;
  if (locale !== DEFAULT_LOCALE) return relativeTimeIntl(at, ago, nowMs, locale);
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

const relativeFormats = new Map<AppLocale, Intl.RelativeTimeFormat>();

/** The same steps as {@link relativeTimeText}, worded by Intl in `locale`. */
function relativeTimeIntl(at: number, ago: number, nowMs: number, locale: AppLocale): string {
  let format = relativeFormats.get(locale);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(locale, {
      numeric: 'auto',
      numberingSystem: 'latn',
    } as Intl.RelativeTimeFormatOptions);
    relativeFormats.set(locale, format);
  }
  if (ago < MINUTE) return format.format(0, 'second');
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  const days = Math.floor(ago / DAY);
  if (days < 7) return format.format(-days, 'day');
  const day = istDayOf(new Date(at));
  return day.slice(0, 4) === istDayOf(new Date(nowMs)).slice(0, 4)
    ? dayMonthText(day, locale)
    : dayMonthYearText(day, locale);
}
