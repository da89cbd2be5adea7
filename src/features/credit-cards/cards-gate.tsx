import type { ReactNode } from 'react';

import { type GatedQuery, type GateMessages, QueryGate } from '@/components/feedback/query-gate';

import { NoCards } from './no-cards';

/**
 * How a credit-cards tab waits for its cards: a summary and two rows of skeleton, the failure, or
 * the way to link a card while none is linked, else the tab's content.
 */
export function CardsGate<T extends { is_empty: boolean }>({
  query,
  messages,
  rowHeight,
  children,
}: {
  query: GatedQuery<T>;
  messages: GateMessages;
  rowHeight: number;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryGate
      query={query}
      messages={messages}
      header
      rows={2}
      rowHeight={rowHeight}
      isEmpty={(data) => data.is_empty}
      empty={<NoCards />}
    >
      {children}
    </QueryGate>
  );
}
