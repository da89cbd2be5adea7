// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import {
  type Broker,
  brokerDetailsSchema,
  type EquityAnalytics,
  equityAnalyticsSchema,
  holdingsPageSchema,
  pfScanSchema,
} from '@/api/schemas/stocks-widget';

import { type EquityServer, IN_STOCKS, NOW, startEquityServer } from './equity-server';

let server: EquityServer;
let brokers: Broker[];

beforeAll(async () => {
  server = await startEquityServer();
  brokers = brokerDetailsSchema.parse((await server.get(`${IN_STOCKS}/broker-details`)).json()).brokers;
});
afterAll(async () => {
  await server.close();
});

async function analytics(url: string, token = 'demo'): Promise<EquityAnalytics> {
  const res = await server.get(url, token);
  expect(res.statusCode).toBe(200);
  return equityAnalyticsSchema.parse(res.json());
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const ALLOCATIONS = ['allocation_by_market_cap', 'allocation_by_sector', 'allocation_by_broker'] as const;

describe('GET /in-stocks/consolidated-analytics', () => {
  it('splits the portfolio by market cap, sector and broker, each summing to 10000 bps and the total', async () => {
    const body = await analytics(`${IN_STOCKS}/consolidated-analytics`);
    expect(body.empty).toBe(false);
    for (const key of ALLOCATIONS) {
      expect(sum(body[key].map((s) => s.share_bps))).toBe(10000);
      expect(sum(body[key].map((s) => s.performance.current_value_paise))).toBe(
        body.performance.current_value_paise,
      );
    }
    expect(body.allocation_by_broker.map((s) => s.label).sort()).toEqual(
      brokers.map((b) => b.broker_name).sort(),
    );
    expect(sum(brokers.map((b) => b.performance.day_change_paise))).toBe(body.performance.day_change_paise);
  });

  it('ranks gainers and losers the right way, day and overall', async () => {
    const body = await analytics(`${IN_STOCKS}/consolidated-analytics`);
    const lists = [
      [
        body.top_gainers_by_day_change,
        (s: EquityAnalytics['top_gainers_by_day_change'][number]) => s.performance.day_change_bps,
        1,
      ],
      [
        body.top_losers_by_day_change,
        (s: EquityAnalytics['top_gainers_by_day_change'][number]) => s.performance.day_change_bps,
        -1,
      ],
      [
        body.top_gainers_by_overall_return,
        (s: EquityAnalytics['top_gainers_by_day_change'][number]) => s.performance.overall_return_bps,
        1,
      ],
      [
        body.top_losers_by_overall_return,
        (s: EquityAnalytics['top_gainers_by_day_change'][number]) => s.performance.overall_return_bps,
        -1,
      ],
    ] as const;
    for (const [list, bps, sign] of lists) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(5);
      expect(list.map((s) => s.rank)).toEqual(list.map((_, i) => i + 1));
      const values = list.map((s) => (bps(s) ?? 0) * sign);
      expect(values.every((v) => v >= 0)).toBe(true);
      values.forEach((v, i) => i > 0 && expect(v).toBeLessThanOrEqual(values[i - 1] ?? 0));
    }
  });

  it('ranks the same top gainer as the holdings list sorted by top_gainers', async () => {
    const body = await analytics(`${IN_STOCKS}/consolidated-analytics`);
    const list = holdingsPageSchema.parse(
      (await server.get(`${IN_STOCKS}/consolidated-holdings?group_by=stocks&sort=top_gainers`)).json(),
    );
    expect(body.top_gainers_by_day_change[0]?.isin).toBe(list.groups[0]?.key);
  });

  it('computes an XIRR from the trades', async () => {
    const body = await analytics(`${IN_STOCKS}/consolidated-analytics`);
    expect(body.xirr_bps).not.toBeNull();
  });

  it('gives newbie empty analytics', async () => {
    const body = await analytics(`${IN_STOCKS}/consolidated-analytics`, 'newbie');
    expect(body).toMatchObject({
      empty: true,
      allocation_by_sector: [],
      top_gainers_by_day_change: [],
      xirr_bps: null,
    });
  });
});

describe('GET /in-stocks/equity-analytics/{source}/{account_id}', () => {
  it('covers one broker only', async () => {
    for (const broker of brokers) {
      const body = await analytics(`${IN_STOCKS}/equity-analytics/${broker.depository}/${broker.account_id}`);
      expect(body).toMatchObject({ scope: 'BROKER', account_id: broker.account_id });
      expect(body.performance).toEqual(broker.performance);
      expect(body.allocation_by_broker).toHaveLength(1);
      expect(body.allocation_by_broker[0]?.share_bps).toBe(10000);
      expect(sum(body.allocation_by_sector.map((s) => s.share_bps))).toBe(10000);
    }
  });
});

describe('POST /in-stocks/pf-scan', () => {
  it('scans the whole portfolio and the next analytics show when', async () => {
    const res = await server.post(`${IN_STOCKS}/pf-scan`, {});
    expect(res.statusCode).toBe(200);
    const scan = pfScanSchema.parse(res.json());
    expect(scan).toMatchObject({ scope: 'CONSOLIDATED', scanned_at: NOW.toISOString(), empty: false });
    expect(scan.top_holding?.share_bps).toBeGreaterThan(0);
    expect(sum(scan.market_cap_mix.map((s) => s.share_bps))).toBe(10000);
    const small = scan.market_cap_mix.find((s) => s.key === 'SMALL');
    expect(scan.small_caps.share_bps).toBe(small?.share_bps ?? 0);
    expect(scan.notes.map((n) => n.code)).toContain('TOP_HOLDING');
    const after = await analytics(`${IN_STOCKS}/consolidated-analytics`);
    expect(after.last_pf_scan_at).toBe(NOW.toISOString());
  });

  it('scans one broker when given its account, and accepts an empty POST', async () => {
    const broker = brokers[0];
    if (!broker) throw new Error('no broker');
    const one = pfScanSchema.parse(
      (await server.post(`${IN_STOCKS}/pf-scan`, { account_id: broker.account_id })).json(),
    );
    expect(one).toMatchObject({ scope: 'BROKER', account_id: broker.account_id });
    expect(one.holdings_count).toBe(broker.performance.holdings_count);
    const bare = await server.app.inject({
      method: 'POST',
      url: `${IN_STOCKS}/pf-scan`,
      headers: { authorization: 'Bearer demo' },
    });
    expect(bare.statusCode).toBe(200);
  });

  it('gives newbie an empty scan, other a 404 for demo’s account, and 400 for a bad body', async () => {
    const empty = pfScanSchema.parse((await server.post(`${IN_STOCKS}/pf-scan`, {}, 'newbie')).json());
    expect(empty).toMatchObject({ empty: true, top_holding: null, notes: [] });
    const broker = brokers[0];
    expect(
      (await server.post(`${IN_STOCKS}/pf-scan`, { account_id: broker?.account_id }, 'other')).statusCode,
    ).toBe(404);
    const bad = await server.post(`${IN_STOCKS}/pf-scan`, { account_id: 42 });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(bad.json()).error.message).toContain('account_id');
  });
});
