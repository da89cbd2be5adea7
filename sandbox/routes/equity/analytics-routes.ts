import type { FastifyInstance } from 'fastify';

import { equityAnalyticsSchema, pfScanPayloadSchema, pfScanSchema } from '@/api/schemas/stocks-widget';
import { istDayOf } from '@/domain/dates/ist';

import { personaOf } from '../../http/auth';
import { groupHoldings } from '../../rules/portfolio/grouping';
import { scanPortfolio, SINGLE_STOCK_REFERENCE_BPS } from '../../rules/portfolio/portfolio-scan';
import { buildAnalytics } from './analytics-page';
import { type EquityDeps, STOCKS } from './equity-deps';
import type { ListedBroker, EquityHolding } from './equity-queries';
import { type BrokerParams, parseOr400, resolveBroker, sendBrokerNotFound } from './equity-request';
import { sliceView } from './equity-views';

/** Consolidated and per-broker "Analytics", and the portfolio scan. */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: EquityDeps): void {
  const { queries, store } = deps;

  function analytics(user: string, brokers: readonly ListedBroker[], accountId: string | null) {
    return equityAnalyticsSchema.parse(
      buildAnalytics(queries.holdings(user, accountId), {
        accountId,
        brokerNames: new Map(brokers.map((broker) => [broker.broker_id, broker.broker_name])),
        trades: queries.trades(user, accountId),
        today: istDayOf(deps.now()),
        lastScanAt: store.lastScanAt(user, accountId),
      }),
    );
  }

  app.get(`${STOCKS}/consolidated-analytics`, function consolidatedAnalytics(request, reply) {
    const persona = personaOf(request);
    const user = persona.user.id;
    return reply.send(analytics(user, queries.brokers(user), null));
  });

  app.get<{ Params: BrokerParams }>(
    `${STOCKS}/equity-analytics/:source/:account_id`,
    function equityAnalytics(request, reply) {
      const persona = personaOf(request);
      const user = persona.user.id;
      const broker = resolveBroker(queries, user, request.params.source, request.params.account_id, reply);
      if (broker === null) return reply;
      return reply.send(analytics(user, [broker], broker.account_id));
    },
  );

  app.post(`${STOCKS}/pf-scan`, function pfScan(request, reply) {
    const persona = personaOf(request);
    // An empty POST (no body at all) scans the whole portfolio.
    const body = parseOr400(pfScanPayloadSchema, request.body ?? {}, reply, 'body');
    if (body === null) return reply;
    const user = persona.user.id;
    const accountId = body.account_id ?? null;
    if (accountId !== null && queries.broker(user, accountId) === null) return sendBrokerNotFound(reply);
    const scannedAt = deps.now().toISOString();
    const answer = pfScanSchema.parse(scanAnswer(queries.holdings(user, accountId), accountId, scannedAt));
    store.recordScan(user, accountId, scannedAt, answer);
    return reply.send(answer);
  });
}

/** The scan's answer in the contract's shape. */
function scanAnswer(holdings: readonly EquityHolding[], accountId: string | null, scannedAt: string) {
  const scan = scanPortfolio(holdings);
  const share = (found: typeof scan.topHolding) =>
    found === null
      ? null
      : {
          key: found.key,
          label: found.label,
          value_paise: found.valuePaise,
          share_bps: found.shareBps,
          stocks_count: found.stocksCount,
        };
  return {
    empty: holdings.length === 0,
    scope: accountId === null ? 'CONSOLIDATED' : 'BROKER',
    account_id: accountId,
    scanned_at: scannedAt,
    holdings_count: scan.holdingsCount,
    stocks_count: scan.stocksCount,
    sectors_count: scan.sectorsCount,
    top_holding: share(scan.topHolding),
    top_three_share_bps: scan.topThreeShareBps,
    stocks_above_reference_count: scan.stocksAboveReferenceCount,
    single_stock_reference_bps: SINGLE_STOCK_REFERENCE_BPS,
    top_sector: share(scan.topSector),
    small_caps: {
      stocks_count: scan.smallCaps.stocksCount,
      value_paise: scan.smallCaps.valuePaise,
      share_bps: scan.smallCaps.shareBps,
    },
    market_cap_mix: groupHoldings(holdings, 'market_cap').map(sliceView),
    notes: scan.notes,
  };
}
