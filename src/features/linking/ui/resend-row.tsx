import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

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
      <Typography variant="body2" color="text.secondary">
        Didn’t get the OTP?
      </Typography>
      {canResend ? (
        <Button size="small" onClick={onResend} disabled={resending}>
          {resending ? 'Sending…' : 'Resend OTP'}
        </Button>
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
          aria-live="polite"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          Resend in 0:{String(resendIn).padStart(2, '0')}
        </Typography>
      )}
    </Box>
  );
}
