/**
 * Offline, a rolling period ("This month", "Last 3 months", "This financial year") opened on a
 * later day asks for new days: its answer is cached under yesterday's `to`, and the new key holds
 * nothing. Every day up to yesterday is exactly what the customer saw last, and nothing newer can be
 * known without the network, so offline the newest answer for the same period start stands in for
 * it (docs/pwa.md, "Offline behaviour"). It is the query's initial data, stamped with the time it was
 * fetched: the offline banner says how old it is, and back online it is stale and asked again.
 *
 * Online nothing stands in: the screen waits for the real answer (or keeps the previous one).
 */
import { hashKey, onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';

import { getQueryClient } from './query-client';

type DayRange = { from: string; to: string };

/** The key's last part when it is a range of days (`from`..`to`, ISO days). */
function rangePart(key: QueryKey): (Record<string, unknown> & DayRange) | null {
  const last: unknown = key[key.length - 1];
  if (typeof last !== 'object' || last === null) return null;
  const { from, to } = last as Record<string, unknown>;
  return typeof from === 'string' && typeof to === 'string'
    ? (last as Record<string, unknown> & DayRange)
    : null;
}

/** The key with its range's end left out: two keys that differ only in `to` hash alike. */
function withoutEnd(key: QueryKey, range: Record<string, unknown>): string {
  const { to: _end, ...rest } = range;
  return hashKey([...key.slice(0, -1), rest]);
}

/**
 * The newest successful answer in `client` for the same query and period start as `key`, ending
 * before `key`'s end (and not before its start); undefined when `key` is no range or none is cached.
 */
function earlierRangeAnswer<T>(
  client: Pick<QueryClient, 'getQueryCache'>,
  key: QueryKey,
): { data: T; updatedAt: number } | undefined {
  const wanted = rangePart(key);
  if (wanted === null) return undefined;
  const family = withoutEnd(key, wanted);
  let best: { data: T; updatedAt: number; to: string } | undefined;
  for (const query of client.getQueryCache().getAll()) {
    const candidate = query.queryKey;
    if (candidate.length !== key.length || query.state.status !== 'success') continue;
    const range = rangePart(candidate);
    if (range === null || range.to >= wanted.to || range.to < wanted.from) continue;
    if (withoutEnd(candidate, range) !== family || (best !== undefined && range.to <= best.to)) continue;
    best = { data: query.state.data as T, updatedAt: query.state.dataUpdatedAt, to: range.to };
  }
  return best === undefined ? undefined : { data: best.data, updatedAt: best.updatedAt };
}

/**
 * Query options that, offline only, start a range query from the newest earlier answer of the same
 * period (see above). Spread into the options of every query keyed by a range of days.
 */
export function earlierRangeWhileOffline<T>(
  key: QueryKey,
  client: () => Pick<QueryClient, 'getQueryCache'> = getQueryClient,
): { initialData: () => T | undefined; initialDataUpdatedAt: () => number | undefined } {
  const answer = () => (onlineManager.isOnline() ? undefined : earlierRangeAnswer<T>(client(), key));
  return {
    initialData: () => answer()?.data,
    initialDataUpdatedAt: () => answer()?.updatedAt,
  };
}
