/**
 * Changing the mobile number or email address (docs/product.md#profile): the input checked before
 * any OTP is asked for, and the OTP failures in the customer's words. Pure.
 */

import { defineText, type Text } from '@/domain/text/message';

export type ContactKind = 'mobile' | 'email';

/** A failed check's `message` is a catalogue text; the screen words it in the app's language. */
export type ContactCheck = { ok: true; value: string } | { ok: false; message: Text };

const MOBILE = /^[6-9][0-9]{9}$/;
// A pragmatic address check: one @, no spaces, a dot in the domain; the provider checks deliverability.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * A mobile number as typed: spaces, hyphens and a leading +91 or 0 are dropped, then it must be 10
 * digits starting 6–9.
 */
function checkMobile(raw: string): ContactCheck {
  const digits = raw.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, '');
  if (digits === '')
    return {
      ok: false,
      message: defineText({
        id: 'profile.contact.enterMobile',
        defaultMessage: 'Enter your new mobile number.',
      }),
    };
  if (!/^\d+$/.test(digits))
    return {
      ok: false,
      message: defineText({
        id: 'profile.contact.mobileDigitsOnly',
        defaultMessage: 'A mobile number has digits only.',
      }),
    };
  if (digits.length !== 10)
    return {
      ok: false,
      message: defineText({
        id: 'profile.contact.mobileTenDigits',
        defaultMessage: 'Enter the 10 digits of the mobile number.',
      }),
    };
  if (!MOBILE.test(digits))
    return {
      ok: false,
      message: defineText({
        id: 'profile.contact.mobileStart',
        defaultMessage: 'An Indian mobile number starts with 6, 7, 8 or 9.',
      }),
    };
  return { ok: true, value: digits };
}

/** An email address as typed: trimmed and lower-cased, at most 254 characters. */
function checkEmail(raw: string): ContactCheck {
  const value = raw.trim().toLowerCase();
  if (value === '')
    return {
      ok: false,
      message: defineText({
        id: 'profile.contact.enterEmail',
        defaultMessage: 'Enter your new email address.',
      }),
    };
  if (value.length > 254 || !EMAIL.test(value)) {
    return {
      ok: false,
      message: defineText({
        id: 'profile.contact.emailShape',
        defaultMessage: 'Enter an email address like name@example.com.',
      }),
    };
  }
  return { ok: true, value };
}

export function checkContact(kind: ContactKind, raw: string): ContactCheck {
  return kind === 'mobile' ? checkMobile(raw) : checkEmail(raw);
}

/** An OTP as typed must be exactly `length` digits. */
export function checkContactOtp(raw: string, length: number): Text | null {
  const otp = raw.trim();
  if (otp === '') return defineText({ id: 'profile.contact.enterOtp', defaultMessage: 'Enter the OTP.' });
  return new RegExp(`^\\d{${length}}$`).test(otp)
    ? null
    : defineText({
        id: 'profile.contact.otpLength',
        defaultMessage: 'The OTP has {length} digits.',
        values: { length },
      });
}

/**
 * What a failed contact-change call tells the customer, by the provider's error code (the tries
 * left when the OTP was wrong); null for a code we have no words for (the caller shows its
 * generic message).
 */
export function contactFailureText(kind: ContactKind, code: string, attemptsLeft?: number): Text | null {
  switch (code) {
    case 'INVALID_OTP':
      if (attemptsLeft === undefined)
        return defineText({
          id: 'profile.contact.otpWrong',
          defaultMessage: 'That OTP is wrong. Check it and try again.',
        });
      if (attemptsLeft === 0)
        return defineText({
          id: 'profile.contact.otpWrongNoTries',
          defaultMessage: 'That OTP is wrong and no tries are left. Ask for a new OTP.',
        });
      return defineText({
        id: 'profile.contact.otpWrongTries',
        defaultMessage: 'That OTP is wrong. {attemptsLeft, plural, one {# try} other {# tries}} left.',
        values: { attemptsLeft },
      });
    case 'OTP_EXPIRED':
      return defineText({
        id: 'profile.contact.otpExpired',
        defaultMessage: 'This OTP has expired. Ask for a new one.',
      });
    case 'TOO_MANY_ATTEMPTS':
      return defineText({
        id: 'profile.contact.tooManyAttempts',
        defaultMessage: 'Too many wrong OTPs. Ask for a new one.',
      });
    case 'OTP_NOT_REQUESTED':
      return defineText({
        id: 'profile.contact.otpNotRequested',
        defaultMessage:
          'Ask for an OTP for this {kind, select, mobile {mobile number} other {email address}} first.',
        values: { kind },
      });
    case 'UNCHANGED':
      return defineText({
        id: 'profile.contact.unchanged',
        defaultMessage: 'This is already your {kind, select, mobile {mobile number} other {email address}}.',
        values: { kind },
      });
    case 'ALREADY_IN_USE':
      return defineText({
        id: 'profile.contact.alreadyInUse',
        defaultMessage:
          'Another account already uses this {kind, select, mobile {mobile number} other {email address}}.',
        values: { kind },
      });
    default:
      return null;
  }
}
