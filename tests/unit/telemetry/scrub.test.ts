import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { scrubText, scrubValue } from '@/telemetry/scrub';

import { piiFlagsOf } from '../../../sandbox/telemetry/privacy-guard';

/** What a removed value reads as in telemetry. */
const REDACTED = '[redacted]';

describe('scrubText', () => {
  it.each([
    ['a bearer token', 'failed with Bearer demo.abc-123 header', `failed with Bearer ${REDACTED} header`],
    ['an encoded bearer', '/x?authorization=Bearer%20demo', `/x?authorization=${REDACTED}`],
    ['a token parameter', '/aa-service/x?a=1&token=other&b=2', `/aa-service/x?a=1&token=${REDACTED}&b=2`],
    [
      'an OTP parameter',
      '/verify-bank-otp?consent_handle=c1&otp=123456',
      `/verify-bank-otp?consent_handle=c1&otp=${REDACTED}`,
    ],
    ['an OTP in words', 'Your OTP is 654321', `Your OTP is ${REDACTED}`],
    ['a PAN', 'PAN ABCDE1234F rejected', `PAN ${REDACTED} rejected`],
    ['a mobile', 'call 9876543210 now', `call ${REDACTED} now`],
    ['a mobile with +91', 'call +91 9876543210', `call ${REDACTED}`],
    ['a mobile with 91 and no plus', 'ref 919876543210', `ref ${REDACTED}`],
    ['a mobile after a short dashed group', 'ticket 1234-9876543210', `ticket 1234-${REDACTED}`],
    ['a mobile parameter', '/discover?mobile=9123456780&x=1', `/discover?mobile=${REDACTED}&x=1`],
    ['a full account number', 'account 50100123456789 linked', 'account XXXXXXXXXX6789 linked'],
    ['a card number in groups', 'card 4111 1111 1111 1111', 'card XXXXXXXXXXXX1111'],
    ['a JWT', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', `token ${REDACTED}`],
  ])('removes %s', (_name, input, output) => {
    expect(scrubText(input)).toBe(output);
  });

  it.each([
    ['a UUIDv7', '0193a4b2-7c1d-7e2f-8a3b-123456789012'],
    ['a UUID whose last group reads as 91 and a mobile', '01a22e77-4897-7744-a79b-917426416244'],
    ['a masked account', 'XXXXXXXX4821'],
    ['an ISO timestamp', '2026-11-23T16:43:24.123Z'],
    ['a page name', 'finvu otp'],
    ['a path with ids', '/in-stocks/masthead/cdsl/acc-demo-cdsl'],
    ['a hex id with a digit run', 'a7123456789bcdef'],
    ['a short number', 'retry 3 of 5, took 1830 ms'],
  ])('keeps %s', (_name, text) => {
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubValue', () => {
  it('redacts sensitive fields whatever they hold, and keeps the rest', () => {
    const input = {
      id: '0193a4b2-7c1d-7e2f-8a3b-123456789012',
      otp: 123456,
      bank_otp: '654321',
      finvuPhoneNumber: '9876543210',
      mobile: null,
      pan: 'ABCDE1234F',
      acc_num: '50100123456789',
      headers: { Authorization: 'Bearer demo', 'x-trace-id': 't1' },
      nested: [{ phone: 7012345678 }, { note: 'fine' }],
      otp_screens_remaining: 2,
      pin_code: '560001',
      value: 1830.5,
      fn: () => 1,
    };
    expect(scrubValue(input)).toEqual({
      id: input.id,
      otp: REDACTED,
      bank_otp: REDACTED,
      finvuPhoneNumber: REDACTED,
      mobile: null,
      pan: REDACTED,
      acc_num: REDACTED,
      headers: { Authorization: REDACTED, 'x-trace-id': 't1' },
      nested: [{ phone: REDACTED }, { note: 'fine' }],
      otp_screens_remaining: REDACTED,
      pin_code: '560001',
      value: 1830.5,
    });
  });

  it('removes a mobile-looking number under any key', () => {
    expect(scrubValue({ contact: 9876543210, amount_paise: 987654321 })).toEqual({
      contact: REDACTED,
      amount_paise: 987654321,
    });
  });

  it('stops at deep nesting and cuts long text', () => {
    let deep: unknown = { leaf: 'x' };
    for (let i = 0; i < 40; i += 1) deep = { child: deep };
    expect(() => scrubValue(deep)).not.toThrow();
    expect((scrubValue('a'.repeat(20_000)) as string).length).toBe(8192);
  });

  it('names sensitive keys in any spelling', () => {
    for (const key of [
      'token',
      'access_token',
      'Authorization',
      'otp',
      'finvuOtp',
      'PAN',
      'panNumber',
      'mobile',
      'phone_number',
      'acc_num',
      'accountNumber',
      'cardNumber',
      'cvv',
      'pin',
      'password',
    ]) {
      expect(scrubValue({ [key]: 'x' })).toEqual({ [key]: REDACTED });
    }
    for (const key of [
      'id',
      'page_name',
      'bank_name',
      'pin_code',
      'pathname',
      'event_Param',
      'span',
      'company',
    ]) {
      expect(scrubValue({ [key]: 'x' })).toEqual({ [key]: 'x' });
    }
  });

  it('leaves nothing the sink flags, for any text that hides personal data', () => {
    const pii = fc.constantFrom(
      'Bearer demo',
      'Bearer newbie',
      'token=other',
      'ABCDE1234F',
      '9876543210',
      '+91 9123456780',
      '+91-7012345678',
    );
    fc.assert(
      fc.property(fc.string(), pii, fc.string(), (before, secret, after) => {
        const text = `${before} ${secret} ${after}`;
        expect(piiFlagsOf({ message: scrubText(text) })).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('neither removes nor flags any UUID, however its digits fall', () => {
    // Every record carries UUIDs; one flagged or cut would read as a leak or lose the id. Random
    // UUIDs rarely end in twelve digits, so half the runs force a digit-only last group.
    const digitTail = fc
      .tuple(fc.uuid(), fc.stringMatching(/^(91[6-9])?\d{9,12}$/))
      .map(([id, digits]) => `${id.slice(0, 24)}${digits.padStart(12, '9').slice(0, 12)}`);
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), digitTail), (id) => {
        expect(scrubText(id)).toBe(id);
        expect(piiFlagsOf({ id })).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
