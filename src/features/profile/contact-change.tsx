import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { contactOtpFailure, profileChanged, sendContactOtp, verifyContactOtp } from '@/api/endpoints/profile';
import type { ContactOtpSent } from '@/api/schemas/profile';
import { changeErrorTextOf } from '@/components/feedback/error-text';
import { OTP_LENGTH } from '@/config/constants';
import {
  checkContact,
  checkContactOtp,
  contactFailureText,
  type ContactKind,
} from '@/domain/identity/contact';
import { presentToast } from '@/native/toast';

const WORDS: Readonly<Record<ContactKind, { field: string; saved: string }>> = {
  mobile: { field: 'New mobile number', saved: 'Your mobile number is changed.' },
  email: { field: 'New email address', saved: 'Your email address is changed.' },
};

/** The customer's words for a failed call: the provider's code when we know it, else the shared text. */
function failureText(kind: ContactKind, error: unknown): string {
  const failure = contactOtpFailure(error);
  return (
    (failure && contactFailureText(kind, failure.code, failure.attempts_left)) ?? changeErrorTextOf(error)
  );
}

/**
 * Changing the mobile number or email address: the new one is checked first, an OTP goes to it,
 * and the right OTP saves it (docs/product.md#profile). Wrong, expired or locked OTPs are told in
 * the form; "Ask for a new OTP" sends another.
 */
export function ContactChange({ kind, onDone }: { kind: ContactKind; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<string | null>(null);
  const [sent, setSent] = useState<(ContactOtpSent & { value: string }) | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const headingId = useId();

  const send = useMutation({
    mutationFn: (checked: string) => sendContactOtp({ type: kind, value: checked }),
    onSuccess: (answer, checked) => {
      setSent({ ...answer, value: checked });
      setOtp('');
      setOtpError(null);
    },
    onError: (error) => setValueError(failureText(kind, error)),
  });
  const verify = useMutation({
    mutationFn: (input: { value: string; otp: string }) => verifyContactOtp({ type: kind, ...input }),
    onSuccess: async (answer) => {
      await profileChanged(queryClient, answer.profile);
      presentToast('success', WORDS[kind].saved);
      onDone();
    },
    onError: (error) => setOtpError(failureText(kind, error)),
  });

  const submitValue = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkContact(kind, value);
    if (!checked.ok) {
      setValueError(checked.message);
      return;
    }
    setValueError(null);
    send.mutate(checked.value);
  };
  const submitOtp = (event: FormEvent) => {
    event.preventDefault();
    if (sent === null) return;
    const problem = checkContactOtp(otp, sent.otp_length || OTP_LENGTH);
    if (problem !== null) {
      setOtpError(problem);
      return;
    }
    verify.mutate({ value: sent.value, otp: otp.trim() });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="h3" component="h2">
        {kind === 'mobile' ? 'Change mobile number' : 'Change email address'}
      </Typography>
      {sent === null ? (
        <Stack component="form" noValidate onSubmit={submitValue} spacing={2}>
          <TextField
            label={WORDS[kind].field}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={valueError !== null}
            helperText={valueError ?? (kind === 'mobile' ? '10 digits' : ' ')}
            autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
            inputMode={kind === 'mobile' ? 'tel' : 'email'}
            autoFocus
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={send.isPending}>
              Send OTP
            </Button>
            <Button onClick={onDone}>Cancel</Button>
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={submitOtp} spacing={2}>
          <Alert severity="info">We sent an OTP to {sent.sent_to}. It is valid for 10 minutes.</Alert>
          <TextField
            label="OTP"
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, sent.otp_length))}
            error={otpError !== null}
            helperText={otpError ?? `${sent.otp_length} digits`}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={verify.isPending}>
              Verify and save
            </Button>
            <Button onClick={() => send.mutate(sent.value)} disabled={send.isPending}>
              Ask for a new OTP
            </Button>
            <Button onClick={onDone}>Cancel</Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
