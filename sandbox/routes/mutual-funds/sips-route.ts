import type { FastifyInstance } from 'fastify';

import { fundInputs } from '@/api/schemas/fund-inputs';
import { type RunningSips, runningSipsSchema } from '@/api/schemas/wealth';
import { istDayOf } from '@/domain/dates/ist';
import { findSips } from '@/domain/mutual-funds/sips';

import { personaOf } from '../../http/auth';
import { FUNDS, type MutualFundsDeps } from './mutual-funds-deps';
import { portfolioOf } from './portfolio-route';

/**
 * `GET /tracking-service/mutual-funds/sips`: the SIPs running today in India, found in the same
 * portfolio read with the client's own `fundInputs` and `findSips`, so home's "What falls due" and the funds area name
 * the same SIPs on the same days. Empty for a caller without funds. Takes no input.
 */
export function registerSipsRoute(app: FastifyInstance, deps: MutualFundsDeps): void {
  app.get(`${FUNDS}/sips`, function runningSips(request, reply) {
    const today = istDayOf(deps.now());
    const portfolio = portfolioOf(deps, personaOf(request).user.id, today);
    const answer: RunningSips = {
      as_of: today,
      sips: findSips(fundInputs(portfolio), today).map((sip) => ({
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
