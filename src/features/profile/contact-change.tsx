import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';

import { contactOtpFailure, profileChanged, sendContactOtp, verifyContactOtp } from '@/api/endpoints/profile';
import type { ContactOtpSent } from '@/api/schemas/profile';
import { changeErrorTextOf, errorTextOf } from '@/components/feedback/error-text';
import { OTP_LENGTH } from '@/config/constants';
import {
  checkContact,
  checkContactOtp,
  contactFailureText,
  type ContactKind,
} from '@/domain/identity/contact';
import { presentToast } from '@/native/toast';

const WORDS = {
  mobile: defineMessages({
    field: { id: 'profile.contact.newMobile', defaultMessage: 'New mobile number' },
    saved: { id: 'profile.contact.mobileSaved', defaultMessage: 'Your mobile number is changed.' },
    heading: { id: 'profile.contact.changeMobile', defaultMessage: 'Change mobile number' },
  }),
  email: defineMessages({
    field: { id: 'profile.contact.newEmail', defaultMessage: 'New email address' },
    saved: { id: 'profile.contact.emailSaved', defaultMessage: 'Your email address is changed.' },
    heading: { id: 'profile.contact.changeEmail', defaultMessage: 'Change email address' },
  }),
} as const satisfies Record<ContactKind, unknown>;

/** Keeps the field's helper line (and so the layout) when there is no hint. */
const NO_HINT = ' ';

/** The customer's words for a failed call: the provider's code when we know it, else the shared text. */
function failureText(intl: IntlShape, kind: ContactKind, error: unknown): string {
  const failure = contactOtpFailure(error);
  // A limit (429 with retry_after_s) says when to try again, whatever its code.
  if (failure?.retry_after_s !== undefined) return errorTextOf(error, intl);
  const known = failure && contactFailureText(kind, failure.code, failure.attempts_left);
  return known ? intl.formatMessage(known, known.values) : changeErrorTextOf(error);
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
  const intl = useIntl();

  const send = useMutation({
    mutationFn: (checked: string) => sendContactOtp({ type: kind, value: checked }),
    onSuccess: (answer, checked) => {
      setSent({ ...answer, value: checked });
      setOtp('');
      setOtpError(null);
    },
    onError: (error) => setValueError(failureText(intl, kind, error)),
  });
  const verify = useMutation({
    mutationFn: (input: { value: string; otp: string }) => verifyContactOtp({ type: kind, ...input }),
    onSuccess: async (answer) => {
      await profileChanged(queryClient, answer.profile);
      presentToast('success', intl.formatMessage(WORDS[kind].saved));
      onDone();
    },
    onError: (error) => setOtpError(failureText(intl, kind, error)),
  });

  const submitValue = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkContact(kind, value);
    if (!checked.ok) {
      setValueError(intl.formatMessage(checked.message, checked.message.values));
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
      setOtpError(intl.formatMessage(problem, problem.values));
      return;
    }
    verify.mutate({ value: sent.value, otp: otp.trim() });
  };
  // Both steps, the new contact and its OTP, offer the same way out.
  const cancel = (
    <Button onClick={onDone}>
      <FormattedMessage id="profile.contact.cancel" defaultMessage="Cancel" />
    </Button>
  );

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="h3" component="h2">
        {intl.formatMessage(WORDS[kind].heading)}
      </Typography>
      {sent === null ? (
        <Stack component="form" noValidate onSubmit={submitValue} spacing={2}>
          <TextField
            label={intl.formatMessage(WORDS[kind].field)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={valueError !== null}
            helperText={
              valueError ??
              (kind === 'mobile'
                ? intl.formatMessage({ id: 'profile.contact.tenDigits', defaultMessage: '10 digits' })
                : NO_HINT)
            }
            autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
            inputMode={kind === 'mobile' ? 'tel' : 'email'}
            autoFocus
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={send.isPending}>
              <FormattedMessage id="profile.contact.sendOtp" defaultMessage="Send OTP" />
            </Button>
            {cancel}
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={submitOtp} spacing={2}>
          <Alert severity="info">
            <FormattedMessage
              id="profile.contact.otpSent"
              defaultMessage="We sent an OTP to <data>{sentTo}</data>. It is valid for 10 minutes."
              values={{ sentTo: sent.sent_to, data: (chunks) => <span translate="no">{chunks}</span> }}
            />
          </Alert>
          <TextField
            label={intl.formatMessage({ id: 'profile.contact.otpLabel', defaultMessage: 'OTP' })}
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, sent.otp_length))}
            error={otpError !== null}
            helperText={
              otpError ??
              intl.formatMessage(
                { id: 'profile.contact.otpDigits', defaultMessage: '{length} digits' },
                { length: sent.otp_length },
              )
            }
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={verify.isPending}>
              <FormattedMessage id="profile.contact.verifySave" defaultMessage="Verify and save" />
            </Button>
            <Button onClick={() => send.mutate(sent.value)} disabled={send.isPending}>
              <FormattedMessage id="profile.contact.newOtp" defaultMessage="Ask for a new OTP" />
            </Button>
            {cancel}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
