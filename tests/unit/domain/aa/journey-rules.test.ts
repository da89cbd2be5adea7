import { describe, expect, it } from 'vitest';

import {
  isCompleteOtp,
  nextBankOtpFip,
  normaliseMobile,
  otpDigits,
  otpFromPaste,
  otpScreensRemaining,
  secondsUntilResend,
} from '@/domain/aa/journey';
import { flowTypeParam, fipKindsForFlow, parseLinkingEntry } from '@/domain/aa/linking-entry';
import { bankOtpSender, partnerOtpSender } from '@/domain/aa/sms-sender';
import { pickOtp } from '@/domain/otp/pick-otp';

describe('entry query', () => {
  it.each([
    ['savings', 'savings'],
    ['equity', 'equity'],
    ['insurance', 'insurance'],
    ['us-stocks', 'us_stocks'],
    ['US_STOCKS', 'us_stocks'],
    ['fno', 'fno'],
    ['F&O', 'fno'],
    ['crypto', null],
    ['', null],
    [null, null],
  ])('flow_type=%s → %s', (raw, flow) => {
    const entry = parseLinkingEntry(new URLSearchParams(raw === null ? {} : { flow_type: raw }));
    expect(entry.flowGiven ? entry.flow : null).toBe(flow);
  });

  it('writes the flow back as other areas link it', () => {
    expect(flowTypeParam('us_stocks')).toBe('us-stocks');
    expect(flowTypeParam('savings')).toBe('savings');
  });

  it('reads the query keys and defaults to savings through finvu', () => {
    const entry = parseLinkingEntry(
      new URLSearchParams(
        'flow_type=us-stocks&provider=CAMS&fipId=HDFC-FIP&source=home&entry-from=bank-list&revokeConsentId=c1&basket_id=b&status_id=s',
      ),
    );
    expect(entry).toEqual({
      flow: 'us_stocks',
      flowGiven: true,
      provider: 'cams',
      fipId: 'HDFC-FIP',
      source: 'home',
      entryFrom: 'bank-list',
      basketId: 'b',
      statusId: 's',
      revokeConsentId: 'c1',
    });
    const bare = parseLinkingEntry(new URLSearchParams(`source=${'x'.repeat(200)}`));
    expect(bare).toMatchObject({ flow: 'savings', flowGiven: false, provider: 'finvu', source: null });
    expect(parseLinkingEntry(new URLSearchParams('provider=ignosis')).provider).toBe('ignosis');
    expect(parseLinkingEntry(new URLSearchParams('aa_source=other')).provider).toBe('finvu');
  });

  it('offers the FIP kinds of the flow', () => {
    expect(fipKindsForFlow('equity')).toEqual(['DEPOSITORY']);
    expect(fipKindsForFlow('insurance')).toEqual(['INSURER']);
    expect(fipKindsForFlow('us_stocks')).toEqual(['BANK']);
    expect(fipKindsForFlow('fno')).toEqual(['DEPOSITORY', 'BANK']);
  });
});

describe('journey steps', () => {
  it('goes to the next pending bank, or to the consent when none is left', () => {
    expect(nextBankOtpFip(['HDFC-FIP', 'sbi-fip'], 'HDFC-FIP')).toBe('sbi-fip');
    expect(nextBankOtpFip(['sbi-fip'], 'SBI-FIP')).toBeNull();
    expect(nextBankOtpFip([], 'HDFC-FIP')).toBeNull();
    expect(nextBankOtpFip(['CDSLFIP'], null)).toBe('CDSLFIP');
  });

  it('counts OTP screens left', () => {
    expect(otpScreensRemaining(false, 2)).toBe(3);
    expect(otpScreensRemaining(true, 1)).toBe(1);
    expect(otpScreensRemaining(true, -1)).toBe(0);
  });

  it('counts down to a resend', () => {
    expect(secondsUntilResend(1_000, 1_000)).toBe(30);
    expect(secondsUntilResend(1_000, 30_500)).toBe(1);
    expect(secondsUntilResend(1_000, 31_000)).toBe(0);
    expect(secondsUntilResend(1_000, 99_000)).toBe(0);
  });
});

describe('OTP and mobile input', () => {
  it('keeps digits only, six at most', () => {
    expect(otpDigits('12a3 45-678')).toBe('123456');
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
  });

  it('takes the code out of a pasted SMS', () => {
    expect(otpFromPaste('Your OTP is 482913. Ref 7712345 do not share')).toBe('482913');
    expect(otpFromPaste('123 456')).toBe('123456');
  });

  it('normalises Indian mobile numbers', () => {
    expect(normaliseMobile('+91 98765 43210')).toBe('9876543210');
    expect(normaliseMobile('09876543210')).toBe('9876543210');
    expect(normaliseMobile('919876543210')).toBe('9876543210');
    expect(normaliseMobile('5876543210')).toBeNull();
    expect(normaliseMobile('98765')).toBeNull();
  });
});

describe('OTP SMS senders', () => {
  it('expects the partner and the bank by their DLT headers', () => {
    const otpFrom = (sender: string, expected: string) =>
      pickOtp([{ sender, body: 'OTP 123456', receivedAt: 1 }], expected, 0);
    expect(otpFrom('AX-FINVU', partnerOtpSender('finvu'))).toBe('123456');
    expect(otpFrom('VM-HDFCBK-S', bankOtpSender('HDFC-FIP'))).toBe('123456');
    expect(otpFrom('VM-HDFCBK-S', bankOtpSender('sbi-fip'))).toBeNull();
    expect(bankOtpSender('UCOB-FIP')).toBe('UCBA');
    expect(bankOtpSender('unknown')).toBe('unknown');
  });
});
