// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';

import { parseFaultHeader } from '../../../../sandbox/faults/fault-spec';
import { withServer } from '../../../support/sandbox';

const USER = '/ind-investment/api/v4/user/basic/';
const sandbox = withServer();

function get(url: string, fault?: string) {
  return sandbox.app.inject({
    method: 'GET',
    url,
    headers: { authorization: 'Bearer demo', ...(fault === undefined ? {} : { 'x-sandbox-fault': fault }) },
  });
}

describe('parseFaultHeader', () => {
  it.each([
    ['status=503', { status: 503 }],
    ['latency=800', { latency_ms: 800 }],
    ['status=429;retry-after=2', { status: 429, retry_after_s: 2 }],
    ['drop', { drop: true }],
    ['status=401', { status: 401 }],
    ['latency=500;status=503', { latency_ms: 500, status: 503 }],
    [' Latency = 10 ; DROP ', { latency_ms: 10, drop: true }],
    ['status=503, latency=5', { status: 503, latency_ms: 5 }],
    ['latency=0', { latency_ms: 0 }],
    ['latency=30000', { latency_ms: 30000 }],
  ])('reads %j', (value, fault) => {
    expect(parseFaultHeader(value)).toEqual({ ok: true, fault });
  });

  it.each([
    ['', 'empty'],
    [';', 'empty'],
    ['lag=5', 'unknown directive'],
    ['status', 'whole number'],
    ['status=abc', 'whole number'],
    ['status=5.5', 'whole number'],
    ['status=-1', 'whole number'],
    ['status=5=5', 'whole number'],
    ['status=200', 'status'],
    ['status=600', 'status'],
    ['latency=30001', 'latency: '],
    ['retry-after=2', 'retry-after: needs a status'],
    ['drop=1', 'drop takes no value'],
    ['drop;status=503', 'drop'],
    ['status=503;status=500', 'given twice'],
    ['__proto__=1', 'unknown directive'],
  ])('refuses %j', (value, message) => {
    const result = parseFaultHeader(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('x-sandbox-fault', () => {
  it.each([503, 500, 401, 404])('answers status=%i in the JSON error shape', async (status) => {
    const res = await get(USER, `status=${status}`);
    expect(res.statusCode).toBe(status);
    expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('INJECTED_FAULT');
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 429 with Retry-After', async () => {
    const res = await get(USER, 'status=429;retry-after=2');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('2');
    expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('INJECTED_FAULT');
  });

  it('delays by at least the requested latency, then answers normally', async () => {
    const started = performance.now();
    const res = await get(USER, 'latency=150');
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'usr_demo_0001' });
  });

  it('combines latency and status', async () => {
    const started = performance.now();
    const res = await get(USER, 'latency=120;status=503');
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    expect(res.statusCode).toBe(503);
  });

  it('breaks POSTs before their body is read, and unknown routes too', async () => {
    const post = await sandbox.app.inject({
      method: 'POST',
      url: '/analytics/track',
      headers: { 'x-sandbox-fault': 'status=503', 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(post.statusCode).toBe(503);
    expect((await get('/aa-service/nope', 'status=502')).statusCode).toBe(502);
  });

  it('closes an injected request without an answer under inject (drop)', async () => {
    await expect(get(USER, 'drop')).rejects.toThrow(/destroyed|ECONNRESET/i);
    // The server is still fine afterwards.
    expect((await get(USER)).statusCode).toBe(200);
  });

  it.each(['lag=5', 'status=200', '', 'retry-after=1'])(
    'answers 400 naming the header for %j',
    async (fault) => {
      const res = await get(USER, fault);
      expect(res.statusCode).toBe(400);
      const body = apiErrorBodySchema.parse(res.json());
      expect(body.error.code).toBe('BAD_REQUEST');
      expect(body.error.message).toMatch(/^x-sandbox-fault: /);
    },
  );

  it('never touches the sandbox’s own /sandbox/* routes, even with a bad header', async () => {
    for (const fault of ['status=503', 'drop', 'lag=5']) {
      const res = await get('/sandbox/health', fault);
      expect(res.statusCode).toBe(200);
    }
  });
});
