import { persistedRead } from '@/api/authed-query-options';
import { request } from '@/api/request';
import { netWorthHistorySchema } from '@/api/schemas/net-worth';

/**
 * The net-worth history: home's net-worth card and the 12-month trend cards of savings and equity.
 * Apart from home's other wealth reads (wealth.ts), so those two areas' first screens do not load
 * the consents', SIPs' and policies' calls and schemas.
 */

/** Month-ends the net-worth chart shows. */
const NET_WORTH_MONTHS = 12;

/** Under the root that linking invalidates (`aggregator`): a newly linked account refreshes it. */
const netWorthHistoryKey = (months: number) => ['aggregator', 'net-worth-history', { months }] as const;

/** GET /aa-service/net-worth/history?months=: month-end net worth and its parts. */
function getNetWorthHistory(months: number, signal?: AbortSignal) {
  return request({
    service: 'aggregator',
    path: '/net-worth/history',
    schema: netWorthHistorySchema,
    query: { months },
    signal,
  });
}

export function netWorthHistoryQueryOptions(months = NET_WORTH_MONTHS) {
  return persistedRead(netWorthHistoryKey(months), (signal) => getNetWorthHistory(months, signal));
}
