import { infiniteQueryOptions } from '@tanstack/react-query';

import { sendOrQueue, type ChangeOutcome } from '@/api/offline-commands';
import { request } from '@/api/request';
import {
  alertsPageSchema,
  markAlertsReadSchema,
  type AlertTab,
  type AlertsPage,
  type MarkAlertsRead,
} from '@/api/schemas/alerts';
import { ALERTS_PAGE_SIZE } from '@/config/constants';
import { isSignedIn } from '@/session/auth-token';

/** Hierarchical keys: marking alerts read invalidates `alertKeys.all` (both tabs' badges move). */
export const alertKeys = {
  all: ['alerts'] as const,
  list: (tab: AlertTab) => [...alertKeys.all, 'list', tab] as const,
};

/** GET /ind-investment/api/v4/alerts?tab=: one page of a tab, newest first, with both unread counts. */
function getAlerts(
  page: { tab: AlertTab; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<AlertsPage> {
  return request({
    service: 'user',
    path: '/alerts',
    schema: alertsPageSchema,
    query: { tab: page.tab, cursor: page.cursor ?? undefined, limit: page.limit ?? ALERTS_PAGE_SIZE },
    signal,
  });
}

/**
 * POST /ind-investment/api/v4/alerts/read `{ ids }`: marks alerts read; answers the new badges.
 * Offline (or without an answer) it is queued and sent when the network is back, exactly once.
 */
export function markAlertsRead(ids: readonly string[]): Promise<ChangeOutcome<MarkAlertsRead>> {
  return sendOrQueue({
    service: 'user',
    path: '/alerts/read',
    body: { ids: [...ids] },
    schema: markAlertsReadSchema,
    action: { code: 'mark-alerts-read' },
    refresh: [alertKeys.all],
  });
}

/** A tab's alerts page by page (keyset cursor); off without a token. */
export function alertsInfiniteOptions(tab: AlertTab) {
  return infiniteQueryOptions({
    queryKey: alertKeys.list(tab),
    queryFn: ({ signal, pageParam }) => getAlerts({ tab, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AlertsPage) => last.next_cursor,
    enabled: () => isSignedIn(),
  });
}
