import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Endpoints from '@/api/endpoints/stories';

import {
  jsonResponse,
  loadApi,
  sent,
  stubFetch,
  type Api,
  type FetchMock,
} from '../../../support/fetch-stub';
import { newsFeed, newsItem } from '../../fixtures/news';

let api: Api;
let stories: typeof Endpoints;
let fetchMock: FetchMock;

beforeEach(async () => {
  fetchMock = stubFetch(200, newsFeed([newsItem()]));
  api = await loadApi();
  stories = await import('@/api/endpoints/stories');
  api.auth.setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.auth.clearAuthorization();
});

/** The first page of a feed, fetched the way the news screen fetches it. */
function firstPage(options: ReturnType<typeof Endpoints.newsFeedInfiniteOptions>) {
  return new QueryClient().fetchInfiniteQuery(options);
}

describe('stories endpoint', () => {
  it('asks the live-stocks feed for a filter and a page', async () => {
    await firstPage({ ...stories.newsFeedInfiniteOptions('us_stocks'), initialPageParam: 'abc' });
    expect(sent(fetchMock).url).toBe(
      '/stories-service/story/news/live-stocks?filter=us_stocks&cursor=abc&limit=20',
    );
  });

  it('refuses a story whose image is not on an allow-listed host', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, newsFeed([newsItem({ image_url: 'https://evil.example/x.png' })]))),
    );
    await expect(firstPage(stories.newsFeedInfiniteOptions('all'))).rejects.toMatchObject({
      name: 'ContractError',
    });
  });

  it('pages with the cursor of the last page and stops when there is none', async () => {
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(jsonResponse(200, newsFeed([newsItem()], { next_cursor: 'next-1' }))),
    );
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(jsonResponse(200, newsFeed([newsItem({ id: 'news-2' })]))),
    );
    const client = new QueryClient();
    const options = stories.newsFeedInfiniteOptions('all');
    const data = await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(data.pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(['news-0203', 'news-2']);
    expect(sent(fetchMock, 1).url).toContain('cursor=next-1');
  });

  it('refreshes only the Live filter on a timer, each filter under its own key', () => {
    expect(stories.newsFeedInfiniteOptions('live').refetchInterval).toBe(60_000);
    expect(stories.newsFeedInfiniteOptions('all').refetchInterval).toBe(false);
    expect(stories.newsFeedInfiniteOptions('mutual_fund').queryKey).toEqual(['news', 'feed', 'mutual_fund']);
  });
});
