// @vitest-environment node
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';

import { startServer } from '../../../support/sandbox';
import { fuzzInputs } from './fuzz-inputs';
import { harvestValues } from './harvest';
import { listRoutes, type RouteEntry } from './route-list';

/** Routes that allow more than the gateway's 1 MB: the CAS uploads carry a 5 MB PDF as base64. */
const OWN_BODY_LIMITS: ReadonlyMap<string, number> = new Map([
  ['/stocks-widget/in-stocks/cas-upload', 8 * 1024 * 1024],
  ['/tracking-service/mutual-funds/cas-import', 8 * 1024 * 1024],
]);

// Every route the real server registers, found at run time: routes other modules add later are
// fuzzed as soon as they exist. HEAD is GET without a body, so GET covers it. The server starts
// while the file is collected (not in withServer's beforeAll): the list of tests is made from it.
const server = await startServer();
const { app } = server;
const routes: RouteEntry[] = listRoutes(app).filter((route) => route.method !== 'HEAD');
const { pathParam, queryString, bodyText, headers } = fuzzInputs(await harvestValues(app, routes));
afterAll(async () => {
  await server.close();
});

/** Runs per route (FUZZ_RUNS overrides, e.g. 500 for a long local session). */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 30);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PARAM = /:[A-Za-z0-9_]+/g;

/** Fails with the request that broke the rule, so a report can name route and input. */
function assertAnswer(res: LightMyRequestResponse, method: string, described: string): void {
  expect(res.statusCode, `5xx for ${described}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400 && method !== 'HEAD') {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = res.body;
    }
    expect(
      apiErrorBodySchema.safeParse(body).success,
      `non-JSON error for ${described}: ${res.body.slice(0, 300)}`,
    ).toBe(true);
  }
}

/** Undoes a fault rule the fuzzer happened to create, so it cannot break later requests. */
async function undoSideEffects(route: RouteEntry, res: LightMyRequestResponse): Promise<void> {
  if (route.url === '/sandbox/faults' && route.method === 'POST' && res.statusCode === 201) {
    await app.inject({ method: 'DELETE', url: '/sandbox/faults' });
  }
}

describe('the route list', () => {
  it('finds the server’s routes, params included', () => {
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /sandbox/health',
        'GET /ind-investment/api/v4/user/basic/',
        'POST /login',
        'POST /tracking-service/onboard/user-events',
        'POST /frontend-webview/api/newrelic',
        'POST /sentry/api/:project/envelope/',
        'DELETE /sandbox/faults/:id',
      ]),
    );
  });
});

describe.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
  'fuzz %s',
  (_name, route) => {
    const paramCount = route.url.match(PARAM)?.length ?? 0;
    const input = fc.record({
      params: fc.array(pathParam, { minLength: paramCount, maxLength: paramCount }),
      query: fc.option(queryString, { nil: undefined }),
      headers,
      body: BODY_METHODS.has(route.method) ? fc.option(bodyText, { nil: undefined }) : fc.constant(undefined),
    });

    it('never answers 5xx, and answers 4xx in the JSON error shape', async () => {
      await fc.assert(
        fc.asyncProperty(input, async ({ params, query, headers: requestHeaders, body }) => {
          let index = 0;
          const path = route.url.replace(PARAM, () => params[index++] ?? 'x');
          const url = query === undefined ? path : `${path}?${query}`;
          const res = await app.inject({
            method: route.method as 'GET',
            url,
            headers: requestHeaders,
            ...(body === undefined ? {} : { payload: body }),
          });
          const described = `${route.method} ${url} headers=${JSON.stringify(requestHeaders)} body=${(body ?? '').slice(0, 200)}`;
          await undoSideEffects(route, res);
          assertAnswer(res, route.method, described);
        }),
        { numRuns: RUNS },
      );
    }, 60_000);

    if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') {
      it('answers 413 in the JSON error shape to a body over its limit (1 MB but for uploads)', async () => {
        const limit = OWN_BODY_LIMITS.get(route.url) ?? 1024 * 1024;
        const big = JSON.stringify({ id: 'big', message: 'x'.repeat(limit) });
        for (const contentType of ['application/json', 'text/plain']) {
          const res = await app.inject({
            method: route.method as 'POST',
            url: route.url.replace(PARAM, 'x'),
            headers: { 'content-type': contentType, authorization: 'Bearer demo', platform: 'web' },
            payload: big,
          });
          expect(res.statusCode).toBe(413);
          expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
        }
      });
    }
  },
);

describe('after the fuzzing', () => {
  it('the server still answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox/health' });
    expect(res.statusCode).toBe(200);
  });
});
