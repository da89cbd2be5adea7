/**
 * Mutual funds: the portfolio, the running SIPs, a refused CAS import, and the NAV history of a scheme the persona holds, each answer parsed
 * with the client's schema. A persona without funds (newbie) asks about one of demo's schemes instead
 * and must get a 404, never demo's history.
 */
import { apiErrorBodySchema } from '@/api/schemas/errors';
import * as funds from '@/api/schemas/mutual-funds';
import { runningSipsSchema } from '@/api/schemas/wealth';

import { qs, type ContractClient } from './contract-client';

const FUNDS = '/tracking-service/mutual-funds';

/** An ISIN only demo holds (their HDFC debt fund). */
export const DEMO_ONLY_ISIN = 'INF179K01YM7';

export async function checkMutualFunds(c: ContractClient): Promise<void> {
  const portfolio = await c.get(`${FUNDS}/portfolio`, funds.fundPortfolioSchema);
  await c.get(`${FUNDS}/sips`, runningSipsSchema);
  const isins = new Set(portfolio.folios.flatMap((folio) => folio.schemes.map((scheme) => scheme.isin)));
  const [own] = isins;
  if (own !== undefined) await c.get(`${FUNDS}/nav-history${qs({ isin: own })}`, funds.navHistorySchema);
  if (!isins.has(DEMO_ONLY_ISIN)) {
    await c.get(`${FUNDS}/nav-history${qs({ isin: DEMO_ONLY_ISIN })}`, apiErrorBodySchema, 404);
  }
  await c.get(`${FUNDS}/nav-history${qs({ isin: 'not-an-isin' })}`, apiErrorBodySchema, 400);
  // A CAS that is no PDF: refused with the error body, nothing imported (the imports themselves
  // are fund-cas-import.test.ts's).
  const notPdf = { password: 'ABCDE1234F', file_base64: 'aGVsbG8=' };
  await c.post(`${FUNDS}/cas-import`, notPdf, apiErrorBodySchema, 422);
}
