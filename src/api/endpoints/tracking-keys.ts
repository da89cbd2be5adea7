/**
 * The tracking service's query keys and the scopes they name (tracking.ts holds the calls). Apart
 * from the calls because the wealth endpoints key under `'tracking'` too, and the money trend card
 * of home, savings and equity reaches them: importing the calls' module for its keys brought the
 * linking journey's schemas onto those first screens.
 */

export type FipKindFilter = 'BANK' | 'DEPOSITORY' | 'INSURER' | 'REGISTRAR';

/** Which linked accounts: demat accounts (`track`), or the aggregator's by account type. */
export type LinkedAccountsQuery =
  { service: 'track' } | { service: 'acc-agg'; acc_type: 'SAVINGS' | 'EQUITIES' | 'ALL' };

/** One account, or a whole consent. */
export type RevokeTarget = { account_id: string } | { consent_handle: string };

/** Hierarchical query keys of the tracking service. */
export const trackingKeys = {
  all: ['tracking'] as const,
  banksList: (kind: FipKindFilter | null = null) => ['tracking', 'banks-list', kind ?? 'ALL'] as const,
  linkedAccountsAll: () => ['tracking', 'linked-accounts'] as const,
  linkedAccounts: (query: LinkedAccountsQuery) => [...trackingKeys.linkedAccountsAll(), query] as const,
  revokeDetails: (target: Partial<RevokeTarget> = {}) =>
    ['tracking', 'finvu-revoke-details', target] as const,
  onboardingCache: () => ['tracking', 'onboarding-cache'] as const,
};
