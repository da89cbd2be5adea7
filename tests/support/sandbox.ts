/**
 * The sandbox for integration tests. `const sb = withServer()` gives a test file (or a describe
 * block) its own private server: built before its tests (in-memory world, no app to serve unless
 * asked) and closed after them. `startServer()` is the same server for a harness that hands out
 * its own handle and closes it itself; `startFetchSandbox()` puts one behind the page's `fetch`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';

import { buildServer, type BuildServerOptions } from '../../sandbox/server';
import { urlOf, type FetchMock } from './fetch-stub';

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

/** A private sandbox behind the page's `fetch` (see {@link startFetchSandbox}). */
export type FetchSandbox = StartedServer & {
  readonly fetchMock: FetchMock;
  /** `method path?query` of every call so far. */
  readonly calls: () => string[];
};

/**
 * Stubs `fetch` with a private sandbox (in-memory world): endpoint functions run against the real
 * simulation and its zod-checked answers, not a hand-written fixture. `close` unstubs it too.
 */
export async function startFetchSandbox(): Promise<FetchSandbox> {
  const server = await startServer();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const answer = await server.app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: urlOf(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(body === undefined ? {} : { payload: body }),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    ...server,
    fetchMock,
    calls: () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}`),
    close: async () => {
      vi.unstubAllGlobals();
      await server.close();
    },
  };
}
