import type { WealthPart } from '@/domain/wealth/net-worth';

/**
 * How home names each part of the net worth and where its area is. The labels differ from the
 * area cards' titles on purpose: each link on home has a name of its own.
 */
export const PART_INFO: Readonly<Record<WealthPart, { label: string; href: string }>> = {
  banks: { label: 'Bank balances', href: '/savings' },
  stocks: { label: 'Stocks', href: '/equity' },
  cards: { label: 'Credit card dues', href: '/credit-cards' },
  instaCash: { label: 'Instant-cash loan', href: '/insta-cash' },
};
