import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/** "Didn't get it? Resend OTP" with the countdown while a resend is not allowed yet. */
export function ResendRow({
  canResend,
  resendIn,
  resending,
  onResend,
}: {
  canResend: boolean;
  resendIn: number;
  resending: boolean;
  onResend: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1.5 }}>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="linking.resend.question" defaultMessage="Didn’t get the OTP?" />
      </Typography>
      {canResend ? (
        <Button size="small" onClick={onResend} disabled={resending}>
          {resending ? (
            <FormattedMessage id="linking.resend.sending" defaultMessage="Sending…" />
          ) : (
            <FormattedMessage id="linking.resend.action" defaultMessage="Resend OTP" />
          )}
        </Button>
      ) : (
        <Typography
          variant="body2"
          color="textSecondary"
          aria-live="polite"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <FormattedMessage
            id="linking.resend.countdown"
            defaultMessage="Resend in 0:{seconds}"
            values={{ seconds: String(resendIn).padStart(2, '0') }}
          />
        </Typography>
      )}
    </Box>
  );
}
