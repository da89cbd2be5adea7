import { useIntl } from 'react-intl';

import { daysRangeText, rangeChoiceText } from '@/domain/dates/period-texts';
import { type DayRange, type RangeChoice } from '@/domain/dates/periods';
import type { Text } from '@/domain/text/message';
import { useLocale } from '@/i18n/locale-context';

/**
 * A period's words in the app's language (`domain/dates/period-texts`, their one home): `days` a span ("1 Apr 2025 – 31 Mar 2026", one day as one date), `choice` what
 * a heading or the Period field calls a choice ("Last financial year (FY 2025-26)", "Last 3
 * months", a custom span).
 */
export function useRangeLabel() {
  const intl = useIntl();
  const { locale } = useLocale();
  const say = (text: Text) => intl.formatMessage(text, text.values);
  return {
    days: (range: DayRange) => daysRangeText(range, locale),
    choice: (picked: RangeChoice, today: string) => say(rangeChoiceText(picked, today, locale)),
  };
}
