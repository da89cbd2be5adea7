// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';

import { faultRuleListSchema, faultRuleSchema } from '../../../../sandbox/faults/fault-rules';
import { buildServer } from '../../../../sandbox/server';
import { withServer } from '../../../support/sandbox';

const NEWRELIC = '/frontend-webview/api/newrelic';
const USER = '/ind-investment/api/v4/user/basic/';
const BEACON = { id: 'b1', page: 'home', metric_name: 'LCP', value: 1, type: 'web-vital' };

// The sandbox's clock, moved by hand so rule expiry is exact.
let clock = new Date('2026-03-01T10:00:00.000Z');

const sandbox = withServer({ now: () => clock });
afterEach(async () => {
  await sandbox.app.inject({ method: 'DELETE', url: '/sandbox/faults' });
});

function addRule(body: unknown) {
  return sandbox.app.inject({
    method: 'POST',
    url: '/sandbox/faults',
    payload: body as Record<string, unknown>,
  });
}

function postBeacon(extraHeaders: Record<string, string> = {}) {
  return sandbox.app.inject({
    method: 'POST',
    url: NEWRELIC,
    headers: extraHeaders,
    payload: { ...BEACON, id: crypto.randomUUID() },
  });
}

function getUser() {
  return sandbox.app.inject({ method: 'GET', url: USER, headers: { authorization: 'Bearer demo' } });
}

