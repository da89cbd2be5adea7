import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { isCompleteOtp, secondsUntilResend } from '@/domain/aa/journey';
import { reportError } from '@/events/report-error';
import { useSmsOtp } from '@/native/use-sms-otp';

import { aaErrorCode, customerMessage } from './customer-message';

const OTP_CODES: ReadonlySet<string> = new Set(['INVALID_OTP', 'OTP_LOCKED', 'OTP_EXPIRED']);

export type OtpFlowOptions<T> = {
  /** When the OTP was sent (epoch ms); null while unknown. */
  sentAt: number | null;
  /** The SMS sender auto-read accepts. */
  sender: string;
  verify: (otp: string) => Promise<T>;
  onVerified: (result: T) => void;
  resend: () => Promise<unknown>;
  /** Where failures are reported from. */
  origin: string;
};

/**
 * One OTP screen's behaviour: the code (typed, pasted or auto-read from an SMS in the host apps),
 * verify with a clear message on a wrong code (the screen stays), resend after a countdown.
 */
export function useOtpFlow<T>({ sentAt, sender, verify, onVerified, resend, origin }: OtpFlowOptions<T>) {
  const intl = useIntl();
  const [otp, setOtp] = useState('');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const verifying = useMutation({
    mutationFn: verify,
    onSuccess: onVerified,
    onError: (error) => {
      setOtp('');
      // Wrong codes are the customer's everyday; anything else is worth a report.
      if (aaErrorCode(error) !== 'INVALID_OTP') {
        reportError({ message: error.message, origin, status_code: null, user_seen_error: true });
      }
    },
  });
  const resending = useMutation({
    mutationFn: resend,
    onSuccess: () => {
      setOtp('');
      verifying.reset();
    },
  });

  const submit = (code = otp) => {
    if (isCompleteOtp(code) && !verifying.isPending) verifying.mutate(code);
  };

  useSmsOtp({
    expectedSender: sender,
    sentAt,
    onOtp: (code) => {
      setOtp(code);
      submit(code);
    },
  });

  const code = aaErrorCode(verifying.error);
  const locked = code === 'OTP_LOCKED' || code === 'OTP_EXPIRED';
  const wait = sentAt === null || locked ? 0 : secondsUntilResend(sentAt, now);
  return {
    otp,
    setOtp,
    submit,
    verifying: verifying.isPending,
    /** A wrong, locked or expired code: shown on the OTP box. */
    error: verifying.isError && OTP_CODES.has(code ?? '') ? customerMessage(verifying.error, intl) : null,
    /** Anything else (a partner error, the network): shown above the box, with its mapped text. */
    stepError:
      verifying.isError && !OTP_CODES.has(code ?? '') ? customerMessage(verifying.error, intl) : null,
    resendError: resending.isError ? customerMessage(resending.error, intl) : null,
    canResend: wait === 0 && !resending.isPending,
    resendIn: wait,
    resending: resending.isPending,
    resend: () => resending.mutate(),
  };
}
