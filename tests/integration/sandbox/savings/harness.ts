import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { startServer } from '../../../support/sandbox';

/** The last day of seeded history and the sandbox's pinned clock: the same world on every run. */
export const ANCHOR = '2025-06-15';
export const NOW = new Date('2025-06-15T06:30:00.000Z');
export const ROOT = '/aa-service';

export type Harness = {
  app: FastifyInstance;
  get(token: string | null, path: string): Promise<LightMyRequestResponse>;
  post(token: string | null, path: string, body: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

function headers(token: string | null): Record<string, string> {
  return token === null ? {} : { authorization: `Bearer ${token}` };
}

/** The real sandbox on a private in-memory database, seeded up to {@link ANCHOR}, its clock pinned. */
export async function startHarness(): Promise<Harness> {
  const { app, close } = await startServer({ anchor: ANCHOR, now: () => new Date(NOW) });
  return {
    app,
    get: (token, path) => app.inject({ method: 'GET', url: `${ROOT}${path}`, headers: headers(token) }),
    post: (token, path, body) =>
      app.inject({
        method: 'POST',
        url: `${ROOT}${path}`,
        headers: { ...headers(token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
    close,
  };
}
