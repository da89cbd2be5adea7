import type { PiiFlag } from '@/api/schemas/telemetry';
import { MOBILE_IN_TEXT_SOURCE } from '@/domain/identity/mobile-in-text';

import { PERSONA_TOKENS } from '../personas';

const TOKENS = PERSONA_TOKENS.join('|');
/**
 * A persona's bearer token, as a header value (`Bearer demo`, also URL-encoded) or as the
 * `token`/`authorization` query parameter the client must strip from URLs (docs/product.md#validation-rules).
 */
const BEARER_TOKEN = new RegExp(
  `Bearer(?:\\s+|%20|\\+)(?:${TOKENS})\\b|[?&#](?:token|authorization)=(?:Bearer(?:%20|\\+))?(?:${TOKENS})\\b`,
  'i',
);
/** An Indian mobile number inside the body's JSON; a UUID's digit-only last group is not one. */
const MOBILE = new RegExp(MOBILE_IN_TEXT_SOURCE);
/** A PAN on its own (not inside a longer word); the masked form `XXXXX1234F` is allowed. */
const PAN = /(?<![A-Za-z0-9])(?!XXXXX)[A-Z]{5}[0-9]{4}[A-Z](?![A-Za-z0-9])/;
/** An OTP value: exactly six digits. */
const OTP_VALUE = /^\s*\d{6}\s*$/;
/** Field names that carry an OTP (`otp`, `bank_otp`, `finvuOtp`…). */
const OTP_KEY = /otp/i;

// Bodies are at most 1 MB, but a hostile one may nest deeply: stop walking, never throw.
const MAX_DEPTH = 64;

/** True when some field whose name mentions "otp" holds a six-digit value. */
function hasOtpField(value: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  for (const [key, child] of Object.entries(value)) {
    if (OTP_KEY.test(key) && (typeof child === 'string' || typeof child === 'number')) {
      if (OTP_VALUE.test(String(child))) return true;
    }
    if (hasOtpField(child, depth + 1)) return true;
  }
  return false;
}

/**
 * Personal data found in one telemetry body: a persona's bearer token, a mobile number, a full
 * PAN, or a six-digit OTP in an `otp` field. The client scrubs all of these before sending, so
 * the scrubbing tests assert that no stored record is flagged. `serialized` is `body` as JSON.
 */
export function piiFlagsOf(body: unknown, serialized: string = JSON.stringify(body) ?? ''): PiiFlag[] {
  const flags: PiiFlag[] = [];
  if (BEARER_TOKEN.test(serialized)) flags.push('bearer_token');
  if (MOBILE.test(serialized)) flags.push('mobile');
  if (PAN.test(serialized)) flags.push('pan');
  if (hasOtpField(body, 0)) flags.push('otp');
  return flags;
}
