import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { type NavHistory, navHistorySchema } from '@/api/schemas/mutual-funds';

import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import type { Said } from '../../http/language';
import { parseInput } from '../news/request-input';
import { FUNDS, type MutualFundsDeps } from './mutual-funds-deps';

// Shown to the customer in the caller's language (sandbox/http/language.ts).
const NOT_HELD: Said = {
  'en-IN': 'You hold no fund with this ISIN.',
  'hi-IN': 'इस ISIN का कोई फ़ंड आपके पास नहीं है।',
};

/** The contract's ISIN shape: a query of two values, or a lower-case ISIN, is refused. */
const navHistoryQuerySchema = z.object({
  isin: z.string().regex(/^INF[A-Z0-9]{8}[0-9]$/, 'expected an ISIN'),
});

/**
 * `GET /tracking-service/mutual-funds/nav-history?isin=`: the NAV history of a scheme the caller
 * has a line of, for the scheme's chart. Any other ISIN answers 404, whether it exists or not.
 */
export function registerNavHistoryRoute(app: FastifyInstance, deps: MutualFundsDeps): void {
  const { queries } = deps;

  app.get(`${FUNDS}/nav-history`, function navHistory(request, reply) {
    const userId = personaOf(request).user.id;
    const query = parseInput(navHistoryQuerySchema, request.query, reply);
    if (query === null) return reply;
    if (!queries.holds(userId, query.isin)) return sendApiError(reply, 404, 'NOT_FOUND', NOT_HELD);
    const answer: NavHistory = { isin: query.isin, points: queries.navHistory(query.isin) };
    return reply.send(navHistorySchema.parse(answer));
  });
}
