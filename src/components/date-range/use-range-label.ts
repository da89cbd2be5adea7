import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

import { financialYearStart } from '@/domain/dates/financial-year';
import { type DayRange, type RangeChoice, type RangePreset } from '@/domain/dates/periods';
import { useFormat } from '@/i18n/use-format';

/** The presets' names (docs/product.md#date-ranges), the same words as the domain's English. */
export const RANGE_PRESET_MESSAGES = defineMessages({
  this_month: { id: 'common.period.thisMonth', defaultMessage: 'This month' },
  last_month: { id: 'common.period.lastMonth', defaultMessage: 'Last month' },
  last_3_months: { id: 'common.period.last3Months', defaultMessage: 'Last 3 months' },
  last_6_months: { id: 'common.period.last6Months', defaultMessage: 'Last 6 months' },
  last_12_months: { id: 'common.period.last12Months', defaultMessage: 'Last 12 months' },
  this_fy: { id: 'common.period.thisFy', defaultMessage: 'This financial year' },
  last_fy: { id: 'common.period.lastFy', defaultMessage: 'Last financial year' },
}) satisfies Record<RangePreset, unknown>;

const WORDS: Record<'financialYear' | 'withYear' | 'span', MessageDescriptor> = defineMessages({
  financialYear: { id: 'common.period.financialYear', defaultMessage: 'FY {start}-{end}' },
  withYear: { id: 'common.period.withYear', defaultMessage: '{preset} ({year})' },
  span: { id: 'common.period.span', defaultMessage: '{from} – {to}' },
});

/**
 * A period's words in the app's language: `preset` names a preset, `days` a span ("1 Apr 2025 –
 * 31 Mar 2026", one day as one date), `choice` what a heading calls a choice ("Last financial
 * year (FY 2025-26)", "Last 3 months", a custom span), as `rangeLabel` does in English.
 */
export function useRangeLabel() {
  const intl = useIntl();
  const { dayMonthYear } = useFormat();
  const preset = (name: RangePreset) => intl.formatMessage(RANGE_PRESET_MESSAGES[name]);
  const days = (range: DayRange) =>
    range.from === range.to
      ? dayMonthYear(range.from)
      : intl.formatMessage(WORDS.span, { from: dayMonthYear(range.from), to: dayMonthYear(range.to) });
  const choice = (picked: RangeChoice, today: string) => {
    if (picked.preset === 'custom') return days(picked);
    if (picked.preset === 'this_fy' || picked.preset === 'last_fy') {
      const start = financialYearStart(today) - (picked.preset === 'last_fy' ? 1 : 0);
      const year = intl.formatMessage(WORDS.financialYear, {
        start: String(start),
        end: String((start + 1) % 100).padStart(2, '0'),
      });
      return intl.formatMessage(WORDS.withYear, { preset: preset(picked.preset), year });
    }
    return preset(picked.preset);
  };
  return { preset, days, choice };
}
