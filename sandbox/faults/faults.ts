import type { FastifyInstance } from 'fastify';

import type { SandboxContext } from '../context';

/** Registers fault injection. */
export function installFaults(_app: FastifyInstance, _ctx: SandboxContext): void {
  // Being written (issue 3).
}
