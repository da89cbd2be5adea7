import { dayMonthText, dayMonthYearText } from '@/domain/dates/day-text';
import { previousDay } from '@/domain/dates/iso-day';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';
import { defineText, type Text } from '@/domain/text/message';

const weekdayFormats = new Map<AppLocale, Intl.DateTimeFormat>();

function weekdayOf(dayKey: string, locale: AppLocale): string {
  let format = weekdayFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  const [y = 1970, m = 1, d = 1] = dayKey.split('-').map(Number);
  return format.format(Date.UTC(y, m - 1, d));
}

/**
 * A passbook day heading as a message: "Today", "Yesterday", "Sat, 21 Nov" within `today`'s year,
 * "Thu, 21 Nov 2024" before it (the same words as `dayHeading` of dates/day-text, in the language).
 */
export function dayHeadingText(dayKey: string, today: string, locale: AppLocale = DEFAULT_LOCALE): Text {
  if (dayKey === today) return defineText({ id: 'savings.day.today', defaultMessage: 'Today' });
  if (dayKey === previousDay(today))
    return defineText({ id: 'savings.day.yesterday', defaultMessage: 'Yesterday' });
  const date =
    dayKey.slice(0, 4) === today.slice(0, 4)
      ? dayMonthText(dayKey, locale)
      : dayMonthYearText(dayKey, locale);
  return defineText({
    id: 'savings.day.date',
    defaultMessage: '{weekday}, {date}',
    values: { weekday: weekdayOf(dayKey, locale), date },
  });
}
