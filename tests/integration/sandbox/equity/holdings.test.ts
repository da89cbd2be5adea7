// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import {
  type Broker,
  brokerDetailsSchema,
  type HoldingsPage,
  holdingsPageSchema,
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

async function page(url: string, token = 'demo'): Promise<HoldingsPage> {
  const res = await server.get(url, token);
  expect(res.statusCode).toBe(200);
  return holdingsPageSchema.parse(res.json());
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const GROUPINGS = ['stocks', 'market_cap', 'sector'] as const;
const SORTS = ['value', 'top_gainers', 'top_losers'] as const;
const RANK_BASES = ['day_change', 'overall_return'] as const;

/** The bps the page was sorted by for a holding or group. */
function measure(p: HoldingsPage['performance'], rankBy: HoldingsPage['rank_by']): number {
  return (rankBy === 'day_change' ? p.day_change_bps : p.overall_return_bps) ?? Number.NaN;
}

function expectSorted(values: readonly number[], sort: (typeof SORTS)[number]): void {
  for (let i = 1; i < values.length; i += 1) {
    const [before, after] = [values[i - 1] ?? 0, values[i] ?? 0];
    if (sort === 'top_losers') expect(after).toBeGreaterThanOrEqual(before);
    else expect(after).toBeLessThanOrEqual(before);
  }
}

describe('XIRR per holding', () => {
  it('gives every holding its own annualised return, the same on its broker page as across brokers', async () => {
    const all = (await page(`${IN_STOCKS}/consolidated-holdings`)).groups.flatMap((g) => g.holdings);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((h) => h.xirr_bps !== null)).toBe(true);
    for (const broker of brokers) {
      const own = (
        await page(`${IN_STOCKS}/holdings/${broker.depository}/${broker.account_id}`)
      ).groups.flatMap((g) => g.holdings);
      for (const holding of own) {
        expect(all.find((h) => h.holding_id === holding.holding_id)?.xirr_bps).toBe(holding.xirr_bps);
      }
    }
  });

  it('differs between two brokers holding the same stock (each counts its own trades)', async () => {
    const merged = (await page(`${IN_STOCKS}/consolidated-holdings`)).groups.find(
      (g) => new Set(g.holdings.map((h) => h.broker_id)).size === 2,
    );
    const [first, second] = merged?.holdings ?? [];
    expect(first?.xirr_bps).not.toBeNull();
    expect(first?.xirr_bps).not.toBe(second?.xirr_bps);
  });
});

