import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { startServer } from '../../../support/sandbox';

/** The sandbox's clock in these tests: the seeded world ends on this day too. */
export const NOW = new Date('2026-01-15T10:00:00.000Z');

/** Where the mutual-fund paths hang. */
export const FUNDS = '/tracking-service/mutual-funds';

export type FundsServer = {
  app: FastifyInstance;
  get(url: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** A real sandbox with its clock pinned at {@link NOW}. */
export async function startFundsServer(): Promise<FundsServer> {
  const { app, close } = await startServer({ now: () => NOW });
  return {
    app,
    get: (url, token = 'demo', headers = {}) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } }),
    close,
  };
}
