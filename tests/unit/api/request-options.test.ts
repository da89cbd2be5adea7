import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { loadApi, jsonResponse, sent, stubFetch, type Api, type FetchMock } from '../../support/fetch-stub';

const okSchema = z.object({ ok: z.boolean() });

let api: Api;
let fetchMock: FetchMock;

beforeEach(async () => {
  window.localStorage.clear();
  fetchMock = stubFetch(200, { ok: true });
  api = await loadApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function call(options: Partial<Parameters<Api['request']>[0]> = {}) {
  return api.request({ service: 'aggregator', path: '/account-summary', schema: okSchema, ...options });
}

describe('request headers', () => {
  it('sends the trace id when given, with a fresh request id on every call', async () => {
    await call({ traceId: 'journey-7' });
    await call({ traceId: 'journey-7' });
    await call();
    expect(sent(fetchMock, 0).headers.get('X-Trace-Id')).toBe('journey-7');
    expect(sent(fetchMock, 1).headers.get('X-Trace-Id')).toBe('journey-7');
    expect(sent(fetchMock, 2).headers.has('X-Trace-Id')).toBe(false);
    const requestIds = [0, 1, 2].map((i) => sent(fetchMock, i).headers.get('X-Request-Id'));
    expect(new Set(requestIds).size).toBe(3);
  });
});

describe('per-call headers', () => {
  it('sends them, without letting them replace the bearer token or the request id', async () => {
    await call({
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-1', authorization: 'Bearer other', 'X-Request-Id': 'fixed' },
    });
    const headers = sent(fetchMock, 0).headers;
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('X-Request-Id')).not.toBe('fixed');
    expect(headers.get('Authorization')).toBeNull();
  });
});

describe('memberID', () => {
  it('goes in the query of a GET', async () => {
    await call({ memberID: 'm-2', query: { month_key: '2025-01' } });
    expect(sent(fetchMock).url).toBe('/aa-service/account-summary?month_key=2025-01&memberID=m-2');
    expect(sent(fetchMock).init.body).toBeNull();
  });

  it('goes in the payload of a POST, not in its query', async () => {
    await call({ method: 'POST', memberID: 'm-2', body: { account_id: 'a1' }, query: { page: 1 } });
    expect(sent(fetchMock).url).toBe('/aa-service/account-summary?page=1');
    expect(JSON.parse(sent(fetchMock).init.body as string)).toEqual({ account_id: 'a1', memberID: 'm-2' });
  });

  it('makes a payload of its own for a POST without one', async () => {
    await call({ method: 'POST', memberID: 'm-2' });
    expect(JSON.parse(sent(fetchMock).init.body as string)).toEqual({ memberID: 'm-2' });
  });

  it('is left out when absent', async () => {
    await call({ method: 'POST', body: { a: 1 } });
    await call();
    expect(sent(fetchMock, 0).init.body).toBe('{"a":1}');
    expect(sent(fetchMock, 1).url).toBe('/aa-service/account-summary');
  });
});

describe('failed POST', () => {
  async function failure(response: Response): Promise<unknown> {
    fetchMock.mockResolvedValue(response);
    return call({ method: 'POST', body: {} }).catch((error: unknown) => error);
  }

  it('carries the default error object when the body has no message', async () => {
    const error = await failure(jsonResponse(500, { code: 'INTERNAL' }));
    expect(error).toBeInstanceOf(api.errors.ApiError);
    expect(error).toMatchObject({
      statusCode: 500,
      message: 'unknown',
      body: { statusCode: 500, code: 'INTERNAL', message: 'unknown' },
    });
  });

  it('keeps the server message when there is one', async () => {
    const error = await failure(jsonResponse(422, { error: { code: 'BAD', message: 'Invalid IFSC' } }));
    expect(error).toMatchObject({
      statusCode: 422,
      message: 'Invalid IFSC',
      body: { statusCode: 422, error: { code: 'BAD', message: 'Invalid IFSC' }, message: 'Invalid IFSC' },
    });
  });

  it('carries the default error object when the body is not JSON', async () => {
    const error = await failure(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(error).toMatchObject({
      statusCode: 502,
      body: { statusCode: 502, message: 'unknown' },
    });
  });

  it('leaves a failed GET body as the server sent it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL' }));
    const error = await call().catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 500, body: { code: 'INTERNAL' } });
  });
});
