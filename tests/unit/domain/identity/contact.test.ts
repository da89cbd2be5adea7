import fc from 'fast-check';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { checkContact, checkContactOtp, contactFailureText } from '@/domain/identity/contact';
import type { Text } from '@/domain/text/message';
import hindi from '@/i18n/catalogue/hi-IN.json';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
const inHindi = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
/** A domain text as the English screen shows it (null stays null). */
const en = (text: Text | null) => (text === null ? null : english.formatMessage(text, text.values));

describe('checkContact of a mobile number', () => {
  it.each([
    ['9876543210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
  ])('%j is %s', (raw, value) => {
    expect(checkContact('mobile', raw)).toEqual({ ok: true, value });
  });
  it.each([
    ['', 'Enter your new mobile number.'],
    ['98765abcde', 'A mobile number has digits only.'],
    ['987654321', 'Enter the 10 digits of the mobile number.'],
    ['98765432101', 'Enter the 10 digits of the mobile number.'],
    ['5876543210', 'An Indian mobile number starts with 6, 7, 8 or 9.'],
  ])('%j is refused: %s', (raw, message) => {
    const check = checkContact('mobile', raw);
    expect(check.ok).toBe(false);
    expect(check.ok ? null : en(check.message)).toBe(message);
  });
  it('property: any 10 digits starting 6–9 pass unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/), (first, rest) => {
        expect(checkContact('mobile', first + rest)).toEqual({ ok: true, value: first + rest });
      }),
    );
  });
});

describe('checkContact of an email address', () => {
  it('trims and lower-cases a good address', () => {
    expect(checkContact('email', '  Aarav.S@Example.COM ')).toEqual({
      ok: true,
      value: 'aarav.s@example.com',
    });
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
    expect(checkContact('email', raw).ok).toBe(false);
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
    expect(en(checkContactOtp('', 6))).toBe('Enter the OTP.');
    expect(en(checkContactOtp('12345', 6))).toBe('The OTP has 6 digits.');
    expect(en(checkContactOtp('12345a', 6))).toBe('The OTP has 6 digits.');
  });
});

describe('contactFailureText', () => {
  it('a wrong OTP says the tries left', () => {
    expect(en(contactFailureText('mobile', 'INVALID_OTP', 4))).toBe('That OTP is wrong. 4 tries left.');
    expect(en(contactFailureText('mobile', 'INVALID_OTP', 1))).toBe('That OTP is wrong. 1 try left.');
    expect(en(contactFailureText('mobile', 'INVALID_OTP', 0))).toMatch(/no tries are left/);
    expect(en(contactFailureText('mobile', 'INVALID_OTP'))).toMatch(/wrong/);
  });
  it('expired, locked, not requested, unchanged and in use each have their words', () => {
    expect(en(contactFailureText('email', 'OTP_EXPIRED'))).toBe('This OTP has expired. Ask for a new one.');
    expect(en(contactFailureText('email', 'TOO_MANY_ATTEMPTS'))).toMatch(/Too many wrong OTPs/);
    expect(en(contactFailureText('email', 'OTP_NOT_REQUESTED'))).toBe(
      'Ask for an OTP for this email address first.',
    );
    expect(en(contactFailureText('mobile', 'UNCHANGED'))).toBe('This is already your mobile number.');
    expect(en(contactFailureText('mobile', 'ALREADY_IN_USE'))).toBe(
      'Another account already uses this mobile number.',
    );
  });
  it('an unknown code has no words of its own', () => {
    expect(contactFailureText('mobile', 'SOMETHING_ELSE')).toBeNull();
  });
});

describe('in Hindi', () => {
  it('the checks and failures read in Hindi, with the count in the plural', () => {
    const check = checkContact('mobile', '5876543210');
    expect(check.ok ? null : inHindi.formatMessage(check.message)).toBe(
      'भारतीय मोबाइल नंबर 6, 7, 8 या 9 से शुरू होता है।',
    );
    const tries = contactFailureText('mobile', 'INVALID_OTP', 3)!;
    expect(inHindi.formatMessage(tries, tries.values)).toBe('OTP गलत है। 3 कोशिशें बाकी हैं।');
    const unchanged = contactFailureText('email', 'UNCHANGED')!;
    expect(inHindi.formatMessage(unchanged, unchanged.values)).toBe('यह पहले से आपका ईमेल पता है।');
  });
});
