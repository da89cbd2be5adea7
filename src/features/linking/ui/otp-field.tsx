import TextField from '@mui/material/TextField';
import { useRef, type ClipboardEvent, type ReactNode } from 'react';

import { OTP_LENGTH } from '@/config/constants';
import { isCompleteOtp, otpDigits, otpFromPaste } from '@/domain/aa/journey';

export type OtpFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (otp: string) => void;
  /** Called once the box holds all six digits (typed, pasted or read from an SMS). */
  onComplete?: (otp: string) => void;
  error?: string | null;
  helperText?: ReactNode;
  disabled?: boolean;
};

/**
 * One accessible OTP input (not six boxes): `autocomplete="one-time-code"` lets the phone's
 * keyboard offer the code, `inputMode="numeric"` opens the number pad, and a paste of a whole SMS
 * keeps only its code.
 */
export function OtpField({ label, value, onChange, onComplete, error, helperText, disabled }: OtpFieldProps) {
  const completed = useRef<string | null>(null);
  const update = (next: string) => {
    onChange(next);
    if (isCompleteOtp(next) && completed.current !== next) {
      completed.current = next;
      onComplete?.(next);
    }
    if (!isCompleteOtp(next)) completed.current = null;
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    update(otpFromPaste(event.clipboardData.getData('text')));
  };
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => update(otpDigits(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
      autoFocus
      fullWidth
      slotProps={{
        htmlInput: {
          autoComplete: 'one-time-code',
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: OTP_LENGTH,
          onPaste,
          style: {
            fontSize: 28,
            letterSpacing: '0.5em',
            textAlign: 'center',
            fontVariantNumeric: 'tabular-nums',
          },
        },
        formHelperText: { role: error ? 'alert' : undefined },
      }}
    />
  );
}
