import { dayMonthText } from '@/domain/dates/day-text';
import { dayNumber, isoDayFromNumber } from '@/domain/dates/iso-day';
import { paise, type Paise } from '@/domain/money/paise';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';
import { defineText, type Text } from '@/domain/text/message';

/**
 * "What falls due" on home: the payments of the next {@link DUE_HORIZON_DAYS} days, grouped by
 * week (Monday to Sunday) with a total per week. Pure: "today" is passed in.
 */

export const DUE_HORIZON_DAYS = 60;

const DUE_KINDS = ['EMI', 'CARD_BILL', 'SIP', 'RECURRING', 'INSURANCE'] as const;
type DueKind = (typeof DUE_KINDS)[number];

export type DueItem = {
  id: string;
  kind: DueKind;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /**
   * What it is: a message ("Instant cash EMI", "{card} bill"), or data as sent (a payee's name,
   * which a screen shows as it is and marks untranslatable).
   */
  title: Text | string;
  /** What counts in the week's total (a card bill's total due). */
  amountPaise: number;
  /** A second line: "Minimum ₹1,234.00", "Usually by NACH" (a message, or data as sent). */
  detail: Text | string | null;
  /** Where it is looked after. */
  href: string;
};

export type DueWeek = {
  /** The Monday the week starts on. */
  start: string;
  /** "This week", "Next week", "Week of 8 Dec". */
  label: Text;
  items: DueItem[];
  total: Paise;
};

/** The Monday on or before an ISO day (1970-01-01 was a Thursday). */
function weekStartOf(isoDay: string): string {
  const n = dayNumber(isoDay);
  const weekday = (((n + 3) % 7) + 7) % 7; // 0 = Monday
  return isoDayFromNumber(n - weekday);
}

/**
 * The items due from `today` up to `today + horizon − 1` days, by week then date (then
 * {@link compareSameDay}, for a stable order). Earlier items (overdue) are left out: those are
 * "needs attention", not upcoming.
 */
export function dueTimeline(
  items: readonly DueItem[],
  today: string,
  horizon = DUE_HORIZON_DAYS,
  locale: AppLocale = DEFAULT_LOCALE,
): DueWeek[] {
  const first = dayNumber(today);
  const last = first + horizon - 1;
  const inWindow = items
    .filter((item) => {
      const n = dayNumber(item.dueDate);
      return n >= first && n <= last;
    })
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : compareSameDay(a, b)));
  const thisWeek = weekStartOf(today);
  const nextWeek = isoDayFromNumber(dayNumber(thisWeek) + 7);
  const weeks = new Map<string, DueWeek>();
  for (const item of inWindow) {
    const start = weekStartOf(item.dueDate);
    let week = weeks.get(start);
    if (week === undefined) {
      const label =
        start === thisWeek
          ? defineText({ id: 'home.due.thisWeek', defaultMessage: 'This week' })
          : start === nextWeek
            ? defineText({ id: 'home.due.nextWeek', defaultMessage: 'Next week' })
            : defineText({
                id: 'home.due.weekOf',
                defaultMessage: 'Week of {date}',
                values: { date: dayMonthText(start, locale) },
              });
      week = { start, label, items: [], total: paise(0) };
      weeks.set(start, week);
    }
    week.items.push(item);
    week.total = paise(week.total + item.amountPaise);
  }
  return [...weeks.values()];
}

/**
 * The order of items due the same day, the same in every language: by kind ({@link DUE_KINDS}
 * order), then by a key that is never a message's words: the data a title is (a payee's name, as
 * sent), else the item's id.
 */
function compareSameDay(a: DueItem, b: DueItem): number {
  const byKind = DUE_KINDS.indexOf(a.kind) - DUE_KINDS.indexOf(b.kind);
  return byKind !== 0 ? byKind : dueSortKey(a).localeCompare(dueSortKey(b));
}

/** A key an item sorts on within its day and kind: language-independent. */
function dueSortKey(item: DueItem): string {
  return typeof item.title === 'string' ? item.title : item.id;
}

/**
 * The days a monthly payment falls on from `next` up to `until` (inclusive): `next`, then the same
 * day of each later month, on the month's last day when it is shorter (31st → 28/29 Feb).
 */
export function monthlyOccurrences(
  next: string,
  until: string,
  typicalDay = Number(next.slice(8, 10)),
): string[] {
  const days: string[] = [];
  let year = Number(next.slice(0, 4));
  let month = Number(next.slice(5, 7));
  let day = next;
  while (day <= until) {
    days.push(day);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    day = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(typicalDay, last)).padStart(2, '0')}`;
  }
  return days;
}
