/**
 * Numbers, money and dates in the app's language: the domain formatters with the current locale
 * bound, so a screen re-renders in Hindi the moment the language changes.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { dayMonthText, dayMonthYearText, monthKeyText, relativeTimeText } from '@/domain/dates/day-text';
import { dateText, dateTimeText, shortDateTimeText } from '@/domain/dates/instant-text';
import {
  formatIndianCompact,
  formatIndianNumber,
  formatInr,
  type IndianFormatOptions,
  type InrFormatOptions,
} from '@/domain/money/format-indian';
import type { Paise } from '@/domain/money/paise';
import { describeChange, formatSignedInr } from '@/domain/portfolio/change-text';
import { type AppLocale, matchLocale } from '@/domain/text/locale';

export function useFormat() {
  const intl = useIntl();
  const locale: AppLocale = matchLocale(intl.locale) ?? 'en-IN';
  return useMemo(
    () => ({
      locale,
      /** ₹12,34,567.89, or ₹12.34L / ₹12.34 लाख with `compact`. */
      inr: (amount: Paise | number, options?: InrFormatOptions) =>
        formatInr(amount as Paise, { ...options, locale }),
      /** +₹2,196.05 / −₹9,859.55. */
      signedInr: (amount: Paise | number, compact = false) =>
        formatSignedInr(amount as Paise, compact, locale),
      number: (value: number, options?: IndianFormatOptions) =>
        formatIndianNumber(value, { decimals: 0, ...options, locale }),
      compact: (value: number, options?: IndianFormatOptions) =>
        formatIndianCompact(value, { ...options, locale }),
      /** A whole count with Indian grouping: 12,345. */
      count: (value: number) => formatIndianNumber(value, { decimals: 0 }),
      date: (iso: string) => dateText(iso, locale),
      dateTime: (iso: string) => dateTimeText(iso, locale),
      shortDateTime: (iso: string) => shortDateTimeText(iso, locale),
      dayMonth: (isoDay: string) => dayMonthText(isoDay, locale),
      dayMonthYear: (isoDay: string) => dayMonthYearText(isoDay, locale),
      month: (monthKey: string, short = false) => monthKeyText(monthKey, short, locale),
      relative: (instant: string, nowMs: number) => relativeTimeText(instant, nowMs, locale),
      /** A change's visible text ("+₹2,196.05 (+0.55%)") and direction; words come from messages. */
      change: (amount: Paise | number, bps: number | null, compact = false) =>
        describeChange(amount as Paise, bps, compact, locale),
    }),
    [locale],
  );
}

export type Format = ReturnType<typeof useFormat>;
