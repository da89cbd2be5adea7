import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  isAllowedImageUrl,
  isHttpsUrl,
  NEWS_FILTERS,
  newsFeedSchema,
  type NewsCategory,
  type NewsFilter,
  type NewsItem,
} from '@/api/schemas/stories';
import { SERVICE_ROOTS } from '@/config/service-roots';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { cacheBriefly } from '../../http/response-headers';
import { decodeCursor, type Keyset, pageOf, pageQuerySchema } from './keyset-cursor';
import { parseInput } from './request-input';

type NewsRow = {
  id: string;
  published_at: string;
  category: NewsCategory;
  headline: string;
  summary: string;
  source: string;
  symbols: string;
  url: string;
  image_url: string | null;
  is_live: number;
};

/** How long a page of the feed may be reused: "live" news a minute old is still live. */
const NEWS_MAX_AGE_S = 60;

const querySchema = pageQuerySchema.extend({ filter: z.enum(NEWS_FILTERS).default('all') });

// Each filter is a fixed SQL condition (never built from input), so the query stays prepared.
const FILTER_SQL: Record<NewsFilter, string> = {
  live: 'is_live = 1',
  all: '1 = 1',
  indian_stocks: "category = 'INDIAN_STOCKS'",
  mutual_fund: "category = 'MUTUAL_FUNDS'",
  us_stocks: "category = 'US_STOCKS'",
};

/** Tickers from the stored JSON array; anything else reads as none rather than failing the feed. */
function parseSymbols(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

function toItem(row: NewsRow): NewsItem | null {
  // A story must link to https; one that does not is left out rather than shown unsafe.
  if (!isHttpsUrl(row.url)) return null;
  return {
    id: row.id,
    headline: row.headline,
    summary: row.summary,
    source: row.source,
    published_at: row.published_at,
    category: row.category,
    symbols: parseSymbols(row.symbols),
    url: row.url,
    image_url: row.image_url !== null && isAllowedImageUrl(row.image_url) ? row.image_url : null,
    is_live: row.is_live === 1,
  };
}

/**
 * `GET /stories-service/story/news/live-stocks?filter=&cursor=&limit=`: the news feed with the
 * five filters of docs/product.md#tabs-and-filters, newest first. News is not personal, but the gateway still
 * wants a token, so an unknown caller gets 401 like everywhere else.
 */
export function registerNewsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const pages = new Map(
    NEWS_FILTERS.map((filter) => {
      const where = FILTER_SQL[filter];
      const first = ctx.db.prepare<[number], NewsRow>(
        `SELECT * FROM news WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT ?`,
      );
      const after = ctx.db.prepare<[string, string, string, number], NewsRow>(
        `SELECT * FROM news WHERE ${where} AND (published_at < ? OR (published_at = ? AND id < ?))
         ORDER BY published_at DESC, id DESC LIMIT ?`,
      );
      const any = ctx.db.prepare<[], { one: number }>(`SELECT 1 AS one FROM news WHERE ${where} LIMIT 1`);
      return [filter, { first, after, any }] as const;
    }),
  );

  app.get(`${SERVICE_ROOTS.stories}/story/news/live-stocks`, function newsFeed(request, reply) {
    const query = parseInput(querySchema, request.query, reply);
    if (query === null) return reply;
    const statements = pages.get(query.filter);
    if (statements === undefined) return sendApiError(reply, 400, 'BAD_REQUEST', 'filter: unknown');
    let from: Keyset | null = null;
    if (query.cursor !== undefined) {
      from = decodeCursor(query.cursor);
      if (from === null)
        return sendApiError(reply, 400, 'INVALID_CURSOR', 'cursor: not a cursor of this feed');
    }
    const rows =
      from === null
        ? statements.first.all(query.limit + 1)
        : statements.after.all(from.key, from.key, from.id, query.limit + 1);
    const { page, nextCursor } = pageOf(rows, query.limit, (row) => ({ key: row.published_at, id: row.id }));
    // The same feed for everyone: a minute in the browser's cache, while the service worker
    // revalidates it behind the scenes (docs/pwa.md). Errors stay no-store.
    cacheBriefly(reply, NEWS_MAX_AGE_S);
    return reply.send(
      newsFeedSchema.parse({
        filter: query.filter,
        items: page.map(toItem).filter((item) => item !== null),
        next_cursor: nextCursor,
        is_empty: statements.any.get() === undefined,
      }),
    );
  });
}
