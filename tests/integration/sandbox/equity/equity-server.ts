import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { startServer } from '../../../support/sandbox';
import { ensureEquityFixtures } from './equity-fixtures';

/** The sandbox's clock in these tests. */
export const NOW = new Date('2026-01-15T10:00:00.000Z');

/** A real sandbox on a temporary database file, with the equity fixtures in it. */
export type EquityServer = {
  app: FastifyInstance;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object | string, token?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** Builds the server, then adds the fixtures through a second connection to its file. */
export async function startEquityServer(): Promise<EquityServer> {
  const { app, dbFile, close } = await startServer({ fileDb: true, now: () => NOW });
  ensureEquityFixtures(dbFile);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    app,
    get: (url, token = 'demo') => app.inject({ method: 'GET', url, headers: auth(token) }),
    post: (url, payload, token = 'demo') =>
      app.inject({ method: 'POST', url, headers: auth(token), payload }),
    close,
  };
}

/** Root of the stocks-widget's in-stocks paths. */
export const IN_STOCKS = '/stocks-widget/in-stocks';
