import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { type GatedQuery, type GateMessages, QueryGate } from '@/components/feedback/query-gate';
import { Skeleton } from '@/components/feedback/skeleton';

/**
 * The detail inside a bottom sheet, waiting on its query: lines of text to come (their heights in
 * px, top to bottom) read as `messages.loading`, then the detail. A failed refresh shows the error in
 * place of a detail that may be stale.
 */
export function SheetDetailGate<T>({
  query,
  messages,
  lineHeights,
  children,
}: {
  query: GatedQuery<T>;
  messages: Required<GateMessages>;
  lineHeights: readonly number[];
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <QueryGate
      query={query}
      errorHidesData
      messages={messages}
      loading={
        <Box role="status" aria-label={intl.formatMessage(messages.loading)}>
          {lineHeights.map((height, index) => (
            <Skeleton key={index} height={height} />
          ))}
        </Box>
      }
    >
      {children}
    </QueryGate>
  );
}
