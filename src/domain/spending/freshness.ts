import { MONTH_ABBREVIATIONS } from '@/domain/dates/calendar-names';
import { IST_TIME_ZONE } from '@/domain/dates/ist';
import { zonedDay } from '@/domain/dates/zoned-day';

/**
 * "Updated 5 min ago": how fresh a balance is, in words. AA data is fetched, not live, so a
 * customer must always see when a figure was last true.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `iso` was, seen at `nowMs`: "just now" (under a minute, or a clock a little ahead),
 * "12 min ago", "3 h ago", "yesterday", "4 days ago" (under a week), else the IST date "12 Nov"
 * (with the year when it is not the current one). Null for a missing or unreadable instant.
 */
export function agoText(iso: string | null, nowMs: number, timeZone: string = IST_TIME_ZONE): string | null {
  if (iso === null) return null;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const elapsed = nowMs - at;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 2 * DAY) return 'yesterday';
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} days ago`;
  const day = zonedDay(iso, timeZone);
  const now = zonedDay(new Date(nowMs).toISOString(), timeZone);
  if (day === null) return null;
  const base = `${day.day} ${MONTH_ABBREVIATIONS[day.month - 1] ?? ''}`;
  return now !== null && now.year === day.year ? `on ${base}` : `on ${base} ${day.year}`;
}

/** The latest of some instants (ISO strings), or null when none is readable. */
export function latestInstant(instants: readonly (string | null)[]): string | null {
  let best: string | null = null;
  let bestMs = Number.NEGATIVE_INFINITY;
  for (const iso of instants) {
    if (iso === null) continue;
    const ms = Date.parse(iso);
    if (!Number.isNaN(ms) && ms > bestMs) [best, bestMs] = [iso, ms];
  }
  return best;
}
