import CloudOff from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type ErrorStateProps = {
  title?: string;
  message?: string;
  /** Shown as the primary action when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** A secondary way out, e.g. back to home. */
  homeHref?: string;
};

/** A friendly failure screen: what happened in plain words, and a way forward. Never a white page. */
export function ErrorState({
  title = 'Something went wrong',
  message = 'We could not show this screen. Your data is safe; please try again.',
  onRetry,
  retryLabel = 'Try again',
  homeHref,
}: ErrorStateProps) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 420, mx: 'auto' }}>
      <CloudOff sx={{ fontSize: 48, color: 'text.secondary', mb: 2 }} aria-hidden />
      <Typography variant="h2" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {homeHref !== undefined && (
          <Button variant="outlined" href={homeHref}>
            Go to home
          </Button>
        )}
      </Stack>
    </Box>
  );
}
