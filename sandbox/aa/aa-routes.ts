import type { FastifyInstance } from 'fastify';

import type { SandboxContext } from '../context';

/** Registers the account-aggregator partner simulation and linking endpoints. */
export function registerAaRoutes(_app: FastifyInstance, _ctx: SandboxContext): void {
  // Being written (issue 3).
}
