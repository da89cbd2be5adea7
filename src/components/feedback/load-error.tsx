import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import { errorTextOf } from './error-text';

export type LoadErrorProps = {
  error: unknown;
  /** What did not arrive, as it reads after "We could not load": "your holdings". */
  what: string;
  onRetry: () => void;
};

/** A section, tab or list whose data did not arrive: what, why in plain words, and a Retry. */
export function LoadError({ error, what, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {`We could not load ${what}. ${errorTextOf(error)}`}
    </Alert>
  );
}
