import type { FastifyInstance } from 'fastify';

import type { SandboxContext } from '../context';

/** Registers credit cards, stories, insta cash, alerts, frontend, logger, profile and screen endpoints. */
export function registerMiscRoutes(_app: FastifyInstance, _ctx: SandboxContext): void {
  // Being written (issue 3).
}
