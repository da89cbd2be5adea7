import { useIntl } from 'react-intl';

import { daysRangeText } from '@/domain/dates/period-texts';
import { ALL_TIME_PERIOD_LABEL, fetchedOnOrAfter } from '@/domain/dates/periods';
import { categoryText } from '@/domain/spending/category-names';
import type { PaymentMode } from '@/domain/spending/payment-mode';
import { PAYMENT_MODE_TEXTS } from '@/domain/spending/txn-kind-texts';
import type { Text } from '@/domain/text/message';
import { useFormat } from '@/i18n/use-format';

import type { PeriodScope } from './use-savings-view';

/**
 * The savings screens' words for the codes the gateway sends (categories, payment modes, months,
 * periods), in the app's language. In English they equal the gateway's own labels, so the English
 * screens read as before; a name we do not know is shown as sent.
 */
export function useSpendingWords() {
  const intl = useIntl();
  const format = useFormat();
  const say = (text: Text) => intl.formatMessage(text, text.values);
  const category = (name: string) => {
    const text = categoryText(name);
    return text === null ? name : say(text);
  };
  const mode = (code: string, fallback: string = code) =>
    Object.hasOwn(PAYMENT_MODE_TEXTS, code) ? say(PAYMENT_MODE_TEXTS[code as PaymentMode]) : fallback;
  const month = (key: string) => format.month(key);
  const period = (scope: PeriodScope) =>
    'month_key' in scope ? format.month(scope.month_key) : daysRangeText(scope, format.locale);
  /** A breakdown slice's label: a category, a payment mode or a month, by the grouping. */
  const group = (grouping: string, item: { key: string; label: string }) =>
    grouping === 'category'
      ? category(item.key)
      : grouping === 'payment'
        ? mode(item.key, item.label)
        : grouping === 'month'
          ? format.month(item.key)
          : item.label;
  /**
   * The period an analytics answer covers, named from the answer itself (so a label never runs
   * ahead of the figures a placeholder still shows): its month, the asked range once the answer is
   * for it, "All time", or the gateway's own label.
   */
  const dataPeriod = (
    data: { month_key: string | null; period_label: string },
    fresh: boolean,
    asked: PeriodScope,
  ) =>
    data.month_key !== null
      ? format.month(data.month_key)
      : fresh && !('month_key' in asked)
        ? period(asked)
        : data.period_label === ALL_TIME_PERIOD_LABEL
          ? intl.formatMessage({ id: 'savings.period.allTime', defaultMessage: 'All time' })
          : data.period_label;
  return { intl, format, say, category, mode, month, period, group, dataPeriod };
}

/**
 * Whether the answer on screen is the asked period's own: not the previous period's figures kept
 * while the new ones load, nor (offline) a rolling range's answer from an earlier day, which is
 * named by its own days.
 */
export function answersPeriod(
  answer: { isPlaceholderData: boolean; dataUpdatedAt: number },
  asked: PeriodScope,
): boolean {
  return (
    !answer.isPlaceholderData && ('month_key' in asked || fetchedOnOrAfter(answer.dataUpdatedAt, asked.to))
  );
}
