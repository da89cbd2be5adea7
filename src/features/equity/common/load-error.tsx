import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import { ApiError, ContractError, NetworkError, TimeoutError } from '@/api/errors';

/** What a failed load means for the customer, in words (the cause, not the stack). */
export function loadErrorText(error: unknown, what: string): string {
  if (error instanceof NetworkError) return `You seem to be offline, so we could not load ${what}.`;
  if (error instanceof TimeoutError) return `Loading ${what} is taking too long.`;
  if (error instanceof ContractError) return `We received ${what} in a form we could not read.`;
  if (error instanceof ApiError && error.statusCode === 404) return `We could not find ${what}.`;
  return `We could not load ${what} right now.`;
}

/** An inline failure with a Retry, for a section or tab whose data did not arrive. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {loadErrorText(error, what)}
    </Alert>
  );
}

/** What a failed change (a POST) means for the customer: whether anything changed, and what to do. */
export function changeErrorText(error: unknown): string {
  if (error instanceof NetworkError) return 'You seem to be offline. Nothing was changed; please try again.';
  if (error instanceof TimeoutError) {
    return 'This is taking too long and may not have gone through. Please check again in a moment.';
  }
  return 'We could not make this change. Nothing was changed; please try again.';
}
