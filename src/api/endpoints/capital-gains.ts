/**
 * The trade history capital gains are worked out from (docs/decisions/0025): its own module, so
 * only the lazy capital-gains screen loads it, not the Equity area's first screen.
 */
import { authedQueryOptions } from '@/api/authed-query-options';
import { request } from '@/api/request';
import { tradeHistorySchema } from '@/api/schemas/capital-gains';

/** `GET /in-stocks/trade-history`: every linked demat account's trades, oldest first. */
function getTradeHistory(signal?: AbortSignal) {
  return request({
    service: 'stocksWidget',
    path: '/in-stocks/trade-history',
    schema: tradeHistorySchema,
    ...(signal ? { signal } : {}),
  });
}

/** Under the Equity area's keys, so refreshing the area refreshes it too. */
export function tradeHistoryQueryOptions() {
  return authedQueryOptions({
    queryKey: ['equity', 'trade-history'] as const,
    queryFn: ({ signal }) => getTradeHistory(signal),
  });
}
