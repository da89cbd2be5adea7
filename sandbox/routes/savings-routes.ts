import type { FastifyInstance } from 'fastify';

import type { SandboxContext } from '../context';

/** Registers the aggregator service's savings and analytics endpoints. */
export function registerSavingsRoutes(_app: FastifyInstance, _ctx: SandboxContext): void {
  // Being written (issue 3).
}
