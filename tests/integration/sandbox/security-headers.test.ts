// @vitest-environment node
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer, withServer } from '../../support/sandbox';
import { createDistFixture, removeDistFixture } from './helpers/dist-fixture';

const HTML = 'text/html';
let distDir: string;
let port: number;

beforeAll(() => {
  distDir = createDistFixture();
});
afterAll(() => {
  removeDistFixture(distDir);
});
const sandbox = withServer(() => ({ distDir }));
beforeAll(async () => {
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  port = (sandbox.app.server.address() as AddressInfo).port;
});

/** A real request (the main-site origin comes from the port it arrives on) to `host:port`. */
async function get(path: string, host: string, accept = HTML): Promise<Response> {
  return fetch(`http://${host}${path}`, { headers: { accept } });
}

describe('security headers on the app', () => {
  it('COOP, Permissions-Policy and a reporting CSP that lets only the main site frame the app', async () => {
    const res = await get('/', `localhost:${port}`);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const permissions = res.headers.get('permissions-policy') ?? '';
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(permissions).toContain(denied);
    }
    expect(permissions).toContain('otp-credentials=(self)');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors 'self' http://127.0.0.1:${port};`);
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types kosh");
    expect(csp).toContain('report-uri /sandbox/telemetry/csp-reports');
  });

  it('a configured main-site origin replaces the default', async () => {
    const other = await startServer({ distDir, mainSiteOrigin: 'https://www.kosh.money' });
    const res = await other.app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    expect(res.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://www.kosh.money;",
    );
    await other.close();
  });
});

describe('the main-site stand-in', () => {
  it('frames the app from its own origin, with its own policy', async () => {
    const res = await get('/__main-site/?path=%2Fsavings%3Ftab%3D1', `127.0.0.1:${port}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<iframe title="Kosh" src="http://localhost:${port}/savings?tab=1">`);
    expect(res.headers.get('content-security-policy')).toContain(`frame-src http://localhost:${port}`);
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/"><script>'])(
    'reads the path %s as the app root',
    async (path) => {
      const res = await get(`/__main-site/?path=${encodeURIComponent(path)}`, `127.0.0.1:${port}`);
      const html = await res.text();
      expect(html).not.toContain('evil');
      expect(html).not.toContain('<script');
    },
  );

  it('is not there on the app origin', async () => {
    expect((await get('/__main-site/', `localhost:${port}`)).status).toBe(404);
    expect((await get('/__main-site/dashboard', `127.0.0.1:${port}`)).status).toBe(200);
  });
});

describe('CSP reports', () => {
  it('stores a report-uri body without the token its URLs carried, lists and forgets them', async () => {
    const report = {
      'csp-report': {
        'document-uri': `http://localhost:${port}/savings?token=demo&tab=1`,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://cdn.example/x.js?authorization=abc',
        disposition: 'enforce',
      },
    };
    const posted = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/telemetry/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(report),
    });
    expect(posted.statusCode).toBe(204);
    const list = await sandbox.app.inject({ method: 'GET', url: '/sandbox/telemetry/csp-reports' });
    expect(list.json()).toMatchObject({
      count: 1,
      violations: [
        {
          documentUri: `http://localhost:${port}/savings?tab=1`,
          directive: 'script-src-elem',
          blockedUri: 'https://cdn.example/x.js',
        },
      ],
    });
    await sandbox.app.inject({ method: 'DELETE', url: '/sandbox/telemetry/csp-reports' });
    const empty = await sandbox.app.inject({ method: 'GET', url: '/sandbox/telemetry/csp-reports' });
    expect(empty.json()).toMatchObject({ count: 0 });
  });

  it.each(['not json', '{"nope":1}', '[1,2]'])('answers 400 to %s, never 500', async (payload) => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/telemetry/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload,
    });
    expect(res.statusCode).toBe(400);
  });
});
