import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

import { EmptyPanel } from '@/components/feedback/empty-panel';
import { type GatedQuery, type GateMessages, QueryGate } from '@/components/feedback/query-gate';

/** A plan list's words: the gate's, the empty panel's, and the list's name. */
export type PlanListTexts = GateMessages & {
  emptyTitle: MessageDescriptor;
  emptyMessage: MessageDescriptor;
  list: MessageDescriptor;
};

/**
 * One list of the plan screen (budgets, rules): it waits for its query, shows the empty panel while
 * there is nothing yet, else the entries (each an `li`) one above the other.
 */
export function PlanList<T>({
  query,
  texts,
  icon,
  isEmpty,
  children,
}: {
  query: GatedQuery<T>;
  texts: PlanListTexts;
  icon: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <QueryGate
      query={query}
      errorHidesData
      messages={texts}
      rows={2}
      isEmpty={isEmpty}
      empty={
        <EmptyPanel
          icon={icon}
          title={intl.formatMessage(texts.emptyTitle)}
          message={intl.formatMessage(texts.emptyMessage)}
        />
      }
    >
      {(data) => (
        <Box
          component="ul"
          aria-label={intl.formatMessage(texts.list)}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {children(data)}
        </Box>
      )}
    </QueryGate>
  );
}
