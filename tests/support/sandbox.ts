/**
 * The sandbox for integration tests. `const sb = withServer()` gives a test file (or a describe
 * block) its own private server: built before its tests (in-memory world, no app to serve unless
 * asked) and closed after them. `startServer()` is the same server for a harness that hands out
 * its own handle and closes it itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { buildServer, type BuildServerOptions } from '../../sandbox/server';

export type TestServerOptions = Partial<BuildServerOptions> & {
  /**
   * Keep the database in a temporary file (deleted on close) instead of memory, so a test can
   * open a second connection to it: to add fixture rows or read what the answers hide.
   */
  fileDb?: boolean;
};

/** A running sandbox and how to stop it. */
export type StartedServer = {
  readonly app: FastifyInstance;
  /** The database file when `fileDb` was asked for, else null. */
  readonly dbFile: string | null;
  readonly close: () => Promise<void>;
};

/** Builds a sandbox now; the caller closes it. */
export async function startServer(
  options: TestServerOptions & { fileDb: true },
): Promise<StartedServer & { readonly dbFile: string }>;
export async function startServer(options?: TestServerOptions): Promise<StartedServer>;
export async function startServer(options: TestServerOptions = {}): Promise<StartedServer> {
  const { fileDb = false, ...buildOptions } = options;
  const dir = fileDb ? mkdtempSync(join(tmpdir(), 'kosh-sandbox-')) : null;
  const dbFile = dir === null ? null : join(dir, 'sandbox.db');
  const app = await buildServer({
    distDir: null,
    ...buildOptions,
    ...(dbFile === null ? {} : { dbFile }),
  });
  return {
    app,
    dbFile,
    close: async () => {
      await app.close();
      if (dir !== null) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestServer = {
  /** The running sandbox (only after the enclosing beforeAll). */
  readonly app: FastifyInstance;
};

/**
 * One sandbox for the enclosing file or describe block. Options may be a function, read when the
 * server starts, for values made in an earlier beforeAll (a fixture directory, for one).
 */
export function withServer(options: TestServerOptions | (() => TestServerOptions) = {}): TestServer {
  let server: StartedServer | null = null;
  beforeAll(async () => {
    server = await startServer(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get app() {
      if (server === null) throw new Error('withServer(): the sandbox starts in beforeAll');
      return server.app;
    },
  };
}
