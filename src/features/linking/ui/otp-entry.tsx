import type { ReactNode } from 'react';

import { InlineError } from '@/components/feedback/inline-error';

import { OtpField } from './otp-field';
import { ResendRow } from './resend-row';

/** What the entry shows of `useOtpFlow`: the code typed, its failures, and resending. */
export type OtpEntryFlow = {
  otp: string;
  setOtp: (otp: string) => void;
  error: string | null;
  stepError: string | null;
  verifying: boolean;
  canResend: boolean;
  resendIn: number;
  resending: boolean;
  resend: () => void;
  resendError: string | null;
};

/**
 * The OTP block of a linking screen: a failed step above, the OTP field, "Resend OTP" with its
 * countdown, and a failed resend below.
 */
export function OtpEntry({
  flow,
  label,
  onComplete,
  helperText,
}: {
  flow: OtpEntryFlow;
  label: ReactNode;
  /** Called once all six digits are in. */
  onComplete: (otp: string) => void;
  helperText?: ReactNode;
}) {
  return (
    <>
      {flow.stepError !== null && <InlineError message={flow.stepError} />}
      <OtpField
        label={label}
        value={flow.otp}
        onChange={flow.setOtp}
        onComplete={onComplete}
        error={flow.error}
        helperText={helperText}
        disabled={flow.verifying}
      />
      <ResendRow
        canResend={flow.canResend}
        resendIn={flow.resendIn}
        resending={flow.resending}
        onResend={flow.resend}
      />
      {flow.resendError !== null && <InlineError message={flow.resendError} />}
    </>
  );
}
