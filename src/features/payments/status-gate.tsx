import type { ReactNode } from 'react';

import { QueryGate, type GatedQuery, type GateMessages } from '@/components/feedback/query-gate';

import { NoStatus } from './no-status';

/**
 * A status page's body: "no status" when the address names no payment (`id` empty), else the
 * status once it has loaded. A page whose status needs no id leaves `id` out.
 */
export function StatusGate<T>({
  id,
  query,
  messages,
  children,
}: {
  id?: string;
  query: GatedQuery<T>;
  messages: GateMessages;
  children: (data: T) => ReactNode;
}) {
  if (id === '') return <NoStatus />;
  return (
    <QueryGate query={query} messages={messages} rows={1}>
      {children}
    </QueryGate>
  );
}
