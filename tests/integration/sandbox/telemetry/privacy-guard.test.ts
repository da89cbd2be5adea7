// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { piiFlagsOf } from '../../../../sandbox/telemetry/privacy-guard';
import { withServer } from '../../../support/sandbox';
import { healthEvent, logLine, post, readTelemetry, trackEvent, userEvent } from './telemetry-fixtures';

describe('piiFlagsOf', () => {
  it.each([
    ['a bearer token in a header copy', { headers: { authorization: 'Bearer demo' } }, ['bearer_token']],
    ['a bearer token in lower case', { note: 'sent bearer newbie' }, ['bearer_token']],
    ['a token query parameter', { url: '/aa-service/x?a=1&token=other' }, ['bearer_token']],
    ['an encoded authorization parameter', { url: '/x?authorization=Bearer%20demo' }, ['bearer_token']],
    ['a mobile number', { phone: '9876543210' }, ['mobile']],
    ['a mobile with +91', { text: 'call +91 9876543210 now' }, ['mobile']],
    ['a mobile with 91 and no plus', { text: 'ref 919876543210' }, ['mobile']],
    ['a mobile as a number', { phone: 7012345678 }, ['mobile']],
    ['a full PAN', { pan: 'ABCPE1234F' }, ['pan']],
    ['a PAN inside text', { message: 'PAN ABCDE1234F rejected' }, ['pan']],
    ['an OTP field', { otp: '123456' }, ['otp']],
    ['a nested OTP field as a number', { form: { bank_otp: 654321 } }, ['otp']],
    [
      'everything',
      { a: 'Bearer demo', b: '9123456789', c: 'AAAPA1111A', otp: '000000' },
      ['bearer_token', 'mobile', 'pan', 'otp'],
    ],
  ])('flags %s', (_name, body, flags) => {
    expect(piiFlagsOf(body)).toEqual(flags);
  });

  it.each([
    ['a masked mobile', { mobile: 'XXXXXX4321' }],
    ['a UUID whose last group reads as 91 and a mobile', { id: '01a22e77-4897-7744-a79b-917426416244' }],
    ['a masked PAN', { pan: 'XXXXX1234F' }],
    ['a 13-digit timestamp', { ts: 1772359200000 }],
    ['an epoch in seconds', { ts: 1772359200 }],
    ['a number starting 1–5', { n: '5123456789' }],
    ['an 11-digit run', { n: '98765432101' }],
    ['a PAN-like run inside a longer word', { key: 'XABCDE1234FX' }],
    ['an OTP page name', { page_name: 'finvu otp', otp_screens_remaining: 2 }],
    ['a 6-digit value outside an OTP field', { pin_code: '560001' }],
    ['a non-persona bearer', { text: 'Bearer abc.def' }],
    ['a token parameter without a persona', { url: '/x?token=abc' }],
    ['a money amount in paise', { amount_paise: 987654321 }],
  ])('does not flag %s', (_name, body) => {
    expect(piiFlagsOf(body)).toEqual([]);
  });

  it('stops at absurd nesting instead of overflowing', () => {
    let deep: unknown = { otp: '123456' };
    for (let i = 0; i < 200; i += 1) deep = { child: deep };
    expect(() => piiFlagsOf(deep, '{}')).not.toThrow();
  });
});

describe('stored records', () => {
  const sandbox = withServer();

  it('flags leaky records on every channel and leaves clean ones alone', async () => {
    await post(sandbox.app, '/analytics/track', { events: [trackEvent({ id: 'clean' })] });
    await post(sandbox.app, '/analytics/track', {
      events: [trackEvent({ id: 'leak', event_Param: { mobile: '9876543210' } })],
    });
    await post(sandbox.app, '/frontend-webview/api/health', {
      events: [healthEvent({ id: 'h', url: '/x?token=demo' })],
    });
    await post(
      sandbox.app,
      '/tracking-service/onboard/user-events',
      { eventList: [userEvent({ otp: '123456' })] },
      { authorization: 'Bearer demo' },
    );
    await post(sandbox.app, '/api/client-json-logger', logLine({ id: 'l', pan: 'ABCDE1234F' }), {
      platform: 'web',
    });
    const list = await readTelemetry(sandbox.app);
    expect(list.records.map((record) => [record.channel, record.pii_flags])).toEqual([
      ['track', []],
      ['track', ['mobile']],
      ['health', ['bearer_token']],
      ['user-events', ['otp']],
      ['logs', ['pan']],
    ]);
    expect(list.flagged_total).toBe(4);
  });
});
