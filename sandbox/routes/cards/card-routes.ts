import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  cardBillPaymentSchema,
  cardStatementsSchema,
  cardTransactionsSchema,
  creditCardsSchema,
} from '@/api/schemas/credit-cards';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { istDayOf } from '@/domain/dates/ist';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import { usedLimitPaise, utilisationBps } from '../../rules/cards/card-limits';
import { decodeCursor, pageOf, pageQuerySchema } from '../news/keyset-cursor';
import { parseInput } from '../news/request-input';
import { registerCardAnalyticsRoute } from './card-analytics-route';
import { registerCardPaymentRoutes } from './card-payment-routes';
import { PAYMENT_TEXT } from './card-payment-texts';
import { cardQueries } from './card-queries';
import { billView, cardView, compareBills, statementView } from './card-views';
import { registerUnlockStatementRoute } from './unlock-statement-route';

const ROOT = SERVICE_ROOTS.creditCard;
const idSchema = z.string().min(1).max(128);
const cardParamsSchema = z.object({ card_id: idSchema });
const transactionsQuerySchema = pageQuerySchema.extend({ statement_id: idSchema.optional() });

/**
 * The credit-card service: "My Cards", "Analytics" and "Bill Payment" (docs/product.md#tabs-and-filters) and
 * unlock (docs/product.md#other-services).
 */
export function registerCardRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const q = cardQueries(ctx.db);
  const today = (): string => istDayOf(ctx.now());
  // Reading the cards or bills first settles what the bank has answered meanwhile (sandbox clock).
  let settleDue: (userId: string) => void = () => undefined;
  const unbilledOf = (cardId: string): number => {
    const totals = q.transactionTotals.get({ card: cardId, statement: null });
    return Math.max(0, (totals?.debit ?? 0) - (totals?.credit ?? 0));
  };

  app.get(`${ROOT}/cards`, function cards(request, reply) {
    const persona = personaOf(request);
    settleDue(persona.user.id);
    const day = today();
    const views = q.cards
      .all({ user: persona.user.id })
      .map((card) => cardView(card, q.statements.all({ card: card.id }), day));
    const limit = views.reduce((sum, c) => sum + c.credit_limit_paise, 0);
    const available = views.reduce((sum, c) => sum + c.available_paise, 0);
    return reply.send(
      creditCardsSchema.parse({
        cards: views,
        total_limit_paise: limit,
        total_available_paise: available,
        total_used_paise: usedLimitPaise(limit, available),
        utilisation_bps: utilisationBps(limit, available),
        total_outstanding_paise: views.reduce(
          (sum, c) => sum + (c.current_statement?.outstanding_paise ?? 0),
          0,
        ),
        is_empty: views.length === 0,
      }),
    );
  });

  app.get(`${ROOT}/cards/:card_id/statements`, function statements(request, reply) {
    const persona = personaOf(request);
    const params = parseInput(cardParamsSchema, request.params, reply);
    if (params === null) return reply;
    const card = q.card.get({ user: persona.user.id, card: params.card_id });
    if (card === undefined) return sendApiError(reply, 404, 'NOT_FOUND', PAYMENT_TEXT.noSuchCard);
    const day = today();
    return reply.send(
      cardStatementsSchema.parse({
        card_id: card.id,
        statements: q.statements.all({ card: card.id }).map((row) => statementView(row, day)),
      }),
    );
  });

  app.get(`${ROOT}/cards/:card_id/transactions`, function transactions(request, reply) {
    const persona = personaOf(request);
    const params = parseInput(cardParamsSchema, request.params, reply);
    if (params === null) return reply;
    const query = parseInput(transactionsQuerySchema, request.query, reply);
    if (query === null) return reply;
    const card = q.card.get({ user: persona.user.id, card: params.card_id });
    if (card === undefined) return sendApiError(reply, 404, 'NOT_FOUND', PAYMENT_TEXT.noSuchCard);
    const statementId = query.statement_id ?? null;
    const statement =
      statementId === null ? undefined : q.statement.get({ card: card.id, statement: statementId });
    if (statementId !== null && statement === undefined) {
      return sendApiError(reply, 404, 'NOT_FOUND', PAYMENT_TEXT.noSuchCardStatement);
    }
    const from = query.cursor === undefined ? null : decodeCursor(query.cursor);
    if (query.cursor !== undefined && from === null) {
      return sendApiError(reply, 400, 'INVALID_CURSOR', 'cursor: not a cursor of this list');
    }
    const empty = {
      items: [],
      next_cursor: null,
      total_count: 0,
      total_debit_paise: 0,
      total_credit_paise: 0,
    };
    // A locked statement's transactions are inside its password-protected PDF: none until unlocked.
    if (statement?.locked === 1) {
      return reply.send(
        cardTransactionsSchema.parse({ card_id: card.id, statement_id: statementId, locked: true, ...empty }),
      );
    }
    const set = { card: card.id, statement: statementId, limit: query.limit + 1 };
    const rows = from === null ? q.transactions.all(set) : q.transactionsAfter.all({ ...set, ...from });
    const { page, nextCursor } = pageOf(rows, query.limit, (row) => ({ key: row.posted_at, id: row.id }));
    const totals = q.transactionTotals.get({ card: card.id, statement: statementId });
    return reply.send(
      cardTransactionsSchema.parse({
        card_id: card.id,
        statement_id: statementId,
        locked: false,
        items: page.map((row) => ({ transaction_id: row.id, ...withoutId(row) })),
        next_cursor: nextCursor,
        total_count: totals?.count ?? 0,
        total_debit_paise: totals?.debit ?? 0,
        total_credit_paise: totals?.credit ?? 0,
      }),
    );
  });

  app.get(`${ROOT}/cards/bill-payment`, function billPayment(request, reply) {
    const persona = personaOf(request);
    settleDue(persona.user.id);
    const day = today();
    const bills = q.cards
      .all({ user: persona.user.id })
      .flatMap((card) => {
        const [current] = q.statements.all({ card: card.id });
        return current === undefined ? [] : [billView(card, current, day, unbilledOf(card.id))];
      })
      .sort(compareBills);
    return reply.send(
      cardBillPaymentSchema.parse({
        bills,
        total_outstanding_paise: bills.reduce((sum, b) => sum + b.outstanding_paise, 0),
        overdue_count: bills.filter((b) => b.is_overdue).length,
        is_empty: bills.length === 0,
      }),
    );
  });

  registerCardAnalyticsRoute(app, ctx, q);
  registerUnlockStatementRoute(app, ctx);
  settleDue = registerCardPaymentRoutes(app, ctx, q, unbilledOf);
}

function withoutId<Row extends { id: string }>(row: Row): Omit<Row, 'id'> {
  const { id: _id, ...rest } = row;
  return rest;
}
