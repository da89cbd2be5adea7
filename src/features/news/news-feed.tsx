import Newspaper from '@mui/icons-material/Newspaper';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { newsFeedInfiniteOptions } from '@/api/endpoints/stories';
import type { NewsFilter } from '@/api/schemas/stories';
import { EmptyPanel } from '@/components/feedback/empty-panel';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { WindowVirtualList } from '@/components/lists/window-virtual-list';
import { useNow } from '@/components/time/use-now';
import { relativeTimeText } from '@/domain/dates/day-text';

import { NewsRow } from './news-row';
import { emptyFilterText, FILTER_LABELS } from './news-text';

/** One filter's stories, newest first, fetched page by page as the customer scrolls. */
export function NewsFeed({ filter, onShowAll }: { filter: NewsFilter; onShowAll: () => void }) {
  const query = useInfiniteQuery(newsFeedInfiniteOptions(filter));
  const now = useNow();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.data === undefined) {
    if (query.isError) {
      return (
        <SectionError title="News could not load" error={query.error} onRetry={() => void query.refetch()} />
      );
    }
    return <ListSkeleton label="Loading news" rows={6} rowHeight={104} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyPanel
        icon={<Newspaper fontSize="large" />}
        title={filter === 'live' ? 'Nothing live right now' : `No ${FILTER_LABELS[filter]} news`}
        message={emptyFilterText(filter)}
        action={
          filter === 'all' ? undefined : (
            <Button variant="outlined" onClick={onShowAll}>
              See all news
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }} aria-live="polite">
        {filter === 'live' ? 'Live · refreshes every minute · ' : ''}
        Updated {relativeTimeText(new Date(query.dataUpdatedAt).toISOString(), now).toLowerCase()}
        {query.isFetching && !isFetchingNextPage ? ' · refreshing…' : ''}
      </Typography>
      <WindowVirtualList
        label={`${FILTER_LABELS[filter]} news`}
        items={items}
        getKey={(item) => item.id}
        estimateSize={112}
        gap={10}
        onEndReached={loadMore}
        renderItem={(item) => <NewsRow item={item} now={now} markLive={filter !== 'live'} />}
      />
      <Box sx={{ py: 2, textAlign: 'center' }}>
        {isFetchingNextPage ? (
          <CircularProgress size={24} aria-label="Loading more news" />
        ) : query.isFetchNextPageError ? (
          <Button onClick={loadMore}>Could not load more · Retry</Button>
        ) : !hasNextPage ? (
          <Typography variant="caption" color="text.secondary">
            You&apos;re all caught up
          </Typography>
        ) : null}
      </Box>
    </>
  );
}
