import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { ListSkeleton } from './list-skeleton';
import { SectionError } from './section-error';

/** What the gate reads of a TanStack query (or infinite query) result. */
export type GatedQuery<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * `Empty` is what `isEmpty` rules out when it is a type guard (`(line) => !line.eligible`): the
 * children then get the data without it.
 */
export type QueryGateProps<T, Empty extends T = never> = {
  query: GatedQuery<T>;
  /** The failed section's title, e.g. "Your cards could not load". */
  errorTitle: string;
  /** The shape of what is coming; a three-row list skeleton read as "Loading" unless given. */
  loading?: ReactNode;
  /** What "nothing to show" means for this data; `empty` is shown then. */
  isEmpty?: ((data: T) => data is Empty) | ((data: T) => boolean);
  /** The empty panel, or the one that fits the data (e.g. no line at all, or no rows yet). */
  empty?: ReactNode | ((data: T) => ReactNode);
  /**
   * A failed refresh replaces data already shown with the error (some sections always did);
   * otherwise the data stays and only a first load that failed shows the error.
   */
  errorHidesData?: boolean;
  children: (data: Exclude<T, Empty>) => ReactNode;
};

/**
 * The one way a section waits for its query: the skeleton while nothing has arrived, the failure in
 * plain words with a Retry, the empty panel when the caller says what empty is, else its children
 * with the data.
 */
export function QueryGate<T, Empty extends T = never>({
  query,
  errorTitle,
  loading,
  isEmpty,
  empty = null,
  errorHidesData = false,
  children,
}: QueryGateProps<T, Empty>) {
  const { data } = query;
  if (query.isError && (data === undefined || errorHidesData))
    return <SectionError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (data === undefined) return loading ?? <DefaultLoading />;
  if (isEmpty?.(data) === true) return typeof empty === 'function' ? empty(data) : empty;
  // What is left once `isEmpty` said no: the type guard's complement.
  return children(data as Exclude<T, Empty>);
}

function DefaultLoading() {
  const intl = useIntl();
  return (
    <ListSkeleton label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading' })} rows={3} />
  );
}
