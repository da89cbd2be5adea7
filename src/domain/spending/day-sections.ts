import { MONTH_ABBREVIATIONS, WEEKDAY_ABBREVIATIONS } from '@/domain/dates/calendar-names';

import { IST_TIME_ZONE, zonedDay, type ZonedDay } from './month-key';

/**
 * Transaction lists read like a passbook: rows under a heading per calendar day in India ("Today",
 * "Yesterday", "Sat, 21 Nov"). The list is virtualised, so headings and rows come as one flat
 * array of items that the list can size and position one by one.
 */

/** A heading row (`day` is `YYYY-MM-DD`) or a transaction row. */
export type DayListItem<T> =
  { kind: 'day'; key: string; day: string; label: string } | { kind: 'txn'; key: string; txn: T };

/** `YYYY-MM-DD` of a calendar day. */
export function dayKeyOf({ year, month, day }: ZonedDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The IST day (`YYYY-MM-DD`) an instant falls on; null for an unreadable instant. */
export function istDayKey(iso: string, timeZone: string = IST_TIME_ZONE): string | null {
  const day = zonedDay(iso, timeZone);
  return day === null ? null : dayKeyOf(day);
}

/** The day before a `YYYY-MM-DD` day. */
function previousDay(dayKey: string): string {
  const [y, m, d] = dayKey.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - 1));
  return date.toISOString().slice(0, 10);
}

/**
 * A day heading: "Today", "Yesterday", "Sat, 21 Nov" within `today`'s year, "Thu, 21 Nov 2024"
 * before it. `today` is `YYYY-MM-DD` in the same zone.
 */
export function dayLabel(dayKey: string, today: string): string {
  if (dayKey === today) return 'Today';
  if (dayKey === previousDay(today)) return 'Yesterday';
  const [y = 1970, m = 1, d = 1] = dayKey.split('-').map(Number);
  const weekday = WEEKDAY_ABBREVIATIONS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  const base = `${weekday}, ${d} ${MONTH_ABBREVIATIONS[m - 1] ?? ''}`;
  return String(y) === today.slice(0, 4) ? base : `${base} ${y}`;
}

/**
 * Rows (newest first, as the API pages them) with a heading before the first row of each day.
 * Rows with an unreadable instant stay in place under the heading before them (or none).
 */
export function withDayHeadings<T extends { posted_at: string }>(
  rows: readonly T[],
  today: string,
  keyOf: (row: T) => string,
  timeZone: string = IST_TIME_ZONE,
): DayListItem<T>[] {
  const items: DayListItem<T>[] = [];
  let current: string | null = null;
  for (const row of rows) {
    const day = istDayKey(row.posted_at, timeZone);
    if (day !== null && day !== current) {
      current = day;
      items.push({ kind: 'day', key: `day:${day}`, day, label: dayLabel(day, today) });
    }
    items.push({ kind: 'txn', key: keyOf(row), txn: row });
  }
  return items;
}
