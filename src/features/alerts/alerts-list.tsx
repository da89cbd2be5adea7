import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import type { AlertsPage, AlertTab } from '@/api/schemas/alerts';
import { EmptyPanel } from '@/components/feedback/empty-panel';
import { QueryGate } from '@/components/feedback/query-gate';
import { WindowVirtualList } from '@/components/lists/window-virtual-list';
import { useNow } from '@/components/time/use-now';

import { AlertRow } from './alert-row';

const GATE = defineMessages({
  error: { id: 'alerts.list.error', defaultMessage: 'Alerts could not load' },
  loading: { id: 'alerts.list.loading', defaultMessage: 'Loading alerts' },
});

/** One tab's alerts, newest first, loaded page by page. */
export function AlertsList({
  tab,
  query,
  onOpen,
}: {
  tab: AlertTab;
  query: UseInfiniteQueryResult<InfiniteData<AlertsPage>>;
  onOpen: (alertId: string) => void;
}) {
  const intl = useIntl();
  const now = useNow();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <QueryGate
      query={query}
      messages={GATE}
      rows={5}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={
        <EmptyPanel
          icon={<NotificationsNone fontSize="large" />}
          title={
            tab === 'important'
              ? intl.formatMessage({
                  id: 'alerts.empty.importantTitle',
                  defaultMessage: 'No important alerts',
                })
              : intl.formatMessage({ id: 'alerts.empty.othersTitle', defaultMessage: 'No other alerts' })
          }
          message={
            tab === 'important'
              ? intl.formatMessage({
                  id: 'alerts.empty.importantMessage',
                  defaultMessage: 'Due dates, overdue EMIs and anything that needs you will show up here.',
                })
              : intl.formatMessage({
                  id: 'alerts.empty.othersMessage',
                  defaultMessage:
                    'Statements, salary credits and other updates on your accounts will show up here.',
                })
          }
        />
      }
    >
      {(data) => {
        const items = data.pages.flatMap((page) => page.items);
        return (
          <>
            <WindowVirtualList
              label={
                tab === 'important'
                  ? intl.formatMessage({ id: 'alerts.list.important', defaultMessage: 'Important alerts' })
                  : intl.formatMessage({ id: 'alerts.list.others', defaultMessage: 'Other alerts' })
              }
              items={items}
              getKey={(alert) => alert.alert_id}
              estimateSize={96}
              gap={8}
              onEndReached={loadMore}
              renderItem={(alert) => <AlertRow alert={alert} now={now} onOpen={onOpen} />}
            />
            {isFetchingNextPage && (
              <Box sx={{ py: 2, textAlign: 'center' }}>
                <CircularProgress
                  size={24}
                  aria-label={intl.formatMessage({
                    id: 'alerts.list.loadingMore',
                    defaultMessage: 'Loading more alerts',
                  })}
                />
              </Box>
            )}
          </>
        );
      }}
    </QueryGate>
  );
}
