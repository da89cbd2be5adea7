import { z } from 'zod/mini';

import { IMAGE_HOST_ALLOW_LIST, NEWS_IMAGE_PATH } from '@/config/constants';

/**
 * The stories service (`/stories-service`): the live stock news feed of docs/product.md#tabs-and-filters with
 * its five filters "Live, All, Indian Stocks, Mutual Fund, US Stocks".
 */

/** The filter chips, in the order the feed shows them. */
export const NEWS_FILTERS = ['live', 'all', 'indian_stocks', 'mutual_fund', 'us_stocks'] as const;
const newsFilterSchema = z.enum(NEWS_FILTERS);
export type NewsFilter = z.infer<typeof newsFilterSchema>;

export const newsCategorySchema = z.enum(['INDIAN_STOCKS', 'MUTUAL_FUNDS', 'US_STOCKS']);
export type NewsCategory = z.infer<typeof newsCategorySchema>;

/**
 * True for an https URL on one of the allow-listed image hosts (docs/product.md#business-constants), or a
 * news thumbnail the gateway itself serves (a root-relative `/news-images/…` path: same origin, cached for
 * offline).
 */
export function isAllowedImageUrl(value: string): boolean {
  if (NEWS_IMAGE_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && (IMAGE_HOST_ALLOW_LIST as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

/** True for an absolute https URL (the only kind a story may link to). */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const newsItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  headline: z.string().check(z.minLength(1)),
  summary: z.string(),
  source: z.string(),
  published_at: z.iso.datetime({ offset: true }),
  category: newsCategorySchema,
  /** Tickers the story is about, e.g. `["RELIANCE"]`; may be empty. */
  symbols: z.array(z.string()),
  /** The full story, always https. */
  url: z.string().check(z.refine(isHttpsUrl, 'url must be an absolute https URL')),
  /** Only on the allow-listed asset hosts, else null. */
  image_url: z.nullable(z.string().check(z.refine(isAllowedImageUrl, 'image host not allow-listed'))),
  /** Part of the "Live" filter: from the last trading day. */
  is_live: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** `GET /stories-service/story/news/live-stocks`: newest first, keyset-paginated. */
export const newsFeedSchema = z.object({
  filter: newsFilterSchema,
  items: z.array(newsItemSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: z.nullable(z.string().check(z.minLength(1))),
  /** Nothing matches this filter at all (not just this page). */
  is_empty: z.boolean(),
});
export type NewsFeed = z.infer<typeof newsFeedSchema>;
