/** The two views of card spend (`?selected-pill=`) and the slices each draws. */
import { defineMessages } from 'react-intl';

import type { CardAnalytics } from '@/api/schemas/credit-cards';
import type { Format } from '@/i18n/use-format';

import type { SpendSlice } from './spend-chart';

export const PILLS = ['category', 'month'] as const;
export type Pill = (typeof PILLS)[number];
export const PILL_LABELS = defineMessages({
  category: { id: 'creditCards.analytics.byCategory', defaultMessage: 'By category' },
  month: { id: 'creditCards.analytics.byMonth', defaultMessage: 'By month' },
});

export function slicesOf(data: CardAnalytics, pill: Pill, format: Format): SpendSlice[] {
  return pill === 'category'
    ? data.by_category.map((c) => ({ id: c.category, label: c.category, paise: c.spend_paise }))
    : data.by_month.map((m) => ({
        id: m.month_key,
        label: format.month(m.month_key, true),
        paise: m.spend_paise,
      }));
}
