import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

import { buildServer } from '../../../../sandbox/server';

/**
 * A private sandbox (in-memory world) that answers the page's `fetch`: the endpoint functions run
 * against the real AA simulation and its zod-checked answers, not a hand-written fixture.
 */
export type AaSandbox = {
  app: FastifyInstance;
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  /** `method path?query` of every call so far. */
  calls: () => string[];
  close: () => Promise<void>;
};

/** The URL a fetch was called with, whatever form it came in. */
export function urlOf(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

export async function startAaSandbox(): Promise<AaSandbox> {
  const app = await buildServer({ distDir: null });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const method = (init?.method ?? 'GET') as 'GET' | 'POST';
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const answer = await app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    app,
    fetchMock,
    calls: () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}`),
    close: async () => {
      vi.unstubAllGlobals();
      await app.close();
    },
  };
}
