import type { InfiniteData } from '@tanstack/react-query';

import type { AlertsPage, UnreadCounts } from '@/api/schemas/alerts';

/**
 * The cached pages with `ids` marked read and the unread badges lowered to match, so the screen
 * answers a tap at once; the server's own counts replace these when the refetch lands.
 */
export function markReadInPages(
  data: InfiniteData<AlertsPage> | undefined,
  ids: ReadonlySet<string>,
): InfiniteData<AlertsPage> | undefined {
  if (data === undefined) return undefined;
  const drop: UnreadCounts = { important: 0, others: 0 };
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((alert) => {
      if (alert.read || !ids.has(alert.alert_id)) return alert;
      drop[alert.important ? 'important' : 'others'] += 1;
      return { ...alert, read: true };
    }),
  }));
  return {
    ...data,
    pages: pages.map((page) => ({
      ...page,
      unread: {
        important: Math.max(0, page.unread.important - drop.important),
        others: Math.max(0, page.unread.others - drop.others),
      },
    })),
  };
}
