import type { FastifyInstance } from 'fastify';

import type { SandboxContext } from '../../context';
import { registerFundCasRoutes } from './fund-cas-routes';
import { createMutualFundsQueries } from './mutual-funds-queries';
import { registerNavHistoryRoute } from './nav-history-route';
import { registerPortfolioRoute } from './portfolio-route';
import { registerSipsRoute } from './sips-route';

/**
 * The caller's mutual funds, served from the seeded folios (docs/sandbox.md#mutual-funds): the
 * portfolio with every line, one held scheme's NAV history, the running SIPs (for home), and a
 * mutual-fund CAS brought in by hand. The tables are the `data`
 * namespace's (sandbox/db/data-schema.ts).
 */
export function registerMutualFundsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const deps = { queries: createMutualFundsQueries(ctx.db), now: ctx.now };
  registerPortfolioRoute(app, deps);
  registerNavHistoryRoute(app, deps);
  registerSipsRoute(app, deps);
  registerFundCasRoutes(app, ctx);
}
