import { OTP_LENGTH } from '@/config/constants';

/**
 * A standalone run of exactly OTP_LENGTH digits: the lookarounds reject digits glued to further
 * digits (a 7-digit reference number is not an OTP), while letters around it are allowed.
 */
const OTP_PATTERN = new RegExp(`(?<![0-9])[0-9]{${OTP_LENGTH}}(?![0-9])`);

/**
 * Extracts the first standalone OTP_LENGTH-digit number from an SMS text (docs/product.md#otp-in-an-sms).
 * Digits adjacent to other digits do not count ("1234567" has no OTP), letters may touch it
 * ("ab123456cd" gives "123456"). Returns null when there is none.
 */
export function extractOtp(text: string): string | null {
  const match = OTP_PATTERN.exec(text);
  return match ? match[0] : null;
}
