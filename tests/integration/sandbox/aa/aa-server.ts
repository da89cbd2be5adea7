import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { startServer } from '../../../support/sandbox';
import { ensureAaWorld } from './aa-world';

/** A real sandbox on a temporary database file, with the rows the AA tests need. */
export type AaServer = {
  app: FastifyInstance;
  dbFile: string;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object, token?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** The clock the tests pin; move it with {@link Clock.advance}. */
export type Clock = { now: () => Date; set(iso: string): void; advance(ms: number): void };

/** A mutable clock, starting at `iso`. */
export function pinnedClock(iso = '2026-01-15T10:00:00.000Z'): Clock {
  let current = new Date(iso);
  return {
    now: () => new Date(current.getTime()),
    set: (value) => {
      current = new Date(value);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** Builds the server (default token: newbie), then adds the fixture rows through its file. */
export async function startAaServer(clock: Clock = pinnedClock()): Promise<AaServer> {
  const { app, dbFile, close } = await startServer({ fileDb: true, now: clock.now });
  ensureAaWorld(dbFile);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    app,
    dbFile,
    get: (url, token = 'newbie') => app.inject({ method: 'GET', url, headers: auth(token) }),
    post: (url, payload, token = 'newbie') =>
      app.inject({ method: 'POST', url, headers: auth(token), payload }),
    close,
  };
}

export const AGG = '/aa-service';
export const TRACKING = '/tracking-service';
export const TRACK_V1 = '/track/v1';

/** `path?query` with the values encoded. */
export function url(path: string, query: Record<string, string> = {}): string {
  const text = new URLSearchParams(query).toString();
  return text === '' ? path : `${path}?${text}`;
}
