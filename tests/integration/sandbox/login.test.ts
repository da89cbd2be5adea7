// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';

import { withServer } from '../../support/sandbox';

const FORM = 'application/x-www-form-urlencoded';
const sandbox = withServer();

function postLogin(payload: string, contentType = FORM) {
  return sandbox.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': contentType },
    payload,
  });
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

describe('GET /login', () => {
  it('renders one form per persona, self-contained, with the security headers', async () => {
    const res = await sandbox.app.inject({ url: '/login?return_to=%2Fsavings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of ['Aarav Sharma', 'Priya Nair', 'Rohan Mehta']) expect(res.body).toContain(name);
    expect(res.body).toContain('Sign in to the sandbox');
    expect(res.body.match(/<form method="post" action="\/login">/g)).toHaveLength(3);
    for (const token of ['demo', 'newbie', 'other']) {
      expect(res.body).toContain(`name="persona" value="${token}"`);
    }
    expect(res.body.match(/name="return_to" value="\/savings"/g)).toHaveLength(3);
    expect(res.body).not.toMatch(/<(script|link|img)\b/i);
    expect(res.body).not.toMatch(/https?:\/\//);
  });

  it('defaults a missing return_to to /', async () => {
    const res = await sandbox.app.inject({ url: '/login' });
    expect(res.body).toContain('name="return_to" value="/"');
  });

  it.each([
    '/x"><script>alert(1)</script>',
    "/x'onmouseover='alert(1)",
    '"><img src=x onerror=alert(1)>',
    '//evil.com/"><script>alert(1)</script>',
  ])('never echoes a hostile return_to unescaped: %s', async (hostile) => {
    const res = await sandbox.app.inject({ url: `/login?return_to=${encodeURIComponent(hostile)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toMatch(/<img/i);
    expect(res.body).not.toContain("'onmouseover");
    expect(res.body).not.toContain('evil.com');
  });

  it('answers 400 JSON for a repeated return_to', async () => {
    const res = await sandbox.app.inject({ url: '/login?return_to=/a&return_to=/b' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
  });
});

describe('POST /login', () => {
  it.each([
    [{ persona: 'demo', return_to: '/savings' }, '/savings?token=demo'],
    [{ persona: 'newbie', return_to: '/news?filter=all#top' }, '/news?filter=all&token=newbie#top'],
    [{ persona: 'other' }, '/?token=other'],
    [{ persona: 'demo', return_to: '' }, '/?token=demo'],
  ])('%j → 303 %s', async (fields, location) => {
    const res = await postLogin(form(fields));
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe(location);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts a charset parameter on the content type', async () => {
    const res = await postLogin(form({ persona: 'demo' }), `${FORM}; charset=UTF-8`);
    expect(res.statusCode).toBe(303);
  });

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http:evil.com',
    'javascript:alert(1)',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '\t//evil.com',
    '/.//evil.com',
    '/..//evil.com',
    '/x\r\nSet-Cookie: a=b',
  ])('refuses to redirect to %j', async (returnTo) => {
    const res = await postLogin(form({ persona: 'demo', return_to: returnTo }));
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/?token=demo');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['an empty body', ''],
    ['no persona', form({ return_to: '/' })],
    ['an unknown persona', form({ persona: 'admin' })],
    ['a prototype key as persona', form({ persona: '__proto__' })],
    ['a repeated persona', 'persona=demo&persona=other'],
    ['a repeated return_to', 'persona=demo&return_to=/a&return_to=//evil.com'],
    ['malformed percent-encoding', 'persona=%E0%A4%A&return_to=%'],
    ['an oversized body', `persona=demo&junk=${'x'.repeat(20_000)}`],
  ])('answers 400-class JSON, not 500, for %s', async (_name, payload) => {
    const res = await postLogin(payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(apiErrorBodySchema.safeParse(res.json()).success).toBe(true);
  });

  it.each([
    ['JSON that is not an object', '"demo"', 'application/json'],
    ['broken JSON', '{"persona":', 'application/json'],
    ['JSON with a bad persona', '{"persona":1}', 'application/json'],
    ['plain text', 'persona=demo', 'text/plain'],
  ])('answers 4xx JSON, not 500, for %s', async (_name, payload, contentType) => {
    const res = await postLogin(payload, contentType);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(apiErrorBodySchema.safeParse(res.json()).success).toBe(true);
  });

  it('answers 400 for a POST with no body at all', async () => {
    const res = await sandbox.app.inject({ method: 'POST', url: '/login' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
  });
});
