// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import { type FundPortfolio, fundPortfolioSchema, navHistorySchema } from '@/api/schemas/mutual-funds';

import { FUNDS, type FundsServer, startFundsServer } from './funds-server';

const URL = `${FUNDS}/nav-history`;
let server: FundsServer;
let demo: FundPortfolio;

beforeAll(async () => {
  server = await startFundsServer();
  demo = fundPortfolioSchema.parse((await server.get(`${FUNDS}/portfolio`)).json());
});
afterAll(async () => {
  await server.close();
});

describe('GET /tracking-service/mutual-funds/nav-history', () => {
  it('gives each held scheme about weekly points, oldest first, with the NAV of every line on its day', async () => {
    for (const scheme of demo.folios.flatMap((f) => f.schemes)) {
      const res = await server.get(`${URL}?isin=${scheme.isin}`);
      expect(res.statusCode).toBe(200);
      const history = navHistorySchema.parse(res.json());
      expect(history.isin).toBe(scheme.isin);
      const days = history.points.map((p) => p.day);
      expect(days).toEqual(days.toSorted());
      expect(new Set(days).size).toBe(days.length);
      // About weekly: 52 Fridays a year, plus the days of lines.
      const years = (Date.parse(demo.as_of) - Date.parse(days[0] ?? '')) / (365.25 * 86_400_000);
      expect(days.length).toBeGreaterThan(years * 50);
      const nav = new Map(history.points.map((p) => [p.day, p.nav_hundredth_paise]));
      for (const t of scheme.transactions.filter((line) => line.kind !== 'stamp_duty')) {
        expect(nav.get(t.day), `${scheme.isin} ${t.day}`).toBe(t.nav_hundredth_paise);
      }
      expect(nav.get(scheme.nav_day)).toBe(scheme.nav_hundredth_paise);
      expect(days.at(-1)! >= scheme.nav_day).toBe(true);
    }
  });

  it.each([
    ['no isin', ''],
    ['an empty isin', '?isin='],
    ['a malformed isin', '?isin=INF879O0102X'],
    ['a lower-case isin', '?isin=inf879o01027'],
    ['two isins', '?isin=INF879O01027&isin=INF179K01YM7'],
    ['a long value', `?isin=${'A'.repeat(3000)}`],
  ])('answers 400 in the error shape to %s', async (_name, query) => {
    const res = await server.get(`${URL}${query}`);
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
  });

  it('answers 404 for a scheme the caller holds none of, whether it exists or not', async () => {
    for (const [token, isin] of [
      ['other', 'INF179K01YM7'],
      ['newbie', 'INF879O01027'],
      ['demo', 'INF123A01235'],
    ] as const) {
      const res = await server.get(`${URL}?isin=${isin}`, token);
      expect(res.statusCode, `${token} ${isin}`).toBe(404);
      expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
    const own = await server.get(`${URL}?isin=INF879O01027`, 'other');
    expect(own.statusCode).toBe(200);
  });

  it('answers 401 to a stranger', async () => {
    const res = await server.app.inject({ method: 'GET', url: `${URL}?isin=INF879O01027` });
    expect(res.statusCode).toBe(401);
    expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('UNAUTHORIZED');
  });
});
