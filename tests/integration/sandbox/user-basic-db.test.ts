// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z as zFull } from 'zod';
import { z as zMini } from 'zod/mini';

import { userBasicSchema } from '@/api/schemas/user';

import { describeZodError } from '../../../sandbox/http/api-errors';
import { allPersonas } from '../../../sandbox/personas';
import { withServer } from '../../support/sandbox';

const PATH = '/ind-investment/api/v4/user/basic/';
const sandbox = withServer();

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function userOf(token: string) {
  const res = await sandbox.app.inject({ method: 'GET', url: PATH, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return userBasicSchema.parse(res.json());
}

/** The mobiles the seed gives each persona (sandbox/seed/users.ts), restated. */
const SEEDED_MOBILE = { demo: '9876543210', newbie: '9123456780', other: '9988776655' } as const;

describe('persona masks match the seeded world', () => {
  it.each([
    ['demo', 'XXXXXX3210'],
    ['newbie', 'XXXXXX6780'],
    ['other', 'XXXXXX6655'],
  ] as const)('%s: the persona and user/basic both say %s', async (token, masked) => {
    expect(SEEDED_MOBILE[token].slice(-4)).toBe(masked.slice(-4));
    expect(allPersonas().find((p) => p.token === token)?.user.mobile_masked).toBe(masked);
    expect((await userOf(token)).mobile_masked).toBe(masked);
  });

  it('masks the PAN and email the seed holds, never the full values', async () => {
    const demo = await userOf('demo');
    expect(demo.pan_masked).toBe('XXXXX1234F');
    expect(demo.email_masked).toBe('aa****@example.com');
    expect(JSON.stringify(demo)).not.toContain(SEEDED_MOBILE.demo);
  });
});

describe('GET user/basic reads the users table', () => {
  it('shows a name edited through the profile service', async () => {
    const edit = await sandbox.app.inject({
      method: 'POST',
      url: '/v1/user/profile/edit',
      headers: auth('other'),
      payload: { name: 'Rohan K Mehta' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await userOf('other')).toMatchObject({ name: 'Rohan K Mehta', first_name: 'Rohan' });
  });

  it('shows a mobile number changed through the OTP flow', async () => {
    const url = '/v1/user/otp/EditMobileEmailOtp';
    const payload = { type: 'mobile', value: '9812345601' };
    expect(
      (await sandbox.app.inject({ method: 'POST', url, headers: auth('newbie'), payload })).statusCode,
    ).toBe(200);
    const verify = await sandbox.app.inject({
      method: 'POST',
      url: `${url}/verify`,
      headers: auth('newbie'),
      payload: { ...payload, otp: '123456' },
    });
    expect(verify.statusCode).toBe(200);
    expect((await userOf('newbie')).mobile_masked).toBe('XXXXXX5601');
  });
});

describe('cache headers', () => {
  const news = '/stories-service/story/news/live-stocks?filter=all';

  it('lets the news feed be cached briefly, privately, varying by Authorization', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: news, headers: auth('demo') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(String(res.headers['vary'])).toMatch(/authorization/i);
  });

  it.each([
    ['a 401', {}, ''],
    ['a bad filter', auth('demo'), '&filter=nope'],
    ['an injected fault', { ...auth('demo'), 'x-sandbox-fault': 'status=503' }, ''],
  ])('keeps %s of the news feed no-store', async (_name, headers, extra) => {
    const res = await sandbox.app.inject({ method: 'GET', url: `${news}${extra}`, headers });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    PATH,
    '/aa-service/account-summary',
    '/stocks-widget/in-stocks/consolidated-holdings',
    '/ind-investment/api/v4/alerts',
  ])('keeps personal data %s private, no-store', async (url) => {
    const res = await sandbox.app.inject({ method: 'GET', url, headers: auth('demo') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('describeZodError', () => {
  it('names the failed fields of a classic zod error', () => {
    const result = zFull.object({ a: zFull.object({ b: zFull.string() }) }).safeParse({ a: { b: 1 } });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeZodError(result.error)).toMatch(/^a\.b: /);
  });

  it('names the failed fields of a zod/mini error', () => {
    const result = zMini.object({ list: zMini.array(zMini.string()) }).safeParse({ list: ['x', 2] });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeZodError(result.error)).toMatch(/^list\.1: /);
  });

  it('says body for a top-level failure and survives symbol path parts', () => {
    expect(describeZodError({ issues: [{ path: [], message: 'expected object' }] })).toBe(
      'body: expected object',
    );
    expect(describeZodError({ issues: [{ path: [Symbol('k'), 0], message: 'bad' }] })).toBe(
      'Symbol(k).0: bad',
    );
  });
});
