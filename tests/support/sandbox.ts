/**
 * One private sandbox per test file: `const sb = withServer()` builds it before the file's tests
 * (in-memory world, no app to serve unless asked) and closes it after them.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { buildServer, type BuildServerOptions } from '../../sandbox/server';

export type TestServer = {
  /** The running sandbox (only after the file's beforeAll). */
  readonly app: FastifyInstance;
};

export function withServer(options: Partial<BuildServerOptions> = {}): TestServer {
  let app: FastifyInstance | null = null;
  beforeAll(async () => {
    app = await buildServer({ distDir: null, ...options });
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app() {
      if (app === null) throw new Error('withServer(): the sandbox starts in beforeAll');
      return app;
    },
  };
}
