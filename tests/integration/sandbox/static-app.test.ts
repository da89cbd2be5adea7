// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';

import { startServer, withServer } from '../../support/sandbox';
import { APP_JS, INDEX_MARKER, createDistFixture, removeDistFixture } from './helpers/dist-fixture';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let distDir: string;

beforeAll(() => {
  distDir = createDistFixture();
});
afterAll(() => {
  removeDistFixture(distDir);
});
const sandbox = withServer(() => ({ distDir }));

function get(url: string, headers: Record<string, string> = {}) {
  return sandbox.app.inject({ method: 'GET', url, headers });
}

describe('static app: cache headers per file kind', () => {
  it.each([
    ['/assets/app-abc123.js', 'public, max-age=31536000, immutable', /javascript/],
    ['/', 'no-cache', /^text\/html/],
    ['/index.html', 'no-cache', /^text\/html/],
    ['/sw.js', 'no-cache', /javascript/],
    ['/manifest.webmanifest', 'no-cache', /manifest\+json/],
  ])('%s → %s', async (url, cacheControl, contentType) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
    expect(res.headers['content-type']).toMatch(contentType);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('static app: pre-compressed files', () => {
  it('serves the .br sibling when the browser accepts brotli', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers['vary'])).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('serves gzip to a gzip-only client and plain bytes to anyone else', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });
});

describe('static app: security headers on HTML', () => {
  it.each(['/', '/savings/whatever'])('%s carries the CSP', async (url) => {
    const res = await get(url, { accept: HTML });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data: https://assets.kosh.money https://static.kosh.money");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('static app: SPA fallback', () => {
  it('answers a client-side route with index.html, not cached', async () => {
    const res = await get('/savings/whatever', { accept: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(INDEX_MARKER);
  });

  it('answers HEAD too', async () => {
    const res = await sandbox.app.inject({ method: 'HEAD', url: '/news', headers: { accept: HTML } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['/assets/missing.js', HTML],
    ['/assets/missing.js', '*/*'],
    ['/api/nope', HTML],
    ['/api', HTML],
    ['/sandbox/nope', HTML],
    ['/ind-investment/nope', HTML],
    ['/cc-service/x', HTML],
    ['/savings/whatever', 'application/json'],
    ['/savings/whatever', ''],
    ['/.env', HTML.replace('text/html,', '')],
  ])('answers %s (Accept %j) with a JSON 404', async (url, accept) => {
    const res = await get(url, accept === '' ? {} : { accept });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('NOT_FOUND');
  });

  it('does not serve dotfiles from dist/', async () => {
    const res = await get('/.env', { accept: HTML });
    expect(res.body).not.toContain('SECRET');
  });

  it('does not fall back for other methods', async () => {
    const res = await sandbox.app.inject({ method: 'POST', url: '/savings', headers: { accept: HTML } });
    expect(res.statusCode).toBe(404);
  });
});

describe('without a built app', () => {
  it('still runs the API and says the app is not built', async () => {
    const bare = await startServer({ distDir: `${distDir}-does-not-exist` });
    try {
      expect((await bare.app.inject({ url: '/sandbox/health' })).statusCode).toBe(200);
      const res = await bare.app.inject({ url: '/', headers: { accept: HTML } });
      expect(res.statusCode).toBe(404);
      expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('APP_NOT_BUILT');
    } finally {
      await bare.close();
    }
  });
});
