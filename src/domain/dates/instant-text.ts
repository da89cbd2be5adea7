/**
 * Instants as people in India read them, whatever zone the phone is set to, in the app's language
 * ("23 Nov 2026, 8:40 am"; "23 नवंबर 2026, 08:40" in Hindi). Digits stay Latin.
 */
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';

import { IST_TIME_ZONE } from './ist';

type Style = 'dateTime' | 'date' | 'shortDateTime';

const STYLES: Readonly<Record<Style, Intl.DateTimeFormatOptions>> = {
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  shortDateTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function format(iso: string, style: Style, locale: AppLocale): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const key = `${locale}:${style}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    // Hindi's short months ("नव॰") are not how people write dates, and its 12-hour clock reads
    // "am"/"pm" in Latin letters: Hindi takes whole month names and the 24-hour clock.
    const hindi = locale === 'hi-IN' ? ({ month: 'long', hourCycle: 'h23' } as const) : {};
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone: IST_TIME_ZONE,
      numberingSystem: 'latn',
      ...STYLES[style],
      ...hindi,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(ms);
}

/** "23 Nov 2026, 8:40 am" in India's time, whatever the phone's zone. */
export function dateTimeText(iso: string, locale: AppLocale = DEFAULT_LOCALE): string {
  return format(iso, 'dateTime', locale);
}

/** "23 Nov 2026" in India's time. */
export function dateText(iso: string, locale: AppLocale = DEFAULT_LOCALE): string {
  return format(iso, 'date', locale);
}

/** "23 Nov, 8:40 am" in India's time: for lists where the year goes without saying. */
export function shortDateTimeText(iso: string, locale: AppLocale = DEFAULT_LOCALE): string {
  return format(iso, 'shortDateTime', locale);
}
