import { dayHeading } from '@/domain/dates/day-text';
import { IST_TIME_ZONE } from '@/domain/dates/ist';
import { istDayKey } from '@/domain/dates/zoned-day';

/**
 * Transaction lists read like a passbook: rows under a heading per calendar day in India ("Today",
 * "Yesterday", "Sat, 21 Nov", see `dayHeading`). The list is virtualised, so headings and rows come as one flat
 * array of items that the list can size and position one by one.
 */

/** A heading row (`day` is `YYYY-MM-DD`) or a transaction row. */
export type DayListItem<T> =
  { kind: 'day'; key: string; day: string; label: string } | { kind: 'txn'; key: string; txn: T };

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
      items.push({ kind: 'day', key: `day:${day}`, day, label: dayHeading(day, today) });
    }
    items.push({ kind: 'txn', key: keyOf(row), txn: row });
  }
  return items;
}
