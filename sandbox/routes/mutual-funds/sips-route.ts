import type { FastifyInstance } from 'fastify';

import type { FundPortfolio } from '@/api/schemas/mutual-funds';
import { type RunningSips, runningSipsSchema } from '@/api/schemas/wealth';
import { istDayOf } from '@/domain/dates/ist';
import type { FundInput } from '@/domain/mutual-funds/fund-lines';
import { findSips } from '@/domain/mutual-funds/sips';

import { personaOf } from '../../http/auth';
import { FUNDS, type MutualFundsDeps } from './mutual-funds-deps';
import { portfolioOf } from './portfolio-route';

/**
 * The portfolio's schemes as the domain reads them: the client's `fundInputs`, which the sandbox
 * may not import (it lives with the endpoints); the integration test runs the client's on the same
 * portfolio and expects the same SIPs.
 */
function fundsOf(portfolio: FundPortfolio): FundInput[] {
  return portfolio.folios.flatMap((folio) =>
    folio.schemes.map((scheme): FundInput => ({
      folioId: folio.folio_id,
      folioNumber: folio.folio_number,
      isin: scheme.isin,
      name: scheme.name,
      amc: scheme.amc,
      category: scheme.category,
      taxClass: scheme.tax_class,
      navHundredthPaise: scheme.nav_hundredth_paise,
      navDay: scheme.nav_day,
      nav2018HundredthPaise: scheme.nav_2018_hundredth_paise,
      lines: scheme.transactions.map((line) => ({
        day: line.day,
        kind: line.kind,
        amountPaise: line.amount_paise,
        unitsMilli: line.units_milli,
      })),
    })),
  );
}

/**
 * `GET /tracking-service/mutual-funds/sips`: the SIPs running today in India, found in the same
 * portfolio with the client's own `findSips`, so home's "What falls due" and the funds area name
 * the same SIPs on the same days. Empty for a caller without funds. Takes no input.
 */
export function registerSipsRoute(app: FastifyInstance, deps: MutualFundsDeps): void {
  app.get(`${FUNDS}/sips`, function runningSips(request, reply) {
    const today = istDayOf(deps.now());
    const portfolio = portfolioOf(deps, personaOf(request).user.id, today);
    const answer: RunningSips = {
      as_of: today,
      sips: findSips(fundsOf(portfolio), today).map((sip) => ({
        folio_id: sip.folioId,
        isin: sip.isin,
        name: sip.name,
        amount_paise: sip.amountPaise,
        day_of_month: sip.dayOfMonth,
        next_day: sip.nextDay,
      })),
    };
    return reply.send(runningSipsSchema.parse(answer));
  });
}
