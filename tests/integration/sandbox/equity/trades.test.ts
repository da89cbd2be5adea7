// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import {
  type Broker,
  brokerDetailsSchema,
  type TradesPage,
  tradesPageSchema,
} from '@/api/schemas/stocks-widget';

import { type EquityServer, IN_STOCKS, startEquityServer } from './equity-server';

let server: EquityServer;
let brokers: Broker[];

beforeAll(async () => {
  server = await startEquityServer();
  brokers = brokerDetailsSchema.parse((await server.get(`${IN_STOCKS}/broker-details`)).json()).brokers;
});
afterAll(async () => {
  await server.close();
});

function url(broker: Broker, query = ''): string {
  return `${IN_STOCKS}/transactions/${broker.depository}/${broker.account_id}${query}`;
}

async function page(path: string, token = 'demo'): Promise<TradesPage> {
  const res = await server.get(path, token);
  expect(res.statusCode).toBe(200);
  return tradesPageSchema.parse(res.json());
}

/** Every page from the first, following next_cursor. */
async function walk(broker: Broker, limit: number, side = ''): Promise<TradesPage[]> {
  const pages: TradesPage[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${limit}${side}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`;
    const next = await page(url(broker, query));
    pages.push(next);
    cursor = next.next_cursor;
  } while (cursor !== null && pages.length < 500);
  return pages;
}

describe('GET /in-stocks/transactions/{source}/{account_id}', () => {
  it('pages through every trade newest first with no gap and no repeat', async () => {
    for (const broker of brokers) {
      const whole = await page(url(broker, '?limit=100'));
      expect(whole.next_cursor).toBeNull();
      for (const limit of [1, 4, 7]) {
        const pages = await walk(broker, limit);
        const items = pages.flatMap((p) => p.items);
        expect(items.map((t) => t.trade_id)).toEqual(whole.items.map((t) => t.trade_id));
        expect(items).toHaveLength(whole.total_count);
        expect(pages.slice(0, -1).every((p) => p.items.length === limit)).toBe(true);
        for (let i = 1; i < items.length; i += 1) {
          const [a, b] = [items[i - 1], items[i]];
          if (a && b) expect(a.traded_at >= b.traded_at).toBe(true);
        }
      }
    }
  });

  it('orders by traded_at then trade id, both descending, so same-instant trades never skip a page', async () => {
    for (const broker of brokers) {
      const items = (await walk(broker, 1)).flatMap((p) => p.items);
      for (let i = 1; i < items.length; i += 1) {
        const [a, b] = [items[i - 1], items[i]];
        if (!a || !b) continue;
        expect(a.traded_at > b.traded_at || (a.traded_at === b.traded_at && a.trade_id > b.trade_id)).toBe(
          true,
        );
      }
    }
  });

  it('defaults to 20 a page and computes amounts', async () => {
    const broker = brokers[0];
    if (!broker) throw new Error('no broker');
    const first = await page(url(broker));
    expect(first.limit).toBe(20);
    expect(first.items.length).toBe(Math.min(20, first.total_count));
    for (const t of first.items) expect(t.amount_paise).toBe(t.quantity * t.price_paise);
  });

  it.each(['BUY', 'sell'])('filters side=%s across pages', async (side) => {
    const broker = brokers[0];
    if (!broker) throw new Error('no broker');
    const pages = await walk(broker, 5, `&side=${side}`);
    const items = pages.flatMap((p) => p.items);
    expect(items.every((t) => t.side === side.toUpperCase())).toBe(true);
    expect(items).toHaveLength(pages[0]?.total_count ?? -1);
    expect(pages[0]?.side).toBe(side.toUpperCase());
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['side=HOLD', 'side'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'cursor'],
  ])('answers 400 to %s', async (query, field) => {
    const broker = brokers[0];
    if (!broker) throw new Error('no broker');
    const res = await server.get(url(broker, `?${query}`));
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain(field);
  });
});
