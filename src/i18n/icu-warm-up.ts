/**
 * ICU's start-up, done on another thread. The first `Intl` call of a page loads ICU's locale data
 * and builds its pattern generators: 140 to 265 ms in profiles at the 4× CPU a mid-range phone
 * stands for, in one piece, inside the first render. Those caches belong to the renderer process,
 * not to a thread, so a worker that makes the same kinds of formatters while the entry still
 * evaluates leaves the page's own first `Intl` call little to load (docs/decisions/0014,
 * twenty-fourth pass).
 *
 * The kinds below are the ones the app formats with, in both of its languages: money and counts
 * with Indian grouping, percentages, dates and times in India's zone and in UTC, relative days,
 * plurals, lists, and the collation that sorts names.
 */
import { IST_TIME_ZONE } from '@/domain/dates/ist';
import { APP_LOCALES } from '@/domain/text/locale';

const MOMENT = Date.UTC(2026, 10, 23, 3, 10);

/** The date shapes the app shows: a day, a month and weekday, a time (24-hour). */
const DATE_STYLES: readonly Intl.DateTimeFormatOptions[] = [
  { numberingSystem: 'latn', day: 'numeric', month: 'short', year: 'numeric' },
  { numberingSystem: 'latn', month: 'long', weekday: 'short' },
  { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
];

function warmUpLocale(locale: string): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234567.5);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(1234567.5);
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(0.125);
  new Intl.NumberFormat(locale, { notation: 'compact' }).format(1234567);
  for (const timeZone of [IST_TIME_ZONE, 'UTC'])
    for (const style of DATE_STYLES) new Intl.DateTimeFormat(locale, { timeZone, ...style }).format(MOMENT);
  new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  new Intl.PluralRules(locale).select(2);
  new Intl.PluralRules(locale, { type: 'ordinal' }).select(2);
  new Intl.ListFormat(locale).format(['a', 'b']);
  new Intl.Collator(locale).compare('a', 'b');
}

/** Makes one formatter of each kind the app uses, for each of its languages, English first. */
export function warmUpIcu(): void {
  for (const locale of APP_LOCALES) warmUpLocale(locale);
  // Sorts by name compare in the default locale (`localeCompare` without one).
  'a'.localeCompare('b');
  // `zonedDay` reads days in any zone through an en-US formatter.
  new Intl.DateTimeFormat('en-US', {
    timeZone: IST_TIME_ZONE,
    calendar: 'gregory',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).format(MOMENT);
}
