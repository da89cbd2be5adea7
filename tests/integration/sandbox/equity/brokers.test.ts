// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import {
  accountDetailsSchema,
  type Broker,
  brokerDetailsSchema,
  mastheadSchema,
} from '@/api/schemas/stocks-widget';

import { UNLINKED_ACCOUNT } from './equity-fixtures';
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

function level2(kind: string, broker: Broker, source: string = broker.depository): string {
  return `${IN_STOCKS}/${kind}/${source}/${encodeURIComponent(broker.account_id)}`;
}

describe('GET /in-stocks/broker-details', () => {
  it('lists demo’s two linked brokers, one at each depository, and totals them', async () => {
    const body = brokerDetailsSchema.parse((await server.get(`${IN_STOCKS}/broker-details`)).json());
    expect(body.empty).toBe(false);
    expect(body.brokers.map((b) => b.depository).sort()).toEqual(['CDSL', 'NSDL']);
    expect(body.brokers.map((b) => b.account_id)).not.toContain(UNLINKED_ACCOUNT);
    const sum = (pick: (b: Broker) => number): number => body.brokers.reduce((s, b) => s + pick(b), 0);
    expect(body.performance.current_value_paise).toBe(sum((b) => b.performance.current_value_paise));
    expect(body.performance.invested_paise).toBe(sum((b) => b.performance.invested_paise));
    expect(body.performance.day_change_paise).toBe(sum((b) => b.performance.day_change_paise));
    expect(body.performance.holdings_count).toBeGreaterThanOrEqual(20);
    for (const b of body.brokers) {
      expect(b.performance.pnl_paise).toBe(b.performance.current_value_paise - b.performance.invested_paise);
      expect(b.tracking.aa_linked).toBe(true);
    }
  });

  it.each([
    ['one client id', (all: Broker[]) => [all[0]?.client_id ?? ''], 1, 0],
    [
      'two with spaces and a repeat',
      (all: Broker[]) => all.map((b) => ` ${b.client_id} `).concat(all[0]?.client_id ?? ''),
      2,
      0,
    ],
    ['an unknown id next to a known one', (all: Broker[]) => [all[1]?.client_id ?? '', 'NOPE123'], 1, 1],
    ['only unknown ids', () => ['NOPE123'], 0, 1],
    ['an empty list (all brokers)', () => [''], 2, 0],
  ])('filters by client_ids: %s', async (_name, ids, count, notFound) => {
    const res = await server.get(
      `${IN_STOCKS}/broker-details?client_ids=${encodeURIComponent(ids(brokers).join(','))}`,
    );
    const body = brokerDetailsSchema.parse(res.json());
    expect(body.brokers).toHaveLength(count);
    expect(body.client_ids_not_found).toHaveLength(notFound);
    expect(body.empty).toBe(count === 0);
  });

  it('gives newbie an empty but valid answer', async () => {
    const body = brokerDetailsSchema.parse(
      (await server.get(`${IN_STOCKS}/broker-details`, 'newbie')).json(),
    );
    expect(body).toMatchObject({ empty: true, brokers: [] });
    expect(body.performance.current_value_paise).toBe(0);
  });

  it('never shows other demo’s brokers, even by client id', async () => {
    const ids = brokers.map((b) => b.client_id).join(',');
    const body = brokerDetailsSchema.parse(
      (await server.get(`${IN_STOCKS}/broker-details?client_ids=${ids}`, 'other')).json(),
    );
    expect(body.brokers).toEqual([]);
    expect(body.client_ids_not_found).toEqual(brokers.map((b) => b.client_id));
  });

  it('answers 401 without a known token', async () => {
    expect((await server.get(`${IN_STOCKS}/broker-details`, 'stranger')).statusCode).toBe(401);
  });

  it('answers 400 to a repeated client_ids', async () => {
    const res = await server.get(`${IN_STOCKS}/broker-details?client_ids=a&client_ids=b`);
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain('client_ids');
  });
});

describe('GET /in-stocks/masthead and /account-details', () => {
  it('gives each broker’s masthead, matching its card', async () => {
    for (const broker of brokers) {
      const body = mastheadSchema.parse((await server.get(level2('masthead', broker))).json());
      expect(body).toMatchObject({ account_id: broker.account_id, broker_name: broker.broker_name });
      expect(body.performance).toEqual(broker.performance);
      expect(body.last_synced_at).toBe(broker.last_synced_at);
    }
  });

  it('accepts the source in any case', async () => {
    const broker = brokers[0];
    if (!broker) throw new Error('no broker');
    const res = await server.get(level2('masthead', broker, broker.depository.toLowerCase()));
    expect(res.statusCode).toBe(200);
  });

  it('gives the demat details of each broker', async () => {
    for (const broker of brokers) {
      const body = accountDetailsSchema.parse((await server.get(level2('account-details', broker))).json());
      expect(body).toMatchObject({
        dp_id: broker.dp_id,
        client_id: broker.client_id,
        depository: broker.depository,
      });
      expect(body.masked_demat_number).toBe(broker.masked_demat_number);
      expect(body.fip_id).toBe(broker.depository === 'CDSL' ? 'CDSLFIP' : 'fip@nsdl');
    }
  });

  it.each(['masthead', 'account-details', 'holdings', 'equity-analytics', 'transactions'])(
    '%s: 404 for the other depository, an unlinked or unknown account, or another user; 400 for a bad source',
    async (kind) => {
      const broker = brokers[0];
      if (!broker) throw new Error('no broker');
      const otherSource = broker.depository === 'CDSL' ? 'NSDL' : 'CDSL';
      expect((await server.get(level2(kind, broker, otherSource))).statusCode).toBe(404);
      expect((await server.get(`${IN_STOCKS}/${kind}/CDSL/${UNLINKED_ACCOUNT}`)).statusCode).toBe(404);
      expect((await server.get(`${IN_STOCKS}/${kind}/CDSL/no-such-account`)).statusCode).toBe(404);
      expect((await server.get(level2(kind, broker), 'other')).statusCode).toBe(404);
      expect((await server.get(level2(kind, broker), 'newbie')).statusCode).toBe(404);
      const bad = await server.get(level2(kind, broker, 'MCX'));
      expect(bad.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(bad.json()).error.message).toContain('source');
    },
  );
});
