import { OTP_LENGTH, SANDBOX_STATIC_OTP } from '@/config/constants';

import type { Db } from '../db/database';
import { fill } from '../http/language';
import { OTP_TTL_MS, attemptsLeft, judgeOtp } from '../rules/aa/otp-challenge';
import { AaError } from './aa-http';
import { AA_TEXT, AA_TEXT_WITH } from './aa-texts';
import { maskMobile } from './users';

/** Which OTP: the AA partner's login OTP, or a bank's linking OTP (one per FIP). */
export type OtpPurpose = 'PARTNER' | 'BANK';

/** One stored challenge. */
export type OtpChallenge = {
  id: number;
  consent_handle: string;
  purpose: OtpPurpose;
  fip_id: string;
  code: string;
  sent_to: string;
  sent_at: string;
  expires_at: string;
  failed_attempts: number;
  verified_at: string | null;
};

/**
 * Sends a new OTP: a fresh challenge with the full number of attempts, valid for OTP_TTL_MS. The
 * sandbox always sends SANDBOX_STATIC_OTP; the newest challenge of a kind is the one that counts.
 */
export function issueChallenge(
  db: Db,
  consentHandle: string,
  purpose: OtpPurpose,
  fipId: string,
  sentTo: string,
  now: Date,
): OtpChallenge {
  const sentAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS).toISOString();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO aa_otp_challenges (consent_handle, purpose, fip_id, code, sent_to, sent_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(consentHandle, purpose, fipId, SANDBOX_STATIC_OTP, sentTo, sentAt, expiresAt);
  return {
    id: Number(lastInsertRowid),
    consent_handle: consentHandle,
    purpose,
    fip_id: fipId,
    code: SANDBOX_STATIC_OTP,
    sent_to: sentTo,
    sent_at: sentAt,
    expires_at: expiresAt,
    failed_attempts: 0,
    verified_at: null,
  };
}

/** The newest challenge of a kind for a consent (and FIP, for bank OTPs), or null. */
export function latestChallenge(
  db: Db,
  consentHandle: string,
  purpose: OtpPurpose,
  fipId: string,
): OtpChallenge | null {
  return (
    db
      .prepare<[string, string, string], OtpChallenge>(
        `SELECT * FROM aa_otp_challenges WHERE consent_handle = ? AND purpose = ? AND fip_id = ?
         ORDER BY id DESC LIMIT 1`,
      )
      .get(consentHandle, purpose, fipId) ?? null
  );
}

/**
 * Checks a submitted OTP. A wrong one is counted (and stays counted: the caller's later failure
 * must not roll it back) and answered 400 INVALID_OTP with the attempts left; the wrong one that
 * uses the last attempt, and anything sent to a locked challenge, 429 OTP_LOCKED; an expired
 * challenge 400 OTP_EXPIRED; a challenge already used 409 OTP_ALREADY_USED.
 */
export function verifyChallenge(db: Db, challenge: OtpChallenge, submitted: string, now: Date): void {
  const verdict = judgeOtp(
    {
      code: challenge.code,
      expiresAtMs: Date.parse(challenge.expires_at),
      failedAttempts: challenge.failed_attempts,
      verified: challenge.verified_at !== null,
    },
    submitted,
    now.getTime(),
  );
  if (verdict.failedAttempts !== challenge.failed_attempts) {
    db.prepare('UPDATE aa_otp_challenges SET failed_attempts = ? WHERE id = ?').run(
      verdict.failedAttempts,
      challenge.id,
    );
  }
  switch (verdict.outcome) {
    case 'VERIFIED':
      db.prepare('UPDATE aa_otp_challenges SET verified_at = ? WHERE id = ?').run(
        now.toISOString(),
        challenge.id,
      );
      return;
    case 'ALREADY_VERIFIED':
      throw new AaError(409, 'OTP_ALREADY_USED', AA_TEXT.otpAlreadyUsed);
    case 'INVALID':
      throw new AaError(
        400,
        'INVALID_OTP',
        fill(AA_TEXT_WITH.invalidOtp, { left: verdict.attemptsLeft }),
        verdict.attemptsLeft,
      );
    case 'LOCKED':
      throw new AaError(429, 'OTP_LOCKED', AA_TEXT.otpLocked, 0);
    case 'EXPIRED':
      throw new AaError(400, 'OTP_EXPIRED', AA_TEXT.otpExpired);
  }
}

/** How the answers describe a sent OTP. */
export function otpSentInfo(challenge: OtpChallenge, sender: string) {
  return {
    sent: true,
    sent_to_masked: maskMobile(challenge.sent_to),
    length: OTP_LENGTH,
    expires_at: challenge.expires_at,
    attempts_left: attemptsLeft(challenge.failed_attempts),
    sender,
  };
}
