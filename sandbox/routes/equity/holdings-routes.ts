import type { FastifyInstance } from 'fastify';

import { holdingsPageSchema } from '@/api/schemas/stocks-widget';
import { istDayOf } from '@/domain/dates/ist';

import { personaOf } from '../../http/auth';
import { type EquityDeps, STOCKS } from './equity-deps';
import type { ListedTrade } from './equity-queries';
import { type BrokerParams, holdingsQuerySchema, parseOr400, resolveBroker } from './equity-request';
import { buildHoldingsPage } from './holdings-page';

/** "My Stocks" of one broker and the consolidated holdings, with the grouping tabs and ranking. */
export function registerHoldingsRoutes(app: FastifyInstance, deps: EquityDeps): void {
  const { queries, store } = deps;

  app.get(`${STOCKS}/consolidated-holdings`, function consolidatedHoldings(request, reply) {
    const persona = personaOf(request);
    const query = parseOr400(holdingsQuerySchema, request.query ?? {}, reply, 'query');
    if (query === null) return reply;
    const user = persona.user.id;
    const page = buildHoldingsPage(queries.holdings(user), {
      accountId: null,
      groupBy: query.group_by,
      sort: query.sort,
      rankBy: query.rank_by,
      settingsOf: store.reader(user),
      tradesOf: tradesByAccount((accountId) => queries.trades(user, accountId)),
      today: istDayOf(deps.now()),
    });
    return reply.send(holdingsPageSchema.parse(page));
  });

  app.get<{ Params: BrokerParams }>(
    `${STOCKS}/holdings/:source/:account_id`,
    function holdings(request, reply) {
      const persona = personaOf(request);
      const user = persona.user.id;
      const broker = resolveBroker(queries, user, request.params.source, request.params.account_id, reply);
      if (broker === null) return reply;
      const query = parseOr400(holdingsQuerySchema, request.query ?? {}, reply, 'query');
      if (query === null) return reply;
      const settings = store.read(user, broker.account_id);
      const page = buildHoldingsPage(queries.holdings(user, broker.account_id), {
        accountId: broker.account_id,
        groupBy: query.group_by,
        sort: query.sort,
        rankBy: query.rank_by,
        settingsOf: () => settings,
        tradesOf: tradesByAccount((accountId) => queries.trades(user, accountId)),
        today: istDayOf(deps.now()),
      });
      return reply.send(holdingsPageSchema.parse(page));
    },
  );
}

/** Each broker account's trades, read at most once per request however many holdings ask. */
function tradesByAccount(
  read: (accountId: string) => ListedTrade[],
): (accountId: string) => readonly ListedTrade[] {
  const seen = new Map<string, ListedTrade[]>();
  return (accountId) => {
    const known = seen.get(accountId);
    if (known !== undefined) return known;
    const trades = read(accountId);
    seen.set(accountId, trades);
    return trades;
  };
}
