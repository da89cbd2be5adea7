/**
 * Mutual funds (docs/mutual-funds.md): the caller's folios with every transaction, and a scheme's
 * NAV history. Only the lazy mutual-funds and capital-gains screens load this module.
 */
import { authedQueryOptions } from '@/api/authed-query-options';
import { request } from '@/api/request';
import { fundPortfolioSchema, navHistorySchema } from '@/api/schemas/mutual-funds';

/** Under one key family, so refreshing the area refreshes both (and an import refreshes all). */
export const MUTUAL_FUNDS_KEY = 'mutual-funds';

/** `GET /mutual-funds/portfolio`: every folio, scheme and transaction, with the latest NAVs. */
export function fundPortfolioQueryOptions() {
  return authedQueryOptions({
    queryKey: [MUTUAL_FUNDS_KEY, 'portfolio'] as const,
    queryFn: ({ signal }) =>
      request({ service: 'tracking', path: '/mutual-funds/portfolio', schema: fundPortfolioSchema, signal }),
  });
}

/** `GET /mutual-funds/nav-history?isin=`: one scheme's NAV, about weekly, oldest first. */
export function navHistoryQueryOptions(isin: string) {
  return authedQueryOptions({
    queryKey: [MUTUAL_FUNDS_KEY, 'nav-history', isin] as const,
    queryFn: ({ signal }) =>
      request({
        service: 'tracking',
        path: '/mutual-funds/nav-history',
        query: { isin },
        schema: navHistorySchema,
        signal,
      }),
  });
}