describe('global fault rules', () => {
  it('fails every telemetry POST for the next 10 s, then lets them through', async () => {
    const res = await addRule({
      match: { method: 'POST', path_prefix: '/frontend-webview/' },
      fault: { status: 503 },
      duration_ms: 10_000,
    });
    expect(res.statusCode).toBe(201);
    const rule = faultRuleSchema.parse(res.json());
    expect(rule).toMatchObject({ source: 'api', expires_at: '2026-03-01T10:00:10.000Z', remaining: null });

    const failed = await postBeacon();
    expect(failed.statusCode).toBe(503);
    expect(apiErrorBodySchema.parse(failed.json()).error.code).toBe('INJECTED_FAULT');
    expect((await getUser()).statusCode).toBe(200);

    clock = new Date('2026-03-01T10:00:09.999Z');
    expect((await postBeacon()).statusCode).toBe(503);
    clock = new Date('2026-03-01T10:00:10.000Z');
    expect((await postBeacon()).statusCode).toBe(202);
    expect(
      faultRuleListSchema.parse((await sandbox.app.inject({ method: 'GET', url: '/sandbox/faults' })).json()),
    ).toEqual({
      rules: [],
    });
  });

  it('lapses after `count` requests and shows what remains', async () => {
    await addRule({ match: {}, fault: { status: 429, retry_after_s: 3 }, count: 2 });
    const first = await getUser();
    expect([first.statusCode, first.headers['retry-after']]).toEqual([429, '3']);
    const listed = faultRuleListSchema.parse(
      (await sandbox.app.inject({ method: 'GET', url: '/sandbox/faults' })).json(),
    );
    expect(listed.rules.map((rule) => rule.remaining)).toEqual([1]);
    expect((await getUser()).statusCode).toBe(429);
    expect((await getUser()).statusCode).toBe(200);
  });

  it('matches by method (GET also covers HEAD) and by path prefix', async () => {
    await addRule({ match: { method: 'GET', path_prefix: '/ind-investment/' }, fault: { status: 401 } });
    expect((await getUser()).statusCode).toBe(401);
    expect((await sandbox.app.inject({ method: 'HEAD', url: USER })).statusCode).toBe(401);
    expect((await postBeacon()).statusCode).toBe(202);
    expect((await sandbox.app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
  });

  it('applies the first matching rule, and a request header wins over every rule', async () => {
    await addRule({ match: {}, fault: { status: 500 } });
    await addRule({ match: {}, fault: { status: 502 } });
    expect((await getUser()).statusCode).toBe(500);
    expect((await postBeacon({ 'x-sandbox-fault': 'status=504' })).statusCode).toBe(504);
  });

  it('adds latency only, then answers normally', async () => {
    await addRule({ match: { path_prefix: USER }, fault: { latency_ms: 100 }, count: 1 });
    const started = performance.now();
    expect((await getUser()).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('never breaks /sandbox/* so a test can always clean up', async () => {
    await addRule({ match: {}, fault: { status: 503 } });
    expect((await sandbox.app.inject({ method: 'GET', url: '/sandbox/health' })).statusCode).toBe(200);
    expect((await sandbox.app.inject({ method: 'GET', url: '/sandbox/faults' })).statusCode).toBe(200);
  });

  it('removes one rule by id, and 404s an unknown id', async () => {
    const rule = faultRuleSchema.parse((await addRule({ match: {}, fault: { status: 503 } })).json());
    expect(
      (await sandbox.app.inject({ method: 'DELETE', url: `/sandbox/faults/${rule.id}` })).statusCode,
    ).toBe(204);
    expect((await getUser()).statusCode).toBe(200);
    const missing = await sandbox.app.inject({ method: 'DELETE', url: `/sandbox/faults/${rule.id}` });
    expect(missing.statusCode).toBe(404);
    expect(apiErrorBodySchema.parse(missing.json()).error.code).toBe('NOT_FOUND');
  });

  it.each([
    [{}, 'match'],
    [{ match: {}, fault: {} }, 'fault'],
    [{ match: {}, fault: { status: 200 } }, 'fault.status'],
    [{ match: {}, fault: { status: 503, drop: true } }, 'fault.drop'],
    [{ match: {}, fault: { retry_after_s: 1 } }, 'fault.retry_after_s'],
    [{ match: {}, fault: { latency_ms: 30_001 } }, 'fault.latency_ms'],
    [{ match: { method: 'PUT' }, fault: { status: 503 } }, 'match.method'],
    [{ match: { path_prefix: 'frontend' }, fault: { status: 503 } }, 'match.path_prefix'],
    [{ match: { path: '/x' }, fault: { status: 503 } }, 'match'],
    [{ match: {}, fault: { status: 503 }, duration_ms: 0 }, 'duration_ms'],
    [{ match: {}, fault: { status: 503 }, count: 1.5 }, 'count'],
  ])('answers 400 to %j naming %s', async (body, field) => {
    const res = await addRule(body);
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain(`${field}:`);
    expect((await getUser()).statusCode).toBe(200);
  });
});

describe('SANDBOX_FAULTS', () => {
  // buildServer itself, not withServer(): these tests are about how it starts (or refuses to)
  // with the env var set during the call, and each needs its own server.
  async function buildWith(value: string): Promise<FastifyInstance> {
    const before = process.env['SANDBOX_FAULTS'];
    process.env['SANDBOX_FAULTS'] = value;
    try {
      return await buildServer({ distDir: null });
    } finally {
      if (before === undefined) delete process.env['SANDBOX_FAULTS'];
      else process.env['SANDBOX_FAULTS'] = before;
    }
  }

  it('installs the rules of the env var at start', async () => {
    const withFaults = await buildWith(
      JSON.stringify([
        { match: { method: 'POST', path_prefix: '/frontend-webview/' }, fault: { status: 503 } },
      ]),
    );
    try {
      const listed = faultRuleListSchema.parse(
        (await withFaults.inject({ method: 'GET', url: '/sandbox/faults' })).json(),
      );
      expect(listed.rules.map((rule) => [rule.source, rule.fault])).toEqual([['env', { status: 503 }]]);
      const res = await withFaults.inject({ method: 'POST', url: NEWRELIC, payload: BEACON });
      expect(res.statusCode).toBe(503);
    } finally {
      await withFaults.close();
    }
  });

  it.each([
    ['not JSON', '{', /not JSON/],
    ['not an array', '{"match":{}}', /SANDBOX_FAULTS/],
    ['a bad rule', '[{"match":{},"fault":{"status":99}}]', /0\.fault\.status/],
  ])('refuses to start with %s', async (_name, value, message) => {
    await expect(buildWith(value)).rejects.toThrow(message);
  });
});
