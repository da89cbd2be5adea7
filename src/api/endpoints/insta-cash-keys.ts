/**
 * The instant-cash screens' query keys (insta-cash.ts). A module of their own so the summary's read
 * (insta-cash-summary.ts) needs nothing else of instant cash.
 */

/** Hierarchical keys: a new withdrawal invalidates `instaCashKeys.all` and every view refreshes. */
export const instaCashKeys = {
  all: ['insta-cash'] as const,
  summary: () => [...instaCashKeys.all, 'summary'] as const,
  withdrawals: () => [...instaCashKeys.all, 'withdrawals'] as const,
  emiSchedule: (withdrawalId: string | null) =>
    [...instaCashKeys.all, 'emi-schedule', withdrawalId ?? 'all'] as const,
  transactions: () => [...instaCashKeys.all, 'transactions'] as const,
  offer: () => [...instaCashKeys.all, 'offer'] as const,
  repayment: (id: string) => [...instaCashKeys.all, 'repayments', id] as const,
  mandate: () => [...instaCashKeys.all, 'mandate'] as const,
};
