import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import type { StatusTone } from './status-layout';
import { STATUS_POLL_MS } from './use-settled';

/** A payment's tone from its status: SUCCESS and FAILED are final, anything else is still pending. */
export function paymentTone(status: string): StatusTone {
  return status === 'SUCCESS' ? 'success' : status === 'FAILED' ? 'failed' : 'pending';
}

/**
 * The payment a status page shows: the one the address's `param` names (the id is in the address,
 * so a reload or a second tab shows the same payment), asked again every {@link STATUS_POLL_MS}
 * while `polling` says its status may still change. `id` is empty when the address names none.
 */
export function usePolledStatus<T>(
  param: string,
  source: {
    queryKey: (id: string) => QueryKey;
    fetch: (id: string, signal: AbortSignal) => Promise<T>;
    polling: (data: T | undefined) => boolean;
  },
) {
  const [params] = useSearchParams();
  const id = params.get(param) ?? '';
  const query = useQuery({
    queryKey: source.queryKey(id),
    queryFn: ({ signal }) => source.fetch(id, signal),
    enabled: id !== '',
    refetchInterval: (q) => (source.polling(q.state.data) ? STATUS_POLL_MS : false),
  });
  return { id, query };
}
