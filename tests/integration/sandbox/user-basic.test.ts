// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import { userBasicSchema } from '@/api/schemas/user';

import { withServer } from '../../support/sandbox';

const PATH = '/ind-investment/api/v4/user/basic/';
const sandbox = withServer();

function getUser(authorization?: string, url = PATH) {
  return sandbox.app.inject({
    method: 'GET',
    url,
    headers: authorization === undefined ? {} : { authorization },
  });
}

describe('GET /ind-investment/api/v4/user/basic/', () => {
  it.each([
    ['demo', 'usr_demo_0001', 'Aarav Sharma'],
    ['newbie', 'usr_newbie_0002', 'Priya Nair'],
    ['other', 'usr_other_0003', 'Rohan Mehta'],
  ])('answers persona %s with a body that matches the contract', async (token, id, name) => {
    const res = await getUser(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    const user = userBasicSchema.parse(res.json());
    expect(user).toMatchObject({ id, name });
    expect(user.mobile_masked).toMatch(/^X{6}\d{4}$/);
  });

  it('accepts the path without its trailing slash and any case of the scheme', async () => {
    expect((await getUser('Bearer demo', PATH.slice(0, -1))).statusCode).toBe(200);
    expect((await getUser('bearer demo')).statusCode).toBe(200);
    expect((await getUser('BEARER demo')).statusCode).toBe(200);
  });

  it.each([
    ['missing header', undefined],
    ['empty header', ''],
    ['wrong scheme', 'Basic ZGVtbzpkZW1v'],
    ['token without scheme', 'demo'],
    ['unknown token', 'Bearer nobody'],
    ['empty bearer', 'Bearer '],
    ['bearer alone', 'Bearer'],
    ['two tokens', 'Bearer demo other'],
    ['prototype key', 'Bearer __proto__'],
    ['token case differs', 'Bearer DEMO'],
  ])('answers 401 for %s', async (_name, authorization) => {
    const res = await getUser(authorization);
    expect(res.statusCode).toBe(401);
    expect(apiErrorBodySchema.parse(res.json())).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Missing or invalid bearer token' },
    });
  });

  it('marks every answer, success or not, private and varying by Authorization', async () => {
    for (const res of [await getUser('Bearer demo'), await getUser()]) {
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(String(res.headers['vary'])).toMatch(/authorization/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a 404 JSON error, still private, for an unknown path under a service root', async () => {
    const res = await sandbox.app.inject({
      method: 'GET',
      url: '/aa-service/nope',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 JSON, not 500, for other methods', async () => {
    const res = await sandbox.app.inject({ method: 'POST', url: PATH, payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(apiErrorBodySchema.safeParse(res.json()).success).toBe(true);
  });
});

describe('malformed requests', () => {
  it.each(['/%', '/ind-investment/%zz', '/login?x=%'])('%s never gets a 500', async (url) => {
    const res = await sandbox.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers a malformed path with the JSON error shape, uncacheable', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: '/%' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /sandbox/health', () => {
  it('is ok', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: '/sandbox/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
