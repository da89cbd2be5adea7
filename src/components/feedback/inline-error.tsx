import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

/** An inline failure (the screen stays): the message in words, with an optional Retry. */
export function InlineError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        onRetry === undefined ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="common.retry" defaultMessage="Retry" />
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
