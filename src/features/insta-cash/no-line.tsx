import Bolt from '@mui/icons-material/Bolt';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { EmptyPanel } from '@/components/feedback/empty-panel';
import { type GatedQuery, type GateMessages, QueryGate } from '@/components/feedback/query-gate';

/** What a customer without a credit line sees on every view. */
export function NoLine() {
  const intl = useIntl();
  return (
    <EmptyPanel
      icon={<Bolt fontSize="large" />}
      title={intl.formatMessage({ id: 'instaCash.noLine.title', defaultMessage: 'No instant-cash line yet' })}
      message={intl.formatMessage({
        id: 'instaCash.noLine.message',
        defaultMessage:
          'Instant cash is a pre-approved credit line you can draw on anytime and repay in easy EMIs. When you become eligible, your limit shows up here.',
      })}
    />
  );
}

/** The answer of a customer without a line (`eligible: false`), which `NoLine` stands for. */
type Ineligible<T> = Extract<T, { eligible: false }>;

/**
 * The views that need a credit line wait for their query the same way: a list skeleton under a
 * summary block, then `NoLine` for a customer without one, else the view with the line's data.
 */
export function LineGate<T extends { eligible: boolean }>({
  query,
  messages,
  rows,
  children,
}: {
  query: GatedQuery<T>;
  messages: GateMessages;
  /** The skeleton's rows while nothing has arrived. */
  rows: number;
  children: (data: Exclude<T, Ineligible<T>>) => ReactNode;
}) {
  return (
    <QueryGate<T, Ineligible<T>>
      query={query}
      messages={messages}
      header
      rows={rows}
      isEmpty={(data): data is Ineligible<T> => !data.eligible}
      empty={<NoLine />}
    >
      {children}
    </QueryGate>
  );
}
