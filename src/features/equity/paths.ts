/** Where a broker's level 2 lives: `/equity/broker/{source}/{account_id}`, source in lower case. */
export function brokerHref(depository: string, accountId: string): string {
  return `/equity/broker/${encodeURIComponent(depository.toLowerCase())}/${encodeURIComponent(accountId)}`;
}

/**
 * Where linking demat accounts starts: the account-aggregator onboarding in its equity flow (built
 * by the linking area; SPEC §3 `flow_type`).
 */
export const EQUITY_LINKING_PATH = '/account-aggregator/onboarding?flow_type=equity';
