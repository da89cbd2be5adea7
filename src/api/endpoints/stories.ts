import { infiniteQueryOptions } from '@tanstack/react-query';

import { request } from '@/api/request';
import { newsFeedSchema, type NewsFeed, type NewsFilter } from '@/api/schemas/stories';
import { NEWS_PAGE_SIZE } from '@/config/constants';
import { isSignedIn } from '@/session/auth-token';

/** How often the Live filter refetches while on screen. */
const LIVE_NEWS_REFRESH_MS = 60_000;

/** Hierarchical keys: `newsKeys.all` refreshes every filter. */
export const newsKeys = {
  all: ['news'] as const,
  feed: (filter: NewsFilter) => [...newsKeys.all, 'feed', filter] as const,
};

/**
 * GET /stories-service/story/news/live-stocks (docs/product.md#other-services): one page of a filter, newest
 * first.
 */
function getNewsFeed(
  page: { filter: NewsFilter; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<NewsFeed> {
  return request({
    service: 'stories',
    path: '/story/news/live-stocks',
    schema: newsFeedSchema,
    query: { filter: page.filter, cursor: page.cursor ?? undefined, limit: page.limit ?? NEWS_PAGE_SIZE },
    signal,
  });
}

/**
 * The feed of one filter, page by page. Not persisted: the service worker keeps news
 * (stale-while-revalidate). "Live" refetches every {@link LIVE_NEWS_REFRESH_MS} while shown.
 */
export function newsFeedInfiniteOptions(filter: NewsFilter) {
  return infiniteQueryOptions({
    queryKey: newsKeys.feed(filter),
    queryFn: ({ signal, pageParam }) => getNewsFeed({ filter, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: filter === 'live' ? LIVE_NEWS_REFRESH_MS : undefined,
    refetchInterval: filter === 'live' ? LIVE_NEWS_REFRESH_MS : false,
    enabled: () => isSignedIn(),
  });
}
