import { defineText, type Text } from '@/domain/text/message';
import type { WealthPart } from '@/domain/wealth/net-worth';

/**
 * How home names each part of the net worth and where its area is. The labels differ from the
 * area cards' titles on purpose: each link on home has a name of its own.
 */
export const PART_INFO: Readonly<Record<WealthPart, { label: Text; href: string }>> = {
  banks: { label: defineText({ id: 'home.parts.banks', defaultMessage: 'Bank balances' }), href: '/savings' },
  stocks: { label: defineText({ id: 'home.parts.stocks', defaultMessage: 'Stocks' }), href: '/equity' },
  funds: {
    label: defineText({ id: 'home.parts.funds', defaultMessage: 'Mutual funds' }),
    href: '/mutual-funds',
  },
  cards: {
    label: defineText({ id: 'home.parts.cards', defaultMessage: 'Credit card dues' }),
    href: '/credit-cards',
  },
  instaCash: {
    label: defineText({ id: 'home.parts.instaCash', defaultMessage: 'Instant-cash loan' }),
    href: '/insta-cash',
  },
};