describe('GET /in-stocks/consolidated-holdings', () => {
  it('defaults to stocks by value, merging a stock held at both brokers', async () => {
    const body = await page(`${IN_STOCKS}/consolidated-holdings`);
    expect(body).toMatchObject({
      scope: 'CONSOLIDATED',
      group_by: 'stocks',
      sort: 'value',
      rank_by: 'day_change',
    });
    expect(body.brokers_count).toBe(2);
    expect(body.groups).toHaveLength(body.stocks_count);
    expect(body.groups.some((g) => new Set(g.holdings.map((h) => h.broker_id)).size === 2)).toBe(true);
  });

  it.each(GROUPINGS.flatMap((g) => SORTS.flatMap((s) => RANK_BASES.map((r) => [g, s, r] as const))))(
    'group_by=%s sort=%s rank_by=%s: groups add up to the portfolio, shares to 10000, order right',
    async (groupBy, sort, rankBy) => {
      const body = await page(
        `${IN_STOCKS}/consolidated-holdings?group_by=${groupBy}&sort=${sort}&rank_by=${rankBy}`,
      );
      const groups = body.groups;
      expect(sum(groups.map((g) => g.performance.current_value_paise))).toBe(
        body.performance.current_value_paise,
      );
      expect(sum(groups.map((g) => g.performance.invested_paise))).toBe(body.performance.invested_paise);
      expect(sum(groups.map((g) => g.performance.day_change_paise))).toBe(body.performance.day_change_paise);
      expect(sum(groups.map((g) => g.holdings.length))).toBe(body.performance.holdings_count);
      expect(sum(groups.map((g) => g.share_bps))).toBe(10000);
      expect(sum(groups.flatMap((g) => g.holdings.map((h) => h.share_bps)))).toBe(10000);
      for (const g of groups) {
        expect(sum(g.holdings.map((h) => h.performance.current_value_paise))).toBe(
          g.performance.current_value_paise,
        );
        const key = (h: (typeof g.holdings)[number]) =>
          groupBy === 'stocks' ? h.isin : groupBy === 'sector' ? h.sector : h.market_cap;
        expect(g.holdings.every((h) => key(h) === g.key)).toBe(true);
      }
      const pick = (p: HoldingsPage['performance']) =>
        sort === 'value' ? p.current_value_paise : measure(p, rankBy);
      expectSorted(
        groups.map((g) => pick(g.performance)),
        sort,
      );
      for (const g of groups)
        expectSorted(
          g.holdings.map((h) => pick(h.performance)),
          sort,
        );
    },
  );

  it('labels market-cap groups "Large cap", "Mid cap", "Small cap"', async () => {
    const body = await page(`${IN_STOCKS}/consolidated-holdings?group_by=market_cap`);
    const labels = { LARGE: 'Large cap', MID: 'Mid cap', SMALL: 'Small cap' } as Record<string, string>;
    for (const g of body.groups) expect(g.label).toBe(labels[g.key]);
  });

  it.each([
    ['group_by=broker', 'group_by'],
    ['sort=alphabetical', 'sort'],
    ['rank_by=volume', 'rank_by'],
    ['sort=value&sort=top_gainers', 'sort'],
  ])('answers 400 to %s naming %s', async (query, field) => {
    const res = await server.get(`${IN_STOCKS}/consolidated-holdings?${query}`);
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain(field);
  });

  it('gives newbie an empty page', async () => {
    const body = await page(`${IN_STOCKS}/consolidated-holdings?group_by=sector`, 'newbie');
    expect(body).toMatchObject({ empty: true, groups: [], stocks_count: 0, brokers_count: 0 });
  });

  it('shows other only other’s holdings', async () => {
    const demoIds = new Set(brokers.map((b) => b.broker_id));
    const body = await page(`${IN_STOCKS}/consolidated-holdings`, 'other');
    expect(body.groups.flatMap((g) => g.holdings).some((h) => demoIds.has(h.broker_id))).toBe(false);
  });
});

describe('GET /in-stocks/holdings/{source}/{account_id}', () => {
  it('lists one broker’s holdings, adding up to its card', async () => {
    for (const broker of brokers) {
      for (const groupBy of GROUPINGS) {
        const body = await page(
          `${IN_STOCKS}/holdings/${broker.depository}/${broker.account_id}?group_by=${groupBy}`,
        );
        expect(body).toMatchObject({ scope: 'BROKER', account_id: broker.account_id, brokers_count: 1 });
        expect(body.performance).toEqual(broker.performance);
        expect(sum(body.groups.map((g) => g.share_bps))).toBe(10000);
        expect(body.groups.flatMap((g) => g.holdings).every((h) => h.account_id === broker.account_id)).toBe(
          true,
        );
      }
    }
  });

  it('the brokers’ pages together make the consolidated page', async () => {
    const all = await page(`${IN_STOCKS}/consolidated-holdings`);
    const parts = await Promise.all(
      brokers.map((b) => page(`${IN_STOCKS}/holdings/${b.depository}/${b.account_id}`)),
    );
    const ids = (p: HoldingsPage) => p.groups.flatMap((g) => g.holdings.map((h) => h.holding_id));
    expect(parts.flatMap(ids).sort()).toEqual(ids(all).sort());
    expect(sum(parts.map((p) => p.performance.current_value_paise))).toBe(
      all.performance.current_value_paise,
    );
  });
});
