/**
 * `GET /in-stocks/broker-details`: "Your Brokers", the one stocks-widget answer home's first screen
 * reads. Its own module (the rest of the service is stocks-widget.ts) so that screen downloads this
 * read and its schema, not the whole service's calls.
 */
import { persistedRead } from '@/api/authed-query-options';
import { request } from '@/api/request';
import { brokerDetailsSchema } from '@/api/schemas/stocks-widget-brokers';

import { equityKeys } from './stocks-widget-keys';

/** `GET /in-stocks/broker-details?client_ids=`: "Your Brokers" (all when no ids are given). */
function getBrokerDetails(clientIds: readonly string[] = [], signal?: AbortSignal) {
  return request({
    service: 'stocksWidget',
    path: '/in-stocks/broker-details',
    schema: brokerDetailsSchema,
    query: { client_ids: clientIds.length > 0 ? clientIds.join(',') : undefined },
    signal,
  });
}

/** Small, and what the Equity screen paints first: a reload (or offline start) shows it at once. */
export function brokerDetailsQueryOptions(clientIds: readonly string[] = []) {
  return persistedRead(equityKeys.brokers(clientIds), (signal) => getBrokerDetails(clientIds, signal));
}
