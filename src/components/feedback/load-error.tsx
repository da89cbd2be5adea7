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
  return <InlineError message={`We could not load ${what}. ${errorTextOf(error)}`} onRetry={onRetry} />;
}
