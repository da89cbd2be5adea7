import Newspaper from '@mui/icons-material/Newspaper';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { newsFeedInfiniteOptions } from '@/api/endpoints/stories';
import type { NewsFilter } from '@/api/schemas/stories';
import { EmptyPanel } from '@/components/feedback/empty-panel';
import { QueryGate } from '@/components/feedback/query-gate';
import { WindowVirtualList } from '@/components/lists/window-virtual-list';
import { useNow } from '@/components/time/use-now';
import { useFormat } from '@/i18n/use-format';

import { NewsRow } from './news-row';
import { emptyFilterText, FILTER_LABELS } from './news-text';

const GATE = defineMessages({
  error: { id: 'news.feed.loadFailed', defaultMessage: 'News could not load' },
  loading: { id: 'news.feed.loading', defaultMessage: 'Loading news' },
});

/** One filter's stories, newest first, fetched page by page as the customer scrolls. */
export function NewsFeed({ filter, onShowAll }: { filter: NewsFilter; onShowAll: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const filterLabel = intl.formatMessage(FILTER_LABELS[filter]);
  const query = useInfiniteQuery(newsFeedInfiniteOptions(filter));
  const now = useNow();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const emptyText = emptyFilterText(filter, filterLabel);
  return (
    <QueryGate
      query={query}
      messages={GATE}
      rows={6}
      rowHeight={104}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={
        <EmptyPanel
          icon={<Newspaper fontSize="large" />}
          title={
            filter === 'live'
              ? intl.formatMessage({ id: 'news.feed.emptyLive', defaultMessage: 'Nothing live right now' })
              : intl.formatMessage(
                  { id: 'news.feed.emptyTitle', defaultMessage: 'No {filter} news' },
                  { filter: filterLabel },
                )
          }
          message={intl.formatMessage(emptyText, emptyText.values)}
          action={
            filter === 'all' ? undefined : (
              <Button variant="outlined" onClick={onShowAll}>
                <FormattedMessage id="news.feed.seeAll" defaultMessage="See all news" />
              </Button>
            )
          }
        />
      }
    >
      {(data) => {
        const items = data.pages.flatMap((page) => page.items);
        return (
          <>
            <Typography
              variant="caption"
              color="textSecondary"
              component="p"
              sx={{ mb: 1 }}
              aria-live="polite"
            >
              <FormattedMessage
                id="news.feed.updated"
                defaultMessage="{live, select, yes {Live · refreshes every minute · } other {}}Updated {when}{refreshing, select, yes { · refreshing…} other {}}"
                values={{
                  live: filter === 'live' ? 'yes' : 'no',
                  when: format.relative(new Date(query.dataUpdatedAt).toISOString(), now).toLowerCase(),
                  refreshing: query.isFetching && !isFetchingNextPage ? 'yes' : 'no',
                }}
              />
            </Typography>
            <WindowVirtualList
              label={intl.formatMessage(
                { id: 'news.feed.listName', defaultMessage: '{filter} news' },
                { filter: filterLabel },
              )}
              items={items}
              getKey={(item) => item.id}
              estimateSize={112}
              gap={10}
              onEndReached={loadMore}
              renderItem={(item) => <NewsRow item={item} now={now} markLive={filter !== 'live'} />}
            />
            <Box sx={{ py: 2, textAlign: 'center' }}>
              {isFetchingNextPage ? (
                <CircularProgress
                  size={24}
                  aria-label={intl.formatMessage({
                    id: 'news.feed.loadingMore',
                    defaultMessage: 'Loading more news',
                  })}
                />
              ) : query.isFetchNextPageError ? (
                <Button onClick={loadMore}>
                  <FormattedMessage id="news.feed.retryMore" defaultMessage="Could not load more · Retry" />
                </Button>
              ) : !hasNextPage ? (
                <Typography variant="caption" color="textSecondary">
                  <FormattedMessage id="news.feed.caughtUp" defaultMessage="You're all caught up" />
                </Typography>
              ) : null}
            </Box>
          </>
        );
      }}
    </QueryGate>
  );
}
