import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';

import { accountDetailsSchema, brokerDetailsSchema, mastheadSchema } from '@/api/schemas/stocks-widget';

import { personaOf } from '../../http/auth';
import { portfolioPerformance } from '../../rules/portfolio/holding';
import { type EquityDeps, STOCKS } from './equity-deps';
import { type BrokerParams, parseOr400, resolveBroker } from './equity-request';
import { brokerView, performanceView, stocksCount, trackingView } from './equity-views';

/** At most this many client ids in one `client_ids` list. */
const MAX_CLIENT_IDS = 50;

const brokerDetailsQuery = z.object({
  client_ids: z.optional(z.string().check(z.maxLength(MAX_CLIENT_IDS * 65))),
});

/** `a, b,,c` → ['a', 'b', 'c'], duplicates dropped, order kept. */
function splitClientIds(list: string | undefined): string[] {
  const ids = (list ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter((id) => id !== ''))];
}

/** Level 1 "Your Brokers", the level-2 masthead and the demat details. */
export function registerBrokerRoutes(app: FastifyInstance, deps: EquityDeps): void {
  const { queries, store } = deps;

  app.get(`${STOCKS}/broker-details`, function brokerDetails(request, reply) {
    const persona = personaOf(request);
    const query = parseOr400(brokerDetailsQuery, request.query, reply, 'query');
    if (query === null) return reply;
    const user = persona.user.id;
    const requested = splitClientIds(query.client_ids);
    const all = queries.brokers(user);
    const rows = requested.length === 0 ? all : all.filter((row) => requested.includes(row.client_id));
    const holdings = queries.holdings(user);
    const brokers = rows.map((row) => {
      const own = holdings.filter((holding) => holding.brokerId === row.broker_id);
      return brokerView(row, own, portfolioPerformance(own), store.read(user, row.account_id));
    });
    const listed = new Set(rows.map((row) => row.broker_id));
    return reply.send(
      brokerDetailsSchema.parse({
        empty: brokers.length === 0,
        brokers,
        performance: performanceView(portfolioPerformance(holdings.filter((h) => listed.has(h.brokerId)))),
        client_ids_requested: requested,
        client_ids_not_found: requested.filter((id) => !all.some((row) => row.client_id === id)),
      }),
    );
  });

  app.get<{ Params: BrokerParams }>(
    `${STOCKS}/masthead/:source/:account_id`,
    function masthead(request, reply) {
      const persona = personaOf(request);
      const user = persona.user.id;
      const broker = resolveBroker(queries, user, request.params.source, request.params.account_id, reply);
      if (broker === null) return reply;
      const holdings = queries.holdings(user, broker.account_id);
      return reply.send(
        mastheadSchema.parse({
          account_id: broker.account_id,
          broker_id: broker.broker_id,
          broker_name: broker.broker_name,
          depository: broker.depository,
          client_id: broker.client_id,
          stocks_count: stocksCount(holdings),
          performance: performanceView(portfolioPerformance(holdings)),
          last_synced_at: broker.linked_at,
          tracking: trackingView(store.read(user, broker.account_id)),
        }),
      );
    },
  );

  app.get<{ Params: BrokerParams }>(
    `${STOCKS}/account-details/:source/:account_id`,
    function accountDetails(request, reply) {
      const persona = personaOf(request);
      const user = persona.user.id;
      const broker = resolveBroker(queries, user, request.params.source, request.params.account_id, reply);
      if (broker === null) return reply;
      return reply.send(
        accountDetailsSchema.parse({
          account_id: broker.account_id,
          broker_id: broker.broker_id,
          broker_name: broker.broker_name,
          depository: broker.depository,
          fip_id: broker.fip_id,
          fip_name: queries.fipName(broker.fip_id) ?? broker.depository,
          dp_id: broker.dp_id,
          client_id: broker.client_id,
          masked_demat_number: broker.masked_acc_number,
          holder_name: broker.holder_name,
          linked_at: broker.linked_at,
          tracking: trackingView(store.read(user, broker.account_id)),
        }),
      );
    },
  );
}
