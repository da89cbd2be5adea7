// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TradeHistory, tradeHistorySchema } from '@/api/schemas/capital-gains';
import { apiErrorBodySchema } from '@/api/schemas/errors';
import { brokerDetailsSchema, tradesPageSchema } from '@/api/schemas/stocks-widget';
import { equityGains } from '@/domain/capital-gains/from-trades';
import { yearGains } from '@/domain/capital-gains/year-summary';

import { type EquityServer, IN_STOCKS, startEquityServer } from './equity-server';

const URL = `${IN_STOCKS}/trade-history`;
let server: EquityServer;
let demo: TradeHistory;

beforeAll(async () => {
  server = await startEquityServer();
  const res = await server.get(URL);
  expect(res.statusCode).toBe(200);
  demo = tradeHistorySchema.parse(res.json());
});
afterAll(async () => {
  await server.close();
});

describe('GET /in-stocks/trade-history', () => {
  it('lists every linked demat account with all its trades, oldest first, the same as the paged tab', async () => {
    const brokers = brokerDetailsSchema.parse(
      (await server.get(`${IN_STOCKS}/broker-details`)).json(),
    ).brokers;
    expect(demo.accounts.map((a) => a.account_id).sort()).toEqual(brokers.map((b) => b.account_id).sort());
    for (const account of demo.accounts) {
      const page = tradesPageSchema.parse(
        (
          await server.get(`${IN_STOCKS}/transactions/${account.depository}/${account.account_id}?limit=100`)
        ).json(),
      );
      expect(page.next_cursor).toBeNull();
      expect(account.trades.map((t) => t.trade_id)).toEqual(page.items.map((t) => t.trade_id).reverse());
      const times = account.trades.map((t) => t.traded_at);
      expect(times).toEqual(times.toSorted());
    }
  });

  it('gives the 31 January 2018 price of each stock traded, and a name for stocks no longer held', () => {
    const traded = new Set(demo.accounts.flatMap((a) => a.trades.map((t) => t.isin)));
    expect(new Set(demo.prices_2018.map((p) => p.isin))).toEqual(traded);
    expect(demo.accounts.flatMap((a) => a.trades).every((t) => t.company_name !== null)).toBe(true);
  });

  it("carries every case of demo's capital-gains screen", () => {
    const prices = new Map(demo.prices_2018.map((p) => [p.isin, p.price_paise]));
    const { pieces } = equityGains(
      demo.accounts.map((a) => ({
        accountId: a.account_id,
        brokerName: a.broker_name,
        trades: a.trades.map((t) => ({
          isin: t.isin,
          symbol: t.symbol,
          companyName: t.company_name,
          side: t.side,
          quantity: t.quantity,
          pricePaise: t.price_paise,
          tradedAt: t.traded_at,
        })),
      })),
      prices,
    );
    expect(pieces.some((p) => p.grandfathered && p.buyDay < '2018-02-01')).toBe(true);
    const longOn = (day: string) => pieces.find((p) => p.saleDay === day && p.term === 'long');
    expect(longOn('2024-07-22')?.rate).toEqual({ kind: 'flat', basisPoints: 1000 });
    expect(longOn('2024-07-23')?.rate).toEqual({ kind: 'flat', basisPoints: 1250 });
    expect(pieces.some((p) => p.term === 'short' && p.gainPaise > 0)).toBe(true);
    expect(pieces.some((p) => p.gainPaise < 0)).toBe(true);
    const fy2025 = yearGains(pieces, 2025);
    expect(fy2025.longTermPaise).toBeGreaterThan(1_25_000_00);
    expect(fy2025.exemption).toMatchObject({ usedPaise: 1_25_000_00, leftPaise: 0 });
  });

  it("shows other none of demo's trades, and newbie an empty history", async () => {
    const other = tradeHistorySchema.parse((await server.get(URL, 'other')).json());
    const demoIds = new Set(demo.accounts.flatMap((a) => a.trades.map((t) => t.trade_id)));
    expect(other.accounts.flatMap((a) => a.trades).some((t) => demoIds.has(t.trade_id))).toBe(false);
    expect(other.accounts.some((a) => demo.accounts.some((d) => d.account_id === a.account_id))).toBe(false);
    const newbie = tradeHistorySchema.parse((await server.get(URL, 'newbie')).json());
    expect(newbie.accounts.flatMap((a) => a.trades)).toEqual([]);
  });

  it('answers 401 to a stranger and ignores a query, never a 500', async () => {
    const stranger = await server.get(URL, 'nobody');
    expect(stranger.statusCode).toBe(401);
    expect(apiErrorBodySchema.safeParse(stranger.json()).success).toBe(true);
    for (const query of ['?limit=-1', '?cursor=%ZZ', '?a[]=1&a[]=2', `?x=${'y'.repeat(3000)}`]) {
      const res = await server.get(`${URL}${query}`);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
