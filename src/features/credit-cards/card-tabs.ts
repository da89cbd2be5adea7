import { defineMessages } from 'react-intl';

/** The Credit cards tabs of docs/product.md#tabs-and-filters, as they appear in the URL (`?tab=`). */
export const CARD_TABS = ['my-cards', 'analytics', 'bill-payment'] as const;
export type CardTab = (typeof CARD_TABS)[number];

export const CARD_TAB_LABELS = defineMessages({
  'my-cards': { id: 'creditCards.tabs.myCards', defaultMessage: 'My Cards' },
  analytics: { id: 'creditCards.tabs.analytics', defaultMessage: 'Analytics' },
  'bill-payment': { id: 'creditCards.tabs.billPayment', defaultMessage: 'Bill Payment' },
});
