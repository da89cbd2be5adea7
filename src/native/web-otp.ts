/**
 * The browser's own SMS OTP reader (WebOTP: Chrome on Android). It resolves when an SMS carrying
 * this origin's `@host #code` line arrives and the customer allows it; elsewhere it does nothing.
 */
import { extractOtp } from '@/domain/otp/extract-otp';

/** Whether this browser has the WebOTP API at all. */
function hasWebOtp(): boolean {
  return (
    typeof window !== 'undefined' &&
    'OTPCredential' in window &&
    typeof navigator.credentials?.get === 'function'
  );
}

/**
 * Waits for a WebOTP code until `signal` aborts. Resolves with the 6-digit OTP, or null when the
 * browser has no WebOTP, the customer declines, it is aborted, or the code is not 6 digits.
 */
export async function readWebOtp(signal: AbortSignal): Promise<string | null> {
  if (!hasWebOtp()) return null;
  try {
    // `otp` is not in lib.dom's CredentialRequestOptions yet.
    const options = { otp: { transport: ['sms'] }, signal } as CredentialRequestOptions;
    const credential = await navigator.credentials.get(options);
    // An OTPCredential carries `code`; lib.dom does not describe it yet.
    const code =
      credential !== null && 'code' in credential && typeof credential.code === 'string'
        ? credential.code
        : '';
    return extractOtp(code) === code ? code : null;
  } catch {
    // Aborted, declined or unsupported: the customer types the code.
    return null;
  }
}
