import { extractOtp } from './extract-otp';

/** One SMS as the native host reports it (docs/native-bridge.md, `fetchSms`). */
export type SmsMessage = {
  /** The sender header, e.g. `AX-FINVU`, `VM-HDFCBK-S`, or a phone number. */
  sender: string;
  body: string;
  /** When the phone received it, epoch milliseconds. */
  receivedAt: number;
};

/**
 * Indian commercial SMS headers are `<operator+circle>-<entity id>` (`AX-FINVU`), lately with a
 * category suffix (`VM-HDFCBK-S`). The entity id is what identifies the sender; the prefix changes
 * with the operator that delivered the message.
 */
const DLT_HEADER = /^[A-Z0-9]{2}-([A-Z0-9]+)(?:-[A-Z])?$/;

/** The part of a sender header that identifies the sender, upper-cased. */
function senderCore(sender: string): string {
  const upper = sender.trim().toUpperCase();
  return DLT_HEADER.exec(upper)?.[1] ?? upper;
}

/** True when `sender` is `expected`, ignoring case and the operator prefix/category suffix. */
function isFromSender(sender: string, expected: string): boolean {
  const want = senderCore(expected);
  return want !== '' && senderCore(sender) === want;
}

/**
 * The OTP to fill from the host's messages (docs/product.md#otp-auto-read): the first message, in the host's
 * order (newest first), that comes from `expectedSender` and was received at or after `sentAt` (epoch
 * ms) and holds a standalone 6-digit run. A promotional SMS from the same sender without a code
 * does not hide an older one that has it. Null when none qualifies.
 */
export function pickOtp(
  messages: readonly SmsMessage[],
  expectedSender: string,
  sentAt: number,
): string | null {
  for (const message of messages) {
    if (message.receivedAt < sentAt || !isFromSender(message.sender, expectedSender)) continue;
    const otp = extractOtp(message.body);
    if (otp !== null) return otp;
  }
  return null;
}
