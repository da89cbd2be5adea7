import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { startServer } from '../../../support/sandbox';

/**
 * A sandbox for the credit-card, news, insta-cash, alert and profile tests: the real server with
 * the real seeded world on a temporary database file, plus a second connection so a test can read
 * what the answers hide (a statement's password) or check what a request changed.
 */
export type MiscSandbox = {
  app: FastifyInstance;
  db: Database.Database;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(
    url: string,
    body: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** Starts the sandbox; `now` pins its clock (default: the real one). */
export async function startMiscSandbox(now?: () => Date): Promise<MiscSandbox> {
  const server = await startServer({ fileDb: true, ...(now === undefined ? {} : { now }) });
  const { app } = server;
  const db = new Database(server.dbFile);
  db.pragma('busy_timeout = 2000');
  return {
    app,
    db,
    get: (url, token = 'demo') =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
    post: (url, body, token = 'demo', headers = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      db.close();
      await server.close();
    },
  };
}
