import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  checkContact,
  checkContactOtp,
  checkEmail,
  checkMobile,
  contactFailureText,
} from '@/domain/identity/contact';

describe('checkMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
  ])('%j is %s', (raw, value) => {
    expect(checkMobile(raw)).toEqual({ ok: true, value });
  });
  it.each([
    ['', 'Enter your new mobile number.'],
    ['98765abcde', 'A mobile number has digits only.'],
    ['987654321', 'Enter the 10 digits of the mobile number.'],
    ['98765432101', 'Enter the 10 digits of the mobile number.'],
    ['5876543210', 'An Indian mobile number starts with 6, 7, 8 or 9.'],
  ])('%j is refused: %s', (raw, message) => {
    expect(checkMobile(raw)).toEqual({ ok: false, message });
  });
  it('property: any 10 digits starting 6–9 pass unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/), (first, rest) => {
        expect(checkMobile(first + rest)).toEqual({ ok: true, value: first + rest });
      }),
    );
  });
});

describe('checkEmail', () => {
  it('trims and lower-cases a good address', () => {
    expect(checkEmail('  Aarav.S@Example.COM ')).toEqual({ ok: true, value: 'aarav.s@example.com' });
  });
  it.each([
    '',
    'aarav',
    'aarav@',
    'aarav@example',
    'a b@example.com',
    '@example.com',
    `${'a'.repeat(250)}@x.in`,
  ])('%j is refused', (raw) => {
    expect(checkEmail(raw).ok).toBe(false);
  });
  it('checkContact picks the rule by kind', () => {
    expect(checkContact('mobile', '9876543210').ok).toBe(true);
    expect(checkContact('email', '9876543210').ok).toBe(false);
  });
});

describe('checkContactOtp', () => {
  it('exactly the OTP length in digits', () => {
    expect(checkContactOtp('123456', 6)).toBeNull();
    expect(checkContactOtp(' 123456 ', 6)).toBeNull();
    expect(checkContactOtp('', 6)).toBe('Enter the OTP.');
    expect(checkContactOtp('12345', 6)).toBe('The OTP has 6 digits.');
    expect(checkContactOtp('12345a', 6)).toBe('The OTP has 6 digits.');
  });
});

describe('contactFailureText', () => {
  it('a wrong OTP says the tries left', () => {
    expect(contactFailureText('mobile', 'INVALID_OTP', 4)).toBe('That OTP is wrong. 4 tries left.');
    expect(contactFailureText('mobile', 'INVALID_OTP', 1)).toBe('That OTP is wrong. 1 try left.');
    expect(contactFailureText('mobile', 'INVALID_OTP', 0)).toMatch(/no tries are left/);
    expect(contactFailureText('mobile', 'INVALID_OTP')).toMatch(/wrong/);
  });
  it('expired, locked, not requested, unchanged and in use each have their words', () => {
    expect(contactFailureText('email', 'OTP_EXPIRED')).toBe('This OTP has expired. Ask for a new one.');
    expect(contactFailureText('email', 'TOO_MANY_ATTEMPTS')).toMatch(/Too many wrong OTPs/);
    expect(contactFailureText('email', 'OTP_NOT_REQUESTED')).toBe(
      'Ask for an OTP for this email address first.',
    );
    expect(contactFailureText('mobile', 'UNCHANGED')).toBe('This is already your mobile number.');
    expect(contactFailureText('mobile', 'ALREADY_IN_USE')).toBe(
      'Another account already uses this mobile number.',
    );
  });
  it('an unknown code has no words of its own', () => {
    expect(contactFailureText('mobile', 'SOMETHING_ELSE')).toBeNull();
  });
});
