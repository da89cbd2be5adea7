// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import { isAllowedImageUrl, NEWS_FILTERS, newsFeedSchema, type NewsFilter } from '@/api/schemas/stories';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';

const FEED = '/stories-service/story/news/live-stocks';
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox();
});
afterAll(async () => {
  await sb.close();
});

const WHERE: Record<NewsFilter, string> = {
  live: 'is_live = 1',
  all: '1 = 1',
  indian_stocks: "category = 'INDIAN_STOCKS'",
  mutual_fund: "category = 'MUTUAL_FUNDS'",
  us_stocks: "category = 'US_STOCKS'",
};

async function walk(filter: NewsFilter, limit: number) {
  const items = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url: string = `${FEED}?filter=${filter}&limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`;
    const res = await sb.get(url);
    expect(res.statusCode).toBe(200);
    const page = newsFeedSchema.parse(res.json());
    expect(page.filter).toBe(filter);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor !== null && pages < 1000);
  return items;
}

describe('GET /stories-service/story/news/live-stocks', () => {
  it('holds about 200 stories', () => {
    const n = sb.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM news').get()?.n ?? 0;
    expect(n).toBeGreaterThanOrEqual(150);
  });

  it.each(NEWS_FILTERS.map((f) => [f]))('walks %s newest first, every story exactly once', async (filter) => {
    const items = await walk(filter, 17);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    const expected = sb.db.prepare<[], { id: string }>(`SELECT id FROM news WHERE ${WHERE[filter]}`).all();
    expect([...ids].sort()).toEqual(expected.map((r) => r.id).sort());
    const times = items.map((i) => Date.parse(i.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    if (filter === 'live') expect(items.every((i) => i.is_live)).toBe(true);
    if (filter === 'us_stocks') expect(items.every((i) => i.category === 'US_STOCKS')).toBe(true);
    expect(items.length).toBeGreaterThan(0);
  });

  it('defaults to all, 20 a page, https links and only allow-listed images', async () => {
    const page = newsFeedSchema.parse((await sb.get(FEED)).json());
    expect(page.filter).toBe('all');
    expect(page.items).toHaveLength(20);
    expect(page.is_empty).toBe(false);
    for (const item of page.items) {
      expect(item.url.startsWith('https://')).toBe(true);
      if (item.image_url !== null) expect(isAllowedImageUrl(item.image_url)).toBe(true);
    }
    const all = await walk('all', 100);
    const stored = sb.db
      .prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM news WHERE image_url IS NOT NULL')
      .get();
    expect(all.filter((i) => i.image_url !== null).length).toBeLessThanOrEqual(stored?.n ?? 0);
  });

  it('wants a token, like every gateway call', async () => {
    expect((await sb.app.inject({ method: 'GET', url: FEED })).statusCode).toBe(401);
    expect((await sb.get(FEED, 'newbie')).statusCode).toBe(200);
  });

  it.each([
    'filter=crypto',
    'filter=',
    'limit=0',
    'limit=1000',
    'limit=-1',
    'cursor=!!',
    'cursor=eyJrIjoxfQ',
    'filter=all&filter=live',
  ])('refuses %s with 400', async (query) => {
    const res = await sb.get(`${FEED}?${query}`);
    expect(res.statusCode).toBe(400);
    apiErrorBodySchema.parse(res.json());
  });
});
