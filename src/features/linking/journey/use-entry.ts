import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { flowTypeParam, parseLinkingEntry, type LinkingEntry } from '@/domain/aa/linking-entry';

import { useLinkingNavigate, type Go } from './navigation';

/** The entry query as every screen carries it on (flow, provider, where the customer came from). */
function entryParams(entry: LinkingEntry): Record<string, string | null> {
  return {
    flow_type: entry.flowGiven ? flowTypeParam(entry.flow) : null,
    provider: entry.provider === 'finvu' ? null : entry.provider,
    fipId: entry.fipId,
    source: entry.source,
    'entry-from': entry.entryFrom,
    basket_id: entry.basketId,
    status_id: entry.statusId,
  };
}

/** This screen's entry query, and navigation that keeps it. */
export function useEntry(): {
  entry: LinkingEntry;
  params: URLSearchParams;
  go: Go;
  carry: Record<string, string | null>;
} {
  const [params] = useSearchParams();
  const query = params.toString();
  const entry = useMemo(() => parseLinkingEntry(new URLSearchParams(query)), [query]);
  const go = useLinkingNavigate(flowTypeParam(entry.flow));
  return { entry, params, go, carry: entryParams(entry) };
}
