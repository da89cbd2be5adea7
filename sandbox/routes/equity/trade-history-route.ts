import type { FastifyInstance } from 'fastify';

import { tradeHistorySchema } from '@/api/schemas/capital-gains';

import { personaOf } from '../../http/auth';
import { type EquityDeps, STOCKS } from './equity-deps';
import { tradeFields } from './equity-views';

/**
 * `GET /in-stocks/trade-history`: every trade of each of the caller's demat accounts, unpaged and
 * oldest first, and the 31 January 2018 price of each ISIN traded; the client matches lots and
 * works out capital gains from them (docs/decisions/0025). Takes no input: a query is ignored.
 */
export function registerTradeHistoryRoute(app: FastifyInstance, deps: EquityDeps): void {
  const { queries } = deps;

  app.get(`${STOCKS}/trade-history`, function tradeHistory(request, reply) {
    const userId = personaOf(request).user.id;
    const trades = queries.tradeHistory(userId);
    const accounts = queries.brokers(userId).map((broker) => ({
      account_id: broker.account_id,
      depository: broker.depository,
      broker_name: broker.broker_name,
      trades: trades.filter((row) => row.account_id === broker.account_id).map(tradeFields),
    }));
    return reply.send(tradeHistorySchema.parse({ accounts, prices_2018: queries.prices2018(userId) }));
  });
}
