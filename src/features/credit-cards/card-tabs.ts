/** The Credit cards tabs of docs/product.md#tabs-and-filters, as they appear in the URL (`?tab=`). */
export const CARD_TABS = ['my-cards', 'analytics', 'bill-payment'] as const;
export type CardTab = (typeof CARD_TABS)[number];

export const CARD_TAB_LABELS: Record<CardTab, string> = {
  'my-cards': 'My Cards',
  analytics: 'Analytics',
  'bill-payment': 'Bill Payment',
};
