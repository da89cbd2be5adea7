// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contactOtpErrorSchema } from '@/api/schemas/profile';
import { SANDBOX_STATIC_OTP } from '@/config/constants';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';

/**
 * Issue 30: a contact changes only through its OTP, one customer per number, and OTP sends and
 * guesses are limited (429 with Retry-After) whatever the resends.
 */
const OTP = '/v1/user/otp/EditMobileEmailOtp';
let sb: MiscSandbox;
let nowMs = Date.parse('2026-11-25T04:30:00.000Z');

beforeAll(async () => {
  sb = await startMiscSandbox(() => new Date(nowMs));
});
afterAll(async () => {
  await sb.close();
});

const mobileOf = (id: string) =>
  (sb.db.prepare('SELECT mobile FROM users WHERE id = ?').get(id) as { mobile: string }).mobile;

describe('contact limits', () => {
  it('gives a contested number to one customer only, even when both hold an OTP for it', async () => {
    const number = '9000055555';
    for (const token of ['demo', 'newbie']) {
      expect((await sb.post(OTP, { type: 'mobile', value: number }, token)).statusCode).toBe(200);
    }
    const verify = (token: string) =>
      sb.post(`${OTP}/verify`, { type: 'mobile', value: number, otp: SANDBOX_STATIC_OTP }, token);
    const answers = await Promise.all([verify('demo'), verify('newbie')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const holders = [mobileOf('usr_demo_0001'), mobileOf('usr_newbie_0002')].filter((m) => m === number);
    expect(holders).toHaveLength(1);
    // The schema says so too: a direct write of a duplicate fails.
    expect(() =>
      sb.db.prepare("UPDATE users SET mobile = ? WHERE id = 'usr_other_0003'").run(number),
    ).toThrow(/UNIQUE/);
  });

  it('keeps the wrong-guess count across resends, then answers 429 with Retry-After', async () => {
    const number = '9000066666';
    const send = () => sb.post(OTP, { type: 'mobile', value: number }, 'other');
    const guess = () => sb.post(`${OTP}/verify`, { type: 'mobile', value: number, otp: '000000' }, 'other');
    expect((await send()).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await guess()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(200);
    const fourth = contactOtpErrorSchema.parse((await guess()).json()).error;
    expect(fourth.attempts_left).toBe(1);
    expect((await guess()).statusCode).toBe(400);
    const locked = await guess();
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right OTP is refused until the window passes.
    const right = await sb.post(
      `${OTP}/verify`,
      { type: 'mobile', value: number, otp: SANDBOX_STATIC_OTP },
      'other',
    );
    expect(right.statusCode).toBe(429);
  });

  it('throttles sends per number (any customer) and per customer, with Retry-After', async () => {
    nowMs += 60 * 60_000;
    const number = '9000077777';
    const sent = [];
    for (const token of ['demo', 'newbie', 'demo', 'newbie']) {
      sent.push(await sb.post(OTP, { type: 'mobile', value: number }, token));
    }
    expect(sent.map((res) => res.statusCode)).toEqual([200, 200, 200, 429]);
    const refused = sent[3];
    const body = contactOtpErrorSchema.parse(refused?.json());
    expect(body.error.code).toBe('TOO_MANY_OTP_REQUESTS');
    expect(refused?.headers['retry-after']).toBe(String(body.error.retry_after_s));
    expect(body.error.retry_after_s).toBeLessThanOrEqual(15 * 60);

    nowMs += 60 * 60_000;
    const own = [];
    for (let i = 0; i < 6; i += 1) {
      own.push(
        (await sb.post(OTP, { type: 'email', value: `try${String(i)}@kosh.example` }, 'other')).statusCode,
      );
    }
    expect(own).toEqual([200, 200, 200, 200, 200, 429]);
    // After the window, sends are allowed again.
    nowMs += 16 * 60_000;
    expect((await sb.post(OTP, { type: 'email', value: 'later@kosh.example' }, 'other')).statusCode).toBe(
      200,
    );
  });
});
