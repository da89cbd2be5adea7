import type { FastifyInstance } from 'fastify';

import type { SandboxContext } from '../context';
import { migrate } from '../db/database';
import { AA_MIGRATIONS } from './aa-migrations';
import { registerConsentRoutes } from './consent-routes';
import { registerLinkRoutes } from './link-routes';
import { registerPartnerRoutes } from './partner-routes';
import { registerRevokeRoutes } from './revoke-routes';
import { registerScreenRoutes } from './screen-routes';
import { recordSeededConsents } from './seeded-consents';
import { registerStatusRoutes } from './status-routes';

/**
 * Registers the account-aggregator partner simulation and every linking / tracking endpoint of
 * docs/product.md#aggregator-service (docs/sandbox.md, "Account-aggregator simulation"). Its own state lives
 * in the `aa` namespace; linking and revoking flip `fi_accounts.linked` in the seeded world.
 */
export function registerAaRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  migrate(ctx.db, 'aa', AA_MIGRATIONS);
  recordSeededConsents(ctx.db);
  registerScreenRoutes(app, ctx);
  registerConsentRoutes(app, ctx);
  registerPartnerRoutes(app, ctx);
  registerLinkRoutes(app, ctx);
  registerStatusRoutes(app, ctx);
  registerRevokeRoutes(app, ctx);
}
