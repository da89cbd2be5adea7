/**
 * The privacy scrubber (docs/product.md#validation-rules): bearer tokens, PANs, phone numbers, OTPs and full
 * account numbers never leave the device in telemetry. Every telemetry record is built by
 * `src/telemetry/records.ts`, the ONE place that calls this, and Sentry's beforeSend and
 * beforeBreadcrumb run it too. Pure: strings and plain JSON in, scrubbed copies out.
 */

import { MOBILE_IN_TEXT_SOURCE } from '@/domain/identity/mobile-in-text';

/** What a removed value is replaced with. */
const REDACTED = '[redacted]';

/** `Bearer <anything>`: a credential wherever it appears. */
const BEARER = /\bBearer(\s+|%20|\+)[^\s"',;&]+/gi;
/** A JSON web token (three base64url parts, the first a JSON header `eyJ…`). */
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
/** `name=value` pairs (query strings, form bodies, log text) whose name is sensitive. */
const SENSITIVE_PAIR =
  /(^|[?&#;\s,])((?:access_|id_|refresh_)?token|authorization|password|otp|pan|mobile|phone|acc_num|account_number)=([^&\s"',;#]*)/gi;
/** An OTP named in free text: "OTP 123456", "one-time password is 4321". */
const OTP_IN_TEXT =
  /\b(otp|one[- ]time[- ]pass(?:word|code)|passcode|verification code)\b(\D{0,16}?)\d{4,8}\b/gi;
/** A full PAN (five letters, four digits, a letter), not part of a longer word. */
const PAN = /(?<![A-Za-z0-9])[A-Z]{5}[0-9]{4}[A-Z](?![A-Za-z0-9])/g;
/** An Indian mobile number, optionally +91, not inside a longer run or a UUID. */
const MOBILE = new RegExp(MOBILE_IN_TEXT_SOURCE, 'g');
/** A full account or card number: 9 to 18 digits standing alone (spaces/dashes between groups allowed for cards). */
const ACCOUNT = /(?<![0-9A-Za-z-])\d(?:[ -]?\d){8,17}(?![0-9A-Za-z-])/g;

/**
 * Field names whose value is personal whatever it looks like (compared without `_`/`-`, any case):
 * tokens and passwords, OTPs, the PAN, phone numbers, full account and card numbers, CVV and PIN.
 */
const SENSITIVE_KEY =
  /token|authori[sz]ation|passw|secret|otp|cvv|^pan(number)?$|mobile|phone|^acc(ount)?(num(ber)?|no)$|^accnumber$|cardnumber|^pin$|cookie/i;

/** Digits only, minus the separators a card number may carry. */
function digitsOf(match: string): string {
  return match.replace(/[ -]/g, '');
}

/** Keeps the last four digits of an account number: `XXXXXXXX4821`, as the product shows them. */
function maskAccount(match: string): string {
  const digits = digitsOf(match);
  return `${'X'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** Removes every credential and personal number from free text. */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, `Bearer$1${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SENSITIVE_PAIR, (_m, lead: string, name: string) => `${lead}${name}=${REDACTED}`)
    .replace(OTP_IN_TEXT, (_m, word: string, gap: string) => `${word}${gap}${REDACTED}`)
    .replace(PAN, REDACTED)
    .replace(MOBILE, REDACTED)
    .replace(ACCOUNT, maskAccount);
}

/** Whether a field of this name holds something personal whatever its value. */
function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key.replace(/[_-]/g, ''));
}

/** A number that reads as a mobile number once serialised (10 digits, starting 6–9). */
function looksLikeMobile(value: number): boolean {
  return Number.isInteger(value) && value >= 6_000_000_000 && value <= 9_999_999_999;
}

/** Deeper than this, a value is replaced (telemetry bodies are shallow; a cycle must not hang). */
const MAX_DEPTH = 12;
/** Longest string kept; longer text is cut (a stack trace is the longest legitimate value). */
const MAX_TEXT_LENGTH = 8192;

/**
 * A scrubbed deep copy of `value`: strings through {@link scrubText} (cut to MAX_TEXT_LENGTH),
 * sensitive fields redacted whatever they hold, mobile-like numbers removed. Only plain JSON
 * survives (functions, symbols and undefined fields are dropped, as JSON would drop them).
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return scrubText(value.length > MAX_TEXT_LENGTH ? value.slice(0, MAX_TEXT_LENGTH) : value);
  if (typeof value === 'number') return looksLikeMobile(value) ? REDACTED : value;
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1) ?? null);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (isSensitiveKey(key)) {
      if (child !== undefined && child !== null) out[key] = REDACTED;
      else if (child === null) out[key] = null;
      continue;
    }
    const scrubbed = scrubValue(child, depth + 1);
    if (scrubbed !== undefined) out[key] = scrubbed;
  }
  return out;
}
