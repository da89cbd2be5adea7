import { vi } from 'vitest';

import type * as Errors from '@/api/errors';
import type * as Request from '@/api/request';
import type * as Bus from '@/events/bus';
import type * as AuthToken from '@/session/auth-token';

export type Api = {
  auth: typeof AuthToken;
  errors: typeof Errors;
  request: (typeof Request)['request'];
  bus: typeof Bus;
};

/**
 * The api layer loaded afresh with the bus it emits on: platform, token and bus are module state,
 * so stub anything on `window` that should count before calling this.
 */
export async function loadApi(): Promise<Api> {
  vi.resetModules();
  const auth = await import('@/session/auth-token');
  const errors = await import('@/api/errors');
  const { request } = await import('@/api/request');
  const bus = await import('@/events/bus');
  return { auth, errors, request, bus };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/** The URL a fetch was called with, whatever form it came in. */
export function urlOf(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** Stubs `fetch`; every call answers `status` with `body` until told otherwise. */
export function stubFetch(status = 200, body: unknown = {}): FetchMock {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(status, body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Stubs `fetch` to answer by path (query ignored); any other path answers 404, so a wrong call fails. */
export function stubFetchByPath(answers: Record<string, unknown>): FetchMock {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const body = answers[new URL(urlOf(input), 'http://x').pathname];
    return Promise.resolve(
      body === undefined ? jsonResponse(404, { error: { message: 'not found' } }) : jsonResponse(200, body),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch that never answers but rejects like the browser when its signal aborts. */
export function hangUntilAborted(fetchMock: FetchMock): void {
  fetchMock.mockImplementation(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        // As fetch does: a signal aborted before the call rejects at once.
        if (init?.signal?.aborted === true) abort();
        init?.signal?.addEventListener('abort', abort);
      }),
  );
}

/** What the app sent on the `index`th fetch. */
export function sent(fetchMock: FetchMock, index = 0): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls[index];
  if (call === undefined) throw new Error(`no fetch call #${index}`);
  const [input, init = {}] = call;
  return { url: urlOf(input), init, headers: new Headers(init.headers) };
}
