import { describe, expect, it } from 'vitest';

import { pickOtp, type SmsMessage } from '@/domain/otp/pick-otp';

const SENT_AT = 1_700_000_000_000;
const sms = (sender: string, body: string, receivedAt = SENT_AT + 5_000): SmsMessage => ({
  sender,
  body,
  receivedAt,
});

describe('the sender of an OTP SMS', () => {
  it.each([
    ['AX-FINVU', 'FINVU', true],
    ['VM-FINVU', 'AX-FINVU', true],
    ['finvu', 'FINVU', true],
    [' JD-FINVU-S ', 'finvu', true],
    ['VM-HDFCBK', 'HDFCBK', true],
    ['VM-HDFCBK', 'FINVU', false],
    ['AX-FINVUX', 'FINVU', false],
    ['FINVU-AX', 'FINVU', false],
    ['+919812345678', '+919812345678', true],
    ['AX-FINVU', '', false],
  ])('%s when expecting %s: taken %s', (sender, expected, result) => {
    expect(pickOtp([sms(sender, 'Your OTP is 123456')], expected, SENT_AT)).toBe(result ? '123456' : null);
  });
});

describe('pickOtp', () => {
  it('takes the first 6-digit run of a message from the expected sender', () => {
    expect(pickOtp([sms('AX-FINVU', 'Your OTP is 482913. Ref 1234567')], 'FINVU', SENT_AT)).toBe('482913');
  });

  it('ignores another sender and a message older than the OTP request', () => {
    const messages = [
      sms('VM-SPAMMY', 'Win 111111 now'),
      sms('AX-FINVU', 'Old OTP 222222', SENT_AT - 1),
      sms('AX-FINVU', 'OTP 333333 for Finvu'),
    ];
    expect(pickOtp(messages, 'FINVU', SENT_AT)).toBe('333333');
  });

  it('accepts a message received at the very moment the OTP was sent', () => {
    expect(pickOtp([sms('AX-FINVU', '444444', SENT_AT)], 'FINVU', SENT_AT)).toBe('444444');
  });

  it('skips a message from the sender that holds no code', () => {
    const messages = [sms('AX-FINVU', 'Thanks for using Finvu'), sms('AX-FINVU', 'OTP 555555')];
    expect(pickOtp(messages, 'FINVU', SENT_AT)).toBe('555555');
  });

  it('gives the first qualifying message in the host order (newest first)', () => {
    const messages = [sms('AX-FINVU', 'OTP 666666', SENT_AT + 9_000), sms('AX-FINVU', 'OTP 777777')];
    expect(pickOtp(messages, 'FINVU', SENT_AT)).toBe('666666');
  });

  it.each([
    ['no messages', []],
    ['only wrong senders', [sms('AX-OTHER', '123456')]],
    ['only old messages', [sms('AX-FINVU', '123456', SENT_AT - 60_000)]],
    ['a 7-digit number only', [sms('AX-FINVU', 'Ref 1234567')]],
  ])('is null with %s', (_label, messages: SmsMessage[]) => {
    expect(pickOtp(messages, 'FINVU', SENT_AT)).toBeNull();
  });
});
