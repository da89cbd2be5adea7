// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';

import { savingsL1ScreenSchema } from '@/api/schemas/aggregator-savings';
import { creditCardsSchema } from '@/api/schemas/credit-cards';
import { fundInputs } from '@/api/schemas/fund-inputs';
import { instaCashSummarySchema } from '@/api/schemas/insta-cash';
import { fundPortfolioSchema } from '@/api/schemas/mutual-funds';
import { netWorthHistorySchema } from '@/api/schemas/net-worth';
import { brokerDetailsSchema } from '@/api/schemas/stocks-widget';
import { consentsSchema } from '@/api/schemas/wealth';
import { fundPortfolio } from '@/domain/mutual-funds/portfolio';

import { withServer } from '../../../support/sandbox';

const ANCHOR = '2026-11-25';
const NOW = () => new Date('2026-11-25T06:30:00.000Z');

async function get<T>(
  app: FastifyInstance,
  url: string,
  parse: (v: unknown) => T,
  token = 'demo',
): Promise<T> {
  const answer = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  expect(answer.statusCode, answer.body).toBe(200);
  return parse(answer.json());
}

describe('GET /aa-service/net-worth/history', () => {
  const demo = withServer({ anchor: ANCHOR, now: NOW });
  // A second server on the same seed and clock, to show the history is the same on every start.
  const twin = withServer({ anchor: ANCHOR, now: NOW });

  it('gives demo twelve month-ends before today, oldest first, and today', async () => {
    const history = await get(demo.app, '/aa-service/net-worth/history', (v) =>
      netWorthHistorySchema.parse(v),
    );
    expect(history.as_of).toBe('2026-11-25');
    expect(history.points.map((p) => p.date)).toEqual([
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
    ]);
    for (const p of [...history.points, history.current]) {
      expect(p.net_worth_paise).toBe(
        p.banks_paise + p.stocks_paise + p.funds_paise - p.cards_paise - p.insta_cash_paise,
      );
    }
  });

  it('values today exactly as the areas’ own endpoints do', async () => {
    const history = await get(demo.app, '/aa-service/net-worth/history', (v) =>
      netWorthHistorySchema.parse(v),
    );
    const l1 = await get(demo.app, '/aa-service/l1-screen-v2', (v) => savingsL1ScreenSchema.parse(v));
    const brokers = await get(demo.app, '/stocks-widget/in-stocks/broker-details', (v) =>
      brokerDetailsSchema.parse(v),
    );
    const cards = await get(demo.app, '/cc-service/cards', (v) => creditCardsSchema.parse(v));
    const line = await get(demo.app, '/ind-investment/api/v4/insta-cash/summary', (v) =>
      instaCashSummarySchema.parse(v),
    );
    const funds = await get(demo.app, '/tracking-service/mutual-funds/portfolio', (v) =>
      fundPortfolioSchema.parse(v),
    );
    expect(history.linked.funds).toBe(true);
    expect(history.current).toMatchObject({
      banks_paise: l1.total_balance_paise,
      stocks_paise: brokers.performance.current_value_paise,
      // As the funds area values them, from every transaction.
      funds_paise: fundPortfolio(fundInputs(funds), funds.as_of).valuePaise,
      cards_paise: cards.total_used_paise,
      insta_cash_paise: line.eligible ? line.outstanding_principal_paise : -1,
    });
  });

  it('gives the same series for the same seed and anchor', async () => {
    const [a, b] = await Promise.all(
      [demo.app, twin.app].map((server) =>
        get(server, '/aa-service/net-worth/history', (v) => netWorthHistorySchema.parse(v)),
      ),
    );
    expect(a).toEqual(b);
  });

  it('has no history and nothing linked for newbie', async () => {
    const history = await get(
      demo.app,
      '/aa-service/net-worth/history',
      (v) => netWorthHistorySchema.parse(v),
      'newbie',
    );
    expect(history.points).toEqual([]);
    expect(history.linked).toEqual({
      banks: false,
      stocks: false,
      funds: false,
      cards: false,
      insta_cash: false,
    });
  });

  it('refuses a months count out of range with a 400, never a 500', async () => {
    for (const months of ['0', '25', 'abc', '1.5']) {
      const answer = await demo.app.inject({
        url: `/aa-service/net-worth/history?months=${months}`,
        headers: { authorization: 'Bearer demo' },
      });
      expect(answer.statusCode).toBe(400);
    }
  });
});

describe('GET /tracking-service/consents', () => {
  const demo = withServer({ anchor: ANCHOR, now: NOW });

  it('lists demo’s active consents, the bank-data one expiring in 12 days first', async () => {
    const { consents } = await get(demo.app, '/tracking-service/consents', (v) => consentsSchema.parse(v));
    expect(consents[0]).toMatchObject({
      consent_handle: 'seed-consent-demo-1',
      expires_on: '2026-12-07',
      days_to_expiry: 12,
      health: 'ACTIVE',
    });
    expect(consents.slice(1).every((c) => c.days_to_expiry > 30)).toBe(true);
  });
});
