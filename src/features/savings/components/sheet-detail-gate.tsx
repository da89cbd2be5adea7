import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

import { type GatedQuery, QueryGate } from '@/components/feedback/query-gate';

/**
 * The detail inside a bottom sheet, waiting on its query: lines of text to come (their heights in
 * px, top to bottom) read as `loadingLabel`, then the detail. A failed refresh shows the error in
 * place of a detail that may be stale.
 */
export function SheetDetailGate<T>({
  query,
  errorTitle,
  loadingLabel,
  lineHeights,
  children,
}: {
  query: GatedQuery<T>;
  errorTitle: string;
  loadingLabel: string;
  lineHeights: readonly number[];
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryGate
      query={query}
      errorHidesData
      errorTitle={errorTitle}
      loading={
        <Box role="status" aria-label={loadingLabel}>
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
