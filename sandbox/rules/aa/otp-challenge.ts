/**
 * The rules of one OTP challenge (partner login OTP or bank linking OTP): a fixed number of
 * attempts, then the challenge locks; a challenge expires a fixed time after it was sent.
 */

/** Wrong OTPs allowed before a challenge locks. */
const OTP_MAX_ATTEMPTS = 3;
/** A challenge is valid for this long after it was sent. */
export const OTP_TTL_MS = 5 * 60_000;

/** What the rules need to know about a challenge. */
export type OtpChallengeState = {
  code: string;
  /** Epoch milliseconds. */
  expiresAtMs: number;
  /** Wrong attempts so far. */
  failedAttempts: number;
  /** Already accepted once: a second correct submission is not a new verification. */
  verified: boolean;
};

/** The verdict on one submission, and the challenge's failed attempts afterwards. */
export type OtpVerdict =
  | { outcome: 'VERIFIED'; failedAttempts: number }
  | { outcome: 'ALREADY_VERIFIED'; failedAttempts: number }
  | { outcome: 'INVALID'; failedAttempts: number; attemptsLeft: number }
  | { outcome: 'LOCKED'; failedAttempts: number }
  | { outcome: 'EXPIRED'; failedAttempts: number };

/** Attempts a challenge still has. */
export function attemptsLeft(failedAttempts: number): number {
  return Math.max(0, OTP_MAX_ATTEMPTS - failedAttempts);
}

/**
 * Judges one submitted OTP at `nowMs`. A locked challenge stays locked whatever is submitted; an
 * expired one is not judged; the wrong OTP that uses up the last attempt locks it at once.
 */
export function judgeOtp(challenge: OtpChallengeState, submitted: string, nowMs: number): OtpVerdict {
  const { failedAttempts } = challenge;
  if (challenge.verified) return { outcome: 'ALREADY_VERIFIED', failedAttempts };
  if (failedAttempts >= OTP_MAX_ATTEMPTS) return { outcome: 'LOCKED', failedAttempts };
  if (nowMs >= challenge.expiresAtMs) return { outcome: 'EXPIRED', failedAttempts };
  if (submitted === challenge.code) return { outcome: 'VERIFIED', failedAttempts };
  const failed = failedAttempts + 1;
  if (failed >= OTP_MAX_ATTEMPTS) return { outcome: 'LOCKED', failedAttempts: failed };
  return { outcome: 'INVALID', failedAttempts: failed, attemptsLeft: attemptsLeft(failed) };
}
