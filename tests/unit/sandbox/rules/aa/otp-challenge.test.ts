import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  OTP_TTL_MS,
  attemptsLeft,
  judgeOtp,
  type OtpChallengeState,
} from '../../../../../sandbox/rules/aa/otp-challenge';

const NOW = 1_700_000_000_000;
const fresh: OtpChallengeState = {
  code: '123456',
  expiresAtMs: NOW + OTP_TTL_MS,
  failedAttempts: 0,
  verified: false,
};

describe('judgeOtp', () => {
  it.each([
    ['right OTP', fresh, '123456', NOW, { outcome: 'VERIFIED', failedAttempts: 0 }],
    ['first wrong OTP', fresh, '000000', NOW, { outcome: 'INVALID', failedAttempts: 1, attemptsLeft: 2 }],
    [
      'second wrong OTP',
      { ...fresh, failedAttempts: 1 },
      '000000',
      NOW,
      { outcome: 'INVALID', failedAttempts: 2, attemptsLeft: 1 },
    ],
    [
      'third wrong OTP locks',
      { ...fresh, failedAttempts: 2 },
      '000000',
      NOW,
      { outcome: 'LOCKED', failedAttempts: 3 },
    ],
    [
      'right OTP when locked',
      { ...fresh, failedAttempts: 3 },
      '123456',
      NOW,
      { outcome: 'LOCKED', failedAttempts: 3 },
    ],
    ['right OTP at expiry', fresh, '123456', NOW + OTP_TTL_MS, { outcome: 'EXPIRED', failedAttempts: 0 }],
    [
      'right OTP 1 ms before expiry',
      fresh,
      '123456',
      NOW + OTP_TTL_MS - 1,
      { outcome: 'VERIFIED', failedAttempts: 0 },
    ],
    [
      'wrong OTP after expiry',
      fresh,
      '000000',
      NOW + OTP_TTL_MS + 1,
      { outcome: 'EXPIRED', failedAttempts: 0 },
    ],
    [
      'already verified',
      { ...fresh, verified: true },
      '123456',
      NOW,
      { outcome: 'ALREADY_VERIFIED', failedAttempts: 0 },
    ],
  ] as const)('%s', (_name, challenge, submitted, now, verdict) => {
    expect(judgeOtp(challenge, submitted, now)).toEqual(verdict);
  });

  it('never counts more than the maximum and never verifies a wrong code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.string(),
        fc.integer({ min: -OTP_TTL_MS, max: 2 * OTP_TTL_MS }),
        (failed, submitted, offset) => {
          const verdict = judgeOtp({ ...fresh, failedAttempts: failed }, submitted, NOW + offset);
          if (verdict.outcome === 'VERIFIED') expect(submitted).toBe(fresh.code);
          expect(verdict.failedAttempts).toBeLessThanOrEqual(Math.max(failed, 3));
          expect(verdict.failedAttempts).toBeGreaterThanOrEqual(failed);
        },
      ),
    );
  });

  it.each([
    [0, 3],
    [2, 1],
    [3, 0],
    [7, 0],
  ])('attemptsLeft(%i) = %i', (failed, left) => {
    expect(attemptsLeft(failed)).toBe(left);
  });
});
