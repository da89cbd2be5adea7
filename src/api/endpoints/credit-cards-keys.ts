/**
 * The credit-card screens' query keys (credit-cards.ts), in a module of their own so the card list's
 * read (credit-cards-list.ts) needs nothing else of the service.
 */

/** The window of card analytics: the last `months` months, or IST days `from`..`to`. */
export type CardAnalyticsScope = number | { from: string; to: string };

/** Hierarchical keys: invalidating `creditCardKeys.all` refreshes every card screen at once. */
export const creditCardKeys = {
  all: ['credit-cards'] as const,
  cards: () => [...creditCardKeys.all, 'cards'] as const,
  statements: (cardId: string) => [...creditCardKeys.all, 'cards', cardId, 'statements'] as const,
  transactions: (cardId: string, statementId: string | null) =>
    [...creditCardKeys.all, 'cards', cardId, 'transactions', statementId ?? 'unbilled'] as const,
  analytics: (scope: CardAnalyticsScope) =>
    [...creditCardKeys.all, 'analytics', typeof scope === 'number' ? { months: scope } : scope] as const,
  billPayment: () => [...creditCardKeys.all, 'bill-payment'] as const,
  payment: (paymentId: string) => [...creditCardKeys.all, 'payments', paymentId] as const,
};
