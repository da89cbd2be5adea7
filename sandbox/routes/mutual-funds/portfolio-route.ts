import type { FastifyInstance } from 'fastify';

import {
  type Folio,
  type FundPortfolio,
  fundPortfolioSchema,
  type FundScheme,
  type FundTransaction,
} from '@/api/schemas/mutual-funds';
import { istDayOf } from '@/domain/dates/ist';

import type { FundTransactionRow } from '../../db/data-rows-funds';
import { personaOf } from '../../http/auth';
import { FUNDS, type MutualFundsDeps } from './mutual-funds-deps';

function transactionFields(row: FundTransactionRow): FundTransaction {
  return {
    transaction_id: row.id,
    day: row.day,
    kind: row.kind,
    amount_paise: row.amount_paise,
    units_milli: row.units_milli,
    nav_hundredth_paise: row.nav_hundredth_paise,
    ...(row.ratio_from === null || row.ratio_to === null
      ? {}
      : { ratio: { from: row.ratio_from, to: row.ratio_to } }),
  };
}

/** The caller's portfolio as of `today` (India): what the portfolio route answers, and what the SIPs are found in. */
export function portfolioOf(deps: MutualFundsDeps, userId: string, today: string): FundPortfolio {
  const { queries } = deps;
  const lines = queries.lines(userId);
  const schemes = queries.schemes(userId);
  const folios: Folio[] = queries.folios(userId).map((folio) => ({
    folio_id: folio.id,
    folio_number: folio.folio_number,
    amc: folio.amc,
    registrar: folio.registrar,
    source: folio.source,
    schemes: schemes.flatMap((scheme): FundScheme[] => {
      const own = lines.filter((row) => row.folio_id === folio.id && row.isin === scheme.isin);
      const latest = queries.latestNav(scheme.isin, today);
      if (own.length === 0 || latest === null) return [];
      return [
        {
          ...scheme,
          nav_hundredth_paise: latest.nav_hundredth_paise,
          nav_day: latest.day,
          transactions: own.map(transactionFields),
        },
      ];
    }),
  }));
  return { as_of: today, folios };
}

/**
 * `GET /tracking-service/mutual-funds/portfolio`: every folio of the caller with each scheme's
 * lines, oldest first, and its latest NAV as of today in India; the client works out positions,
 * gains and SIPs from them. Takes no input: a query is ignored.
 */
export function registerPortfolioRoute(app: FastifyInstance, deps: MutualFundsDeps): void {
  app.get(`${FUNDS}/portfolio`, function fundPortfolio(request, reply) {
    const answer = portfolioOf(deps, personaOf(request).user.id, istDayOf(deps.now()));
    return reply.send(fundPortfolioSchema.parse(answer));
  });
}
