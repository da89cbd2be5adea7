// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fundInputs } from '@/api/schemas/fund-inputs';
import { fundPortfolioSchema } from '@/api/schemas/mutual-funds';
import { runningSipsSchema } from '@/api/schemas/wealth';
import { findSips } from '@/domain/mutual-funds/sips';

import { FUNDS, type FundsServer, startFundsServer } from './funds-server';

const URL = `${FUNDS}/sips`;
let server: FundsServer;

beforeAll(async () => {
  server = await startFundsServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /tracking-service/mutual-funds/sips', () => {
  it("names demo's running SIPs with their next day, next first", async () => {
    const res = await server.get(URL);
    expect(res.statusCode).toBe(200);
    const answer = runningSipsSchema.parse(res.json());
    expect(answer.as_of).toBe('2026-01-15');
    expect(answer.sips.map((sip) => [sip.isin, sip.amount_paise, sip.day_of_month, sip.next_day])).toEqual([
      ['INF200K01SX0', 2_000_00, 20, '2026-01-20'],
      ['INF879O01027', 10_000_00, 5, '2026-02-05'],
      ['INF179K01WM1', 7_500_00, 7, '2026-02-07'],
      ['INF789F1AUX7', 5_000_00, 10, '2026-02-10'],
      ['INF109K01Z48', 4_000_00, 15, '2026-02-15'],
    ]);
  });

  it('are the SIPs the funds area finds in the portfolio', async () => {
    const portfolio = fundPortfolioSchema.parse((await server.get(`${FUNDS}/portfolio`)).json());
    const answer = runningSipsSchema.parse((await server.get(URL)).json());
    expect(answer.sips).toEqual(
      findSips(fundInputs(portfolio), portfolio.as_of).map((sip) => ({
        folio_id: sip.folioId,
        isin: sip.isin,
        name: sip.name,
        amount_paise: sip.amountPaise,
        day_of_month: sip.dayOfMonth,
        next_day: sip.nextDay,
      })),
    );
  });

  it('answers none for a customer without funds', async () => {
    const res = await server.get(URL, 'newbie');
    expect(res.statusCode).toBe(200);
    expect(runningSipsSchema.parse(res.json()).sips).toEqual([]);
  });
});
