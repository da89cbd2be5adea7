import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OTP_LENGTH } from '@/config/constants';
import { extractOtp } from '@/domain/otp/extract-otp';

describe('extractOtp', () => {
  it.each([
    ['123456', '123456'],
    ['1234567', null],
    ['ab123456cd', '123456'],
    ['OTP 123456 ref 654321', '123456'],
    ['12345 and 123456', '123456'],
    ['1234567 then 654321', '654321'],
    ['Your OTP is 482913. Do not share.', '482913'],
    ['call 12-34-56', null],
    ['12345', null],
    ['٤٨٢٩١٣ arabic-indic digits', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(extractOtp(text)).toBe(expected);
  });

  it('never throws and returns only OTP_LENGTH ASCII digits found in the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const otp = extractOtp(text);
        if (otp !== null) {
          expect(otp).toMatch(new RegExp(`^[0-9]{${OTP_LENGTH}}$`));
          expect(text).toContain(otp);
        }
      }),
    );
  });

  it('finds an OTP surrounded by non-digit text', () => {
    const nonDigits = fc.string().map((s) => s.replace(/[0-9]/g, ''));
    const otp = fc.stringMatching(new RegExp(`^[0-9]{${OTP_LENGTH}}$`));
    fc.assert(
      fc.property(nonDigits, otp, nonDigits, (before, code, after) => {
        expect(extractOtp(`${before}${code}${after}`)).toBe(code);
      }),
    );
  });
});
