import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import type { AppEvent, AppEventOf } from '@/events/app-events';

import {
  hangUntilAborted,
  jsonResponse,
  loadApi,
  stubFetch,
  type Api,
  type FetchMock,
} from '../../support/fetch-stub';

const okSchema = z.object({ ok: z.boolean() });

let api: Api;
let fetchMock: FetchMock;
let seen: AppEvent[];

beforeEach(async () => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/savings?tab=1');
  fetchMock = stubFetch(200, { ok: true });
  api = await loadApi();
  seen = [];
  api.bus.events$.subscribe((event) => seen.push(event));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

function apiCalls(): AppEventOf<'api_called'>['payload'][] {
  return seen.flatMap((event) => (event.name === 'api_called' ? [event.payload] : []));
}

function errorReports(): AppEventOf<'error_reported'>['payload'][] {
  return seen.flatMap((event) => (event.name === 'error_reported' ? [event.payload] : []));
}

function call(options: Partial<Parameters<Api['request']>[0]> = {}) {
  return api.request({ service: 'aggregator', path: '/money-flow', schema: okSchema, ...options });
}

describe('api_called', () => {
  it('describes a successful call: method, absolute url, status, bytes, page, host, platform', async () => {
    await call({ query: { month_key: '2025-01' } });
    expect(apiCalls()).toEqual([
      {
        method: 'GET',
        url: 'http://localhost:3000/aa-service/money-flow?month_key=2025-01',
        response_time_ms: expect.any(Number) as number,
        status: 200,
        bytes: '{"ok":true}'.length,
        pathname: '/savings',
        host: 'localhost:3000',
        platform: 'web',
        outcome: 'ok',
      },
    ]);
    expect(apiCalls()[0]?.response_time_ms).toBeGreaterThanOrEqual(0);
  });

  it('never carries the token, from the header or from a query parameter', async () => {
    api.auth.setAuthorization('Bearer s3cret-token');
    await call({ query: { token: 's3cret-token', authorization: 'Bearer s3cret-token', page: 2 } });
    const [payload] = apiCalls();
    expect(payload?.url).toBe('http://localhost:3000/aa-service/money-flow?page=2');
    expect(JSON.stringify(seen)).not.toContain('s3cret');
  });

  it('takes the content-length when the server sends one, else measures the UTF-8 body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }, { 'content-length': '1234' }));
    await call();
    // 19 characters, 21 bytes: ₹ takes three in UTF-8.
    fetchMock.mockResolvedValueOnce(new Response('{"ok":true,"n":"₹"}', { status: 200 }));
    await call();
    expect(apiCalls().map((payload) => payload.bytes)).toEqual([1234, 21]);
  });

  it('reports a failed answer with its status', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { message: 'down' }));
    await call({ method: 'POST', body: {} }).catch(() => undefined);
    expect(apiCalls()).toMatchObject([{ method: 'POST', status: 503, outcome: 'http-error' }]);
  });

  it('reports status 0 when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await call().catch(() => undefined);
    expect(apiCalls()).toMatchObject([{ status: 0, bytes: 0, outcome: 'network-error' }]);
  });

  it('reports status 0 on a timeout', async () => {
    hangUntilAborted(fetchMock);
    vi.useFakeTimers();
    const pending = call({ timeoutMs: 100 }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(100);
    await pending;
    expect(apiCalls()).toMatchObject([{ status: 0, outcome: 'timeout' }]);
  });

  it('reports the platform of the host app', async () => {
    vi.stubGlobal('KoshAndroid', {});
    api = await loadApi();
    seen = [];
    api.bus.events$.subscribe((event) => seen.push(event));
    await call();
    expect(apiCalls()).toMatchObject([{ platform: 'android' }]);
  });
});

describe('a contract violation', () => {
  it('raises a ContractError and is reported as an error the customer did not see', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: 'yes' }));
    await expect(call()).rejects.toBeInstanceOf(api.errors.ContractError);
    expect(errorReports()).toEqual([
      {
        message: expect.stringContaining('/aa-service/money-flow') as string,
        origin: 'api:aggregator/money-flow',
        status_code: 200,
        user_seen_error: false,
        pathname: '/savings',
      },
    ]);
    expect(apiCalls()).toMatchObject([{ status: 200, outcome: 'contract-error' }]);
  });

  it('is the only answer reported as an error by request() itself', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, {}));
    await call().catch(() => undefined);
    expect(errorReports()).toEqual([]);
  });
});
