/**
 * The words of a period, in the catalogues: the presets' names, what a heading or the Period field
 * calls a choice ("Last financial year (FY 2025-26)", a custom span). The one home of these words:
 * the picker, the headings and the sentences that name a period all read them here. The gateway's
 * English files (CSV, PDF) write spans with `daysLabel` (./periods).
 */
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';
import { defineText, type Text } from '@/domain/text/message';

import { dayMonthYearText } from './day-text';
import { financialYearLabel, financialYearStart } from './financial-year';
import type { DayRange, RangeChoice, RangePreset } from './periods';

const RANGE_PRESET_TEXTS: Readonly<Record<RangePreset, Text>> = {
  this_month: defineText({ id: 'common.period.thisMonth', defaultMessage: 'This month' }),
  last_month: defineText({ id: 'common.period.lastMonth', defaultMessage: 'Last month' }),
  last_3_months: defineText({ id: 'common.period.last3Months', defaultMessage: 'Last 3 months' }),
  last_6_months: defineText({ id: 'common.period.last6Months', defaultMessage: 'Last 6 months' }),
  last_12_months: defineText({ id: 'common.period.last12Months', defaultMessage: 'Last 12 months' }),
  this_fy: defineText({ id: 'common.period.thisFy', defaultMessage: 'This financial year' }),
  last_fy: defineText({ id: 'common.period.lastFy', defaultMessage: 'Last financial year' }),
};

/** "1 Apr 2025 – 31 Mar 2026" in the language (one day reads as one date). */
export function daysRangeText(range: DayRange, locale: AppLocale = DEFAULT_LOCALE): string {
  return range.from === range.to
    ? dayMonthYearText(range.from, locale)
    : `${dayMonthYearText(range.from, locale)} – ${dayMonthYearText(range.to, locale)}`;
}

/**
 * What a heading or the Period field calls a choice: a preset's name, with its financial year
 * where the name alone does not say which ("Last financial year (FY 2025-26)"), or a custom span.
 */
export function rangeChoiceText(
  choice: RangeChoice,
  today: string,
  locale: AppLocale = DEFAULT_LOCALE,
): Text {
  if (choice.preset === 'custom')
    return defineText({
      id: 'common.period.custom',
      defaultMessage: '{days}',
      values: { days: daysRangeText(choice, locale) },
    });
  if (choice.preset === 'this_fy' || choice.preset === 'last_fy') {
    const start = financialYearStart(today) - (choice.preset === 'last_fy' ? 1 : 0);
    const years = financialYearLabel(start).replace(/^FY /, '');
    return choice.preset === 'this_fy'
      ? defineText({
          id: 'common.period.thisFyNamed',
          defaultMessage: 'This financial year (FY {years})',
          values: { years },
        })
      : defineText({
          id: 'common.period.lastFyNamed',
          defaultMessage: 'Last financial year (FY {years})',
          values: { years },
        });
  }
  return RANGE_PRESET_TEXTS[choice.preset];
}
