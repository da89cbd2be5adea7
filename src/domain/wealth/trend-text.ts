import { monthKeyText } from '@/domain/dates/day-text';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';
import { defineText, type Text } from '@/domain/text/message';

/** One value of a trend: the day it is for and the amount in paise. */
export type TrendPoint = { date: string; value: number };

/**
 * A trend in one line, from its first point to its last, as a message whose amount and month are
 * written in `locale`: "Up ₹1.2L since Dec 2025", "Down ₹45K since Dec 2025", "Unchanged since
 * Dec 2025" / "₹1.2 लाख बढ़ी, दिसंबर 2025 से". Null with fewer than two points.
 */
export function trendSummaryText(
  points: readonly TrendPoint[],
  locale: AppLocale = DEFAULT_LOCALE,
): Text | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined || points.length < 2) return null;
  const since = monthKeyText(first.date.slice(0, 7), false, locale);
  const change = last.value - first.value;
  if (change === 0)
    return defineText({
      id: 'home.trend.unchanged',
      defaultMessage: 'Unchanged since {since}',
      values: { since },
    });
  const amount = formatInr(paise(Math.abs(change)), { compact: true, decimals: 1, locale });
  return change > 0
    ? defineText({
        id: 'home.trend.up',
        defaultMessage: 'Up {amount} since {since}',
        values: { amount, since },
      })
    : defineText({
        id: 'home.trend.down',
        defaultMessage: 'Down {amount} since {since}',
        values: { amount, since },
      });
}
