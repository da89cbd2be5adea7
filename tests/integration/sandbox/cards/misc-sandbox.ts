import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { buildServer } from '../../../../sandbox/server';

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
  const dir = mkdtempSync(join(tmpdir(), 'kosh-misc-'));
  const dbFile = join(dir, 'sandbox.db');
  const clock = now ?? (() => new Date());
  const app = await buildServer({ distDir: null, dbFile, now: clock });
  const db = new Database(dbFile);
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
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
