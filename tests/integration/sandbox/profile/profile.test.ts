// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import {
  contactOtpErrorSchema,
  contactOtpSentSchema,
  contactVerifiedSchema,
  editableProfileSchema,
} from '@/api/schemas/profile';
import { SANDBOX_STATIC_OTP } from '@/config/constants';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';

const EDIT = '/v1/user/profile/edit';
const OTP = '/v1/user/otp/EditMobileEmailOtp';
let sb: MiscSandbox;
let nowMs = Date.now();

beforeAll(async () => {
  sb = await startMiscSandbox(() => new Date(nowMs));
});
afterAll(async () => {
  await sb.close();
});

function userRow(id: string) {
  return sb.db
    .prepare<[string], { name: string; mobile: string; email: string }>(
      'SELECT name, mobile, email FROM users WHERE id = ?',
    )
    .get(id);
}

describe('profile edit', () => {
  it('reads the editable profile with contacts masked', async () => {
    const res = await sb.get(EDIT);
    const body = editableProfileSchema.parse(res.json());
    const row = userRow('usr_demo_0001');
    expect(body.name).toBe(row?.name);
    expect(body.mobile_masked).toBe(`XXXXXX${row?.mobile.slice(-4)}`);
    expect(res.body).not.toContain(row?.mobile ?? '-');
    expect(res.body).not.toContain(row?.email ?? '-');
    expect((await sb.get(`${EDIT}/`)).statusCode).toBe(200);
  });

  it('changes the name, for the caller only', async () => {
    const res = await sb.post(EDIT, { name: '  Priya  Nair-Menon ' }, 'newbie');
    expect(res.statusCode).toBe(200);
    const body = editableProfileSchema.parse(res.json());
    expect(body).toMatchObject({ first_name: 'Priya' });
    expect(userRow('usr_newbie_0002')).toMatchObject({ name: 'Priya  Nair-Menon' });
    expect(userRow('usr_demo_0001')?.name).not.toBe('Priya  Nair-Menon');
  });

  it('never changes the email without its OTP (422 CONTACT_NEEDS_OTP), name or not', async () => {
    const before = userRow('usr_newbie_0002');
    for (const payload of [
      { email: 'taken.over@example.com' },
      { name: 'Priya N', email: 'x.y@example.com' },
    ]) {
      const res = await sb.post(EDIT, payload, 'newbie');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'CONTACT_NEEDS_OTP' } });
    }
    expect(userRow('usr_newbie_0002')).toEqual(before);
  });

  it.each([
    [{}],
    [{ name: 'A' }],
    [{ name: '<script>' }],
    [{ name: 42 }],
    [{ email: 'not-an-email' }],
    [{ email: '' }],
    ['nope'],
  ])('refuses %j with 400', async (body) => {
    const res = await sb.post(EDIT, body);
    expect(res.statusCode).toBe(400);
    apiErrorBodySchema.parse(res.json());
  });
});

describe('edit mobile/email with an OTP', () => {
  it('sends an OTP, refuses a wrong one, accepts the right one and saves the new mobile', async () => {
    const sent = await sb.post(OTP, { type: 'mobile', value: '9000012345' });
    expect(sent.statusCode).toBe(200);
    expect(contactOtpSentSchema.parse(sent.json())).toMatchObject({
      type: 'mobile',
      sent_to: 'XXXXXX2345',
      otp_length: 6,
    });
    expect(sent.body).not.toContain(SANDBOX_STATIC_OTP);

    const wrong = await sb.post(`${OTP}/verify`, { type: 'mobile', value: '9000012345', otp: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(contactOtpErrorSchema.parse(wrong.json()).error).toMatchObject({
      code: 'INVALID_OTP',
      attempts_left: 4,
    });

    const ok = await sb.post(`${OTP}/verify`, {
      type: 'mobile',
      value: '9000012345',
      otp: SANDBOX_STATIC_OTP,
    });
    expect(ok.statusCode).toBe(200);
    expect(contactVerifiedSchema.parse(ok.json()).profile.mobile_masked).toBe('XXXXXX2345');
    expect(userRow('usr_demo_0001')?.mobile).toBe('9000012345');

    const reused = await sb.post(`${OTP}/verify`, {
      type: 'mobile',
      value: '9000012345',
      otp: SANDBOX_STATIC_OTP,
    });
    expect(contactOtpErrorSchema.parse(reused.json()).error.code).toBe('OTP_NOT_REQUESTED');
  });

  it('changes the email the same way, and only for the value the OTP was sent to', async () => {
    await sb.post(OTP, { type: 'email', value: 'aarav@kosh.example' });
    const otherValue = await sb.post(`${OTP}/verify`, {
      type: 'email',
      value: 'x@kosh.example',
      otp: SANDBOX_STATIC_OTP,
    });
    expect(contactOtpErrorSchema.parse(otherValue.json()).error.code).toBe('OTP_NOT_REQUESTED');
    const ok = await sb.post(`${OTP}/verify`, {
      type: 'email',
      value: 'AARAV@kosh.example',
      otp: SANDBOX_STATIC_OTP,
    });
    expect(ok.statusCode).toBe(200);
    expect(userRow('usr_demo_0001')?.email).toBe('aarav@kosh.example');
  });

  it('locks the OTP after five wrong tries and lets it expire', async () => {
    await sb.post(OTP, { type: 'mobile', value: '9111122222' }, 'other');
    for (let i = 0; i < 5; i += 1) {
      const res = await sb.post(
        `${OTP}/verify`,
        { type: 'mobile', value: '9111122222', otp: '11111' + i },
        'other',
      );
      expect(contactOtpErrorSchema.parse(res.json()).error.attempts_left).toBe(4 - i);
    }
    const blocked = await sb.post(
      `${OTP}/verify`,
      { type: 'mobile', value: '9111122222', otp: SANDBOX_STATIC_OTP },
      'other',
    );
    expect(blocked.statusCode).toBe(429);

    await sb.post(OTP, { type: 'mobile', value: '9111133333' }, 'other');
    nowMs += 11 * 60_000;
    const late = await sb.post(
      `${OTP}/verify`,
      { type: 'mobile', value: '9111133333', otp: SANDBOX_STATIC_OTP },
      'other',
    );
    expect(contactOtpErrorSchema.parse(late.json()).error.code).toBe('OTP_EXPIRED');
    expect(userRow('usr_other_0003')?.mobile).not.toBe('9111133333');
  });

  it.each([
    [OTP, { type: 'mobile', value: '12345' }, 400],
    [OTP, { type: 'mobile', value: '5123456789' }, 400],
    [OTP, { type: 'fax', value: '9123456789' }, 400],
    [OTP, { type: 'email', value: 'nope' }, 400],
    [`${OTP}/verify`, { type: 'mobile', value: '9123456789', otp: '12' }, 400],
    [`${OTP}/verify`, { type: 'mobile', value: '9123456789', otp: 'abcdef' }, 400],
    [`${OTP}/verify`, { type: 'mobile', value: '9123456789', otp: '999999' }, 400],
  ])('%s with %j → %i', async (url, body, status) => {
    expect((await sb.post(url, body, 'newbie')).statusCode).toBe(status);
  });

  it('refuses the current mobile (422) and one another customer uses (409)', async () => {
    const mine = userRow('usr_newbie_0002')?.mobile;
    expect((await sb.post(OTP, { type: 'mobile', value: mine }, 'newbie')).statusCode).toBe(422);
    const theirs = userRow('usr_demo_0001')?.mobile;
    expect((await sb.post(OTP, { type: 'mobile', value: theirs }, 'newbie')).statusCode).toBe(409);
  });
});
