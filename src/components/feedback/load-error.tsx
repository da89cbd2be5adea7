import { useIntl } from 'react-intl';

import { errorTextOf } from './error-text';
import { InlineError } from './inline-error';

export type LoadErrorProps = {
  error: unknown;
  /** What did not arrive, as it reads after "We could not load": "your holdings". */
  what: string;
  onRetry: () => void;
};

/** A section, tab or list whose data did not arrive: what, why in plain words, and a Retry. */
export function LoadError({ error, what, onRetry }: LoadErrorProps) {
  const intl = useIntl();
  const message = intl.formatMessage(
    { id: 'components.loadError.message', defaultMessage: 'We could not load {what}. {reason}' },
    { what, reason: errorTextOf(error, intl) },
  );
  return <InlineError message={message} onRetry={onRetry} />;
}
