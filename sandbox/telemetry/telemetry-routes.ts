import type { FastifyInstance } from 'fastify';

import type { SandboxContext } from '../context';

/** Registers the telemetry sink. */
export function registerTelemetryRoutes(_app: FastifyInstance, _ctx: SandboxContext): void {
  // Being written (issue 3).
}
