import type { FastifyInstance } from 'fastify';

import type { SandboxContext } from '../context';

/** Registers the stocks-widget service. */
export function registerEquityRoutes(_app: FastifyInstance, _ctx: SandboxContext): void {
  // Being written (issue 3).
}
