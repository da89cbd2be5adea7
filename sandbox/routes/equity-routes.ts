import type { FastifyInstance } from 'fastify';

import type { SandboxContext } from '../context';
import { migrate } from '../db/database';
import { registerAnalyticsRoutes } from './equity/analytics-routes';
import { registerBrokerRoutes } from './equity/broker-routes';
import { registerContentRoutes } from './equity/content-routes';
import type { EquityDeps } from './equity/equity-deps';
import { createEquityQueries } from './equity/equity-queries';
import { createEquityStore, EQUITY_MIGRATIONS } from './equity/equity-store';
import { registerHoldingsRoutes } from './equity/holdings-routes';
import { registerImportRoutes } from './equity/import-routes';
import { createImportStore, IMPORT_MIGRATIONS } from './equity/import-store';
import { registerTrackingRoutes } from './equity/tracking-routes';
import { registerTradeHistoryRoute } from './equity/trade-history-route';
import { registerTradesRoutes } from './equity/trades-routes';

/**
 * Registers the stocks-widget service (`/stocks-widget`, docs/product.md#stocks-widget-service): the caller's
 * brokers whose demat account is linked, their holdings grouped and ranked, analytics, trades, the sales page
 * and the tracking switches. The switches live in the `equity` namespace's own tables.
 */
export function registerEquityRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  migrate(ctx.db, 'equity', EQUITY_MIGRATIONS);
  // Before the queries are prepared: they list imported brokers beside the linked ones.
  migrate(ctx.db, 'equity-import', IMPORT_MIGRATIONS);
  const deps: EquityDeps = {
    queries: createEquityQueries(ctx.db),
    store: createEquityStore(ctx.db),
    db: ctx.db,
    now: ctx.now,
    files: ctx.files,
  };
  registerBrokerRoutes(app, deps);
  registerHoldingsRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerTradesRoutes(app, deps);
  registerTradeHistoryRoute(app, deps);
  registerContentRoutes(app, deps);
  registerTrackingRoutes(app, deps);
  registerImportRoutes(app, deps, createImportStore(ctx.db));
}
