import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';

import { tradesPageSchema } from '@/api/schemas/stocks-widget';

import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import { type EquityDeps, STOCKS } from './equity-deps';
import type { TradeCursor } from './equity-queries';
import { type BrokerParams, parseOr400, resolveBroker } from './equity-request';
import { tradeFields } from './equity-views';

/** Trades per page unless `limit` says otherwise, and the most a page may hold. */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

const tradesQuery = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  limit: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,2}$/, `expected a whole number 1–${MAX_LIMIT}`))),
  side: z.optional(z.string().check(z.regex(/^(buy|sell)$/i, 'expected BUY or SELL'))),
});

/**
 * A keyset cursor: the last trade shown, `traded_at` and `id`, as base64url JSON. Opaque to the
 * client; stable while trades are added, unlike an offset.
 */
function encodeCursor(cursor: TradeCursor): string {
  return Buffer.from(JSON.stringify([cursor.tradedAt, cursor.id])).toString('base64url');
}

function isPair(value: unknown): value is [unknown, unknown] {
  return Array.isArray(value) && value.length === 2;
}

function decodeCursor(text: string): TradeCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!isPair(value)) return null;
    const [tradedAt, id] = value;
    return typeof tradedAt === 'string' && typeof id === 'string' ? { tradedAt, id } : null;
  } catch {
    return null;
  }
}

/** The broker's "Transactions" tab: trades newest first, a page at a time. */
export function registerTradesRoutes(app: FastifyInstance, deps: EquityDeps): void {
  const { queries } = deps;

  app.get<{ Params: BrokerParams }>(
    `${STOCKS}/transactions/:source/:account_id`,
    function trades(request, reply) {
      const persona = personaOf(request);
      const broker = resolveBroker(
        queries,
        persona.user.id,
        request.params.source,
        request.params.account_id,
        reply,
      );
      if (broker === null) return reply;
      const query = parseOr400(tradesQuery, request.query ?? {}, reply, 'query');
      if (query === null) return reply;
      const limit = query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit);
      if (limit > MAX_LIMIT) return sendApiError(reply, 400, 'BAD_REQUEST', `limit: at most ${MAX_LIMIT}`);
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
      if (query.cursor !== undefined && after === null) {
        return sendApiError(reply, 400, 'BAD_REQUEST', 'cursor: not a cursor this endpoint gave');
      }
      const side = query.side === undefined ? null : query.side.toUpperCase() === 'SELL' ? 'SELL' : 'BUY';
      // One extra row says whether another page exists without a second query.
      const rows = queries.tradesPage(broker.broker_id, side, after, limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const total = queries.tradeCount(broker.broker_id, side);
      return reply.send(
        tradesPageSchema.parse({
          empty: total === 0,
          account_id: broker.account_id,
          depository: broker.depository,
          side,
          items: page.map((row) => ({
            ...tradeFields(row),
            amount_paise: row.quantity * row.price_paise,
            exchange: row.exchange,
            order_id: row.order_id,
          })),
          limit,
          next_cursor:
            rows.length > limit && last ? encodeCursor({ tradedAt: last.traded_at, id: last.id }) : null,
          total_count: total,
        }),
      );
    },
  );
}
