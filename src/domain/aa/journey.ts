import { OTP_LENGTH } from '@/config/constants';
import { extractOtp } from '@/domain/otp/extract-otp';
import { defineText } from '@/domain/text/message';

/**
 * The linking journey's steps and the rules that move between them (docs/product.md#consent-lifecycle,
 * consent lifecycle as the screens see it): partner OTP → discovery → one bank OTP per FIP with accounts to
 * link → consent → final status.
 */
export type JourneyStep = 'finvu-otp' | 'discovery' | 'bank-otp' | 'consent' | 'final-status';

/** How long the customer waits before an OTP can be sent again. */
const OTP_RESEND_COOLDOWN_MS = 30_000;

/**
 * The bank OTP screen that comes after `justVerified`: the first FIP still pending, or null when
 * every bank is done and the consent comes next.
 */
export function nextBankOtpFip(pendingFipIds: readonly string[], justVerified: string | null): string | null {
  const rest = pendingFipIds.filter((fipId) => fipId.toLowerCase() !== justVerified?.toLowerCase());
  return rest[0] ?? null;
}

/** OTP screens still ahead: the partner OTP (until verified) plus one per bank with accounts to link. */
export function otpScreensRemaining(partnerVerified: boolean, pendingBankFips: number): number {
  return (partnerVerified ? 0 : 1) + Math.max(0, pendingBankFips);
}

/** Whole seconds until "Resend OTP" is allowed again (0 = now). */
export function secondsUntilResend(
  sentAtMs: number,
  nowMs: number,
  cooldownMs = OTP_RESEND_COOLDOWN_MS,
): number {
  return Math.max(0, Math.ceil((sentAtMs + cooldownMs - nowMs) / 1000));
}

/** What an OTP box keeps of typed text: digits only, at most OTP_LENGTH. */
export function otpDigits(text: string): string {
  return text.replace(/[^0-9]/g, '').slice(0, OTP_LENGTH);
}

/**
 * What a paste fills: the standalone 6-digit code of a pasted SMS ("Your OTP is 123456. Ref
 * 99"), else the digits of the text ("123 456").
 */
export function otpFromPaste(text: string): string {
  return extractOtp(text) ?? otpDigits(text);
}

/** True once the box holds a whole OTP. */
export function isCompleteOtp(otp: string): boolean {
  return otp.length === OTP_LENGTH && /^[0-9]+$/.test(otp);
}

/** A 10-digit Indian mobile number (starts 6–9), after dropping spaces, dashes and a +91/0 prefix. */
export function normaliseMobile(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+91|91(?=[0-9]{10}$)|0(?=[0-9]{10}$))/, '');
  return /^[6-9][0-9]{9}$/.test(digits) ? digits : null;
}

/** Why a customer declines the consent (the nudge's reasons); ids go to analytics. */
export const CONSENT_DENIAL_REASONS = [
  {
    id: 'privacy',
    label: defineText({
      id: 'linking.denialReason.privacy',
      defaultMessage: 'I am worried about the privacy of my data',
    }),
  },
  {
    id: 'not_now',
    label: defineText({ id: 'linking.denialReason.notNow', defaultMessage: 'I will do it later' }),
  },
  {
    id: 'wrong_accounts',
    label: defineText({
      id: 'linking.denialReason.wrongAccounts',
      defaultMessage: 'These are not the accounts I wanted to link',
    }),
  },
  {
    id: 'not_clear',
    label: defineText({
      id: 'linking.denialReason.notClear',
      defaultMessage: 'I did not understand what I am agreeing to',
    }),
  },
  { id: 'other', label: defineText({ id: 'linking.denialReason.other', defaultMessage: 'Something else' }) },
] as const;

export type ConsentDenialReason = (typeof CONSENT_DENIAL_REASONS)[number]['id'];
