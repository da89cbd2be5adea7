import { type ReactNode, useDeferredValue } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

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
 * A section's words, defined once beside it (`defineMessages`): the failed load's title ("Your cards
 * could not load") and what a screen reader hears while it loads ("Loading your cards").
 */
export type GateMessages = { error: MessageDescriptor; loading?: MessageDescriptor };

/**
 * `Empty` is what `isEmpty` rules out when it is a type guard (`(line) => !line.eligible`): the
 * children then get the data without it.
 */
export type QueryGateProps<T, Empty extends T = never> = {
  query: GatedQuery<T>;
  messages: GateMessages;
  /**
   * The list skeleton's shape while nothing has arrived: its rows (three unless given), their
   * height, and a summary block on top.
   */
  rows?: number;
  rowHeight?: number;
  header?: boolean;
  /** A skeleton of another shape than a list, in place of the list skeleton. */
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
  messages,
  rows = 3,
  rowHeight,
  header,
  loading,
  isEmpty,
  empty = null,
  errorHidesData = false,
  children,
}: QueryGateProps<T, Empty>) {
  const intl = useIntl();
  // A section's first answer is drawn in a deferred render, which React splits into slices of a
  // few milliseconds: the answer's store update re-renders the screen at once and in one piece
  // (TanStack Query's updates cannot be transitions), and mounting a whole list in it held a slow
  // phone's main thread for a tenth of a second and more (docs/decisions/0014, twentieth pass).
  // That render keeps the skeleton; the deferred one follows straight after. Only the first answer
  // waits: once the section shows data, it shows the current data, never another key's.
  const shown = useDeferredValue(query.data);
  const data = shown === undefined ? undefined : query.data;
  if (query.isError && (query.data === undefined || errorHidesData)) {
    const title = intl.formatMessage(messages.error);
    return <SectionError title={title} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (data === undefined) {
    if (loading !== undefined) return loading;
    const label = intl.formatMessage(messages.loading ?? { id: 'common.loading', defaultMessage: 'Loading' });
    return <ListSkeleton label={label} rows={rows} header={header} rowHeight={rowHeight} />;
  }
  if (isEmpty?.(data) === true) return typeof empty === 'function' ? empty(data) : empty;
  // What is left once `isEmpty` said no: the type guard's complement.
  return children(data as Exclude<T, Empty>);
}
