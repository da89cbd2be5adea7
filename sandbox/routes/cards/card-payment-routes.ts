import { randomUUID } from 'node:crypto';

import type { FastifyInstance, FastifyPluginOptions, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { cardPaymentSchema, type CardPayment } from '@/api/schemas/credit-cards';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { payablePaise } from '@/domain/cards/bill-payment-amount';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { personaOf, PUBLIC_ROUTE } from '../../http/auth';
import { requiredIdempotencyKeyOf, idempotencyStore, runOnce, sendOutcome } from '../../http/idempotency';
import { fill, say } from '../../http/language';
import { refusedUnsafeAmount } from '../../http/write-guards';
import { registerFormBodyParser } from '../../login/form-body-parser';
import { parseInput } from '../news/request-input';
import { failureReasonText, PAYMENT_TEXT, PAYMENT_TEXT_WITH } from './card-payment-texts';
import type { CardQueries } from './card-queries';
import { GATEWAY_OUTCOMES, renderGatewayPage } from './gateway-page';
import { scenarioOf, SETTLE_AFTER_MS } from './special-amounts';

const ROOT = SERVICE_ROOTS.creditCard;
/** The gateway stand-in's pages, on the sandbox origin like its login page. */
const GATEWAY_ROOT = '/sandbox/gateway/card-payments';
/** Where the gateway sends the customer back: the app's card-payment status page. */
const CARD_PAYMENT_STATUS_PATH = '/payment/card/status';

const idSchema = z.string().min(1).max(128);
const bodySchema = z.object({
  amount_paise: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  channel: z.enum(['GATEWAY', 'UPI_INTENT']).default('GATEWAY'),
});
const outcomeSchema = z.object({ outcome: z.enum(GATEWAY_OUTCOMES as ['success', 'failure', 'pending']) });

type PaymentRow = {
  id: string;
  user_id: string;
  card_id: string;
  statement_id: string;
  amount_paise: number;
  channel: 'GATEWAY' | 'UPI_INTENT';
  status: CardPayment['status'];
  failure_reason: string | null;
  settle_at: string | null;
  settle_to: 'SUCCESS' | 'FAILED' | null;
  created_at: string;
  updated_at: string;
};

const DECLINED_AFTER_REDIRECT = PAYMENT_TEXT.declinedAfterRedirect['en-IN'];
const DECLINED_AT_GATEWAY = PAYMENT_TEXT.declinedAtGateway['en-IN'];

/**
 * Card bill payments. `POST …/cards/:card_id/payments` `{ amount_paise, channel }` needs an
 * `Idempotency-Key`: the same key replays the same payment, another body with it is a 422. The
 * payment then goes through its payment step (the gateway stand-in in a browser, a UPI intent in
 * the apps) and is read back with `GET …/payments/:payment_id`; a pending one settles on the
 * sandbox clock. Only a SUCCESS moves money: the statement's paid amount and the card's
 * available limit go up by the amount.
 */
export function registerCardPaymentRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  q: CardQueries,
  unbilledOf: (cardId: string) => number,
): (userId: string) => void {
  const keys = idempotencyStore(ctx.db, 'card-bill-payment');
  const insert = ctx.db.prepare<[PaymentRow]>(
    `INSERT INTO misc_card_payments (id, user_id, card_id, statement_id, amount_paise, channel, status,
       failure_reason, settle_at, settle_to, created_at, updated_at)
     VALUES (@id, @user_id, @card_id, @statement_id, @amount_paise, @channel, @status, @failure_reason,
       @settle_at, @settle_to, @created_at, @updated_at)`,
  );
  const byId = ctx.db.prepare<[string], PaymentRow>('SELECT * FROM misc_card_payments WHERE id = ?');
  const update = ctx.db.prepare<
    [{ id: string; status: string; reason: string | null; at: string | null; to: string | null; now: string }]
  >(
    `UPDATE misc_card_payments SET status = @status, failure_reason = @reason, settle_at = @at, settle_to = @to,
       updated_at = @now WHERE id = @id`,
  );
  const unsettled = ctx.db.prepare<[string, string], PaymentRow>(
    `SELECT * FROM misc_card_payments WHERE user_id = ? AND status IN ('INITIATED', 'PENDING')
     AND settle_at IS NOT NULL AND settle_at <= ?`,
  );
  // An INITIATED payment can still be completed at the gateway, a PENDING one settles by itself.
  const inFlight = ctx.db.prepare<[string], { total: number }>(
    `SELECT COALESCE(SUM(amount_paise), 0) AS total FROM misc_card_payments
     WHERE statement_id = ? AND status IN ('INITIATED', 'PENDING')`,
  );
  const creditStatement = ctx.db.prepare<[number, string]>(
    'UPDATE card_statements SET paid_paise = paid_paise + ? WHERE id = ?',
  );
  const creditCard = ctx.db.prepare<[number, string]>(
    'UPDATE credit_cards SET available_paise = MIN(credit_limit_paise, available_paise + ?) WHERE id = ?',
  );

  const paidAlert = ctx.db.prepare<[string, string, string, string, string, string, string]>(
    `INSERT OR IGNORE INTO alerts (id, user_id, created_at, kind, title, body, title_hi, body_hi, important, read, navlink)
     VALUES (?, ?, ?, 'BILL_PAID', ?, ?, ?, ?, 0, 0, '/credit-cards?tab=bill-payment')`,
  );
  // The "bill due soon" alert stops asking once the statement is paid in full.
  const settleDueAlert = ctx.db.prepare<[string, string]>(
    `UPDATE alerts SET read = 1, important = 0 WHERE user_id = ? AND kind = 'BILL_DUE' AND title LIKE ? || ' bill%'`,
  );
  const statementById = ctx.db.prepare<[string], { total_due_paise: number; paid_paise: number }>(
    'SELECT total_due_paise, paid_paise FROM card_statements WHERE id = ?',
  );

  function alertPaid(row: PaymentRow, now: Date): void {
    const card = q.card.get({ user: row.user_id, card: row.card_id });
    const name = card === undefined ? 'Your card' : `${card.issuer} ${card.card_name}`;
    const words = { card: name, amount: formatInr(paise(row.amount_paise)) };
    paidAlert.run(
      `alert-${row.id}`,
      row.user_id,
      now.toISOString(),
      PAYMENT_TEXT_WITH.paidAlertTitle['en-IN'](words),
      PAYMENT_TEXT.paidAlertBody['en-IN'],
      PAYMENT_TEXT_WITH.paidAlertTitle['hi-IN']({ ...words, card: card === undefined ? 'आपके कार्ड' : name }),
      PAYMENT_TEXT.paidAlertBody['hi-IN'],
    );
    const statement = statementById.get(row.statement_id);
    if (statement !== undefined && statement.paid_paise >= statement.total_due_paise) {
      settleDueAlert.run(row.user_id, name);
    }
  }

  /** Marks a payment final; a SUCCESS credits the statement and the card, once (guarded by status). */
  const finish = ctx.db.transaction(
    (id: string, status: 'SUCCESS' | 'FAILED', reason: string | null, now: Date) => {
      const row = byId.get(id);
      if (row === undefined || row.status === 'SUCCESS' || row.status === 'FAILED') return;
      update.run({ id, status, reason, at: null, to: null, now: now.toISOString() });
      if (status === 'SUCCESS') {
        creditStatement.run(row.amount_paise, row.statement_id);
        creditCard.run(row.amount_paise, row.card_id);
        alertPaid(row, now);
      }
    },
  );

  /** Settles the user's payments whose bank answer is due by the sandbox clock. */
  function settleDue(userId: string): void {
    const now = ctx.now();
    for (const row of unsettled.all(userId, now.toISOString())) {
      const to = row.settle_to ?? 'SUCCESS';
      finish(row.id, to, to === 'FAILED' ? DECLINED_AFTER_REDIRECT : null, now);
    }
  }

  function view(row: PaymentRow, request: FastifyRequest): CardPayment {
    const reason = failureReasonText(row.failure_reason);
    const card = q.card.get({ user: row.user_id, card: row.card_id });
    const rupees = (row.amount_paise / 100).toFixed(2);
    return cardPaymentSchema.parse({
      payment_id: row.id,
      card_id: row.card_id,
      issuer: card?.issuer ?? 'Card issuer',
      card_name: card?.card_name ?? 'Credit card',
      amount_paise: row.amount_paise,
      channel: row.channel,
      status: row.status,
      redirect_url:
        row.channel === 'GATEWAY'
          ? `${GATEWAY_ROOT}/${row.id}`
          : `upi://pay?pa=cardbills@kosh&pn=${encodeURIComponent(card?.issuer ?? 'Card')}&am=${rupees}&cu=INR&tr=${row.id}`,
      failure_reason: reason === null ? null : say(request, reason),
      created_at: row.created_at,
      updated_at: row.updated_at,
    });
  }

  app.post(`${ROOT}/cards/:card_id/payments`, function createPayment(request, reply) {
    const persona = personaOf(request);
    const params = parseInput(z.object({ card_id: idSchema }), request.params, reply);
    if (params === null) return reply;
    const key = requiredIdempotencyKeyOf(request, reply, 'A payment');
    if (key === null) return reply;
    if (refusedUnsafeAmount(reply, request.body, ['amount_paise'])) return reply;
    const body = parseInput(bodySchema, request.body, reply);
    if (body === null) return reply;
    const userId = persona.user.id;
    const now = ctx.now();
    const scenario = scenarioOf(body.amount_paise);
    const call = { user: userId, key, body: { ...body, card_id: params.card_id }, now };

    const outcome = runOnce(ctx.db, keys, call, () => {
      const card = q.card.get({ user: userId, card: params.card_id });
      if (card === undefined) return { status: 404, code: 'NOT_FOUND', message: PAYMENT_TEXT.noSuchCard };
      const [statement] = q.statements.all({ card: card.id });
      if (statement === undefined) {
        return { status: 422, code: 'NOTHING_TO_PAY', message: PAYMENT_TEXT.nothingToPay };
      }
      // Inside runOnce's transaction with the insert below, so no payment slips in between. Payments
      // not yet settled count too: 50 of them, each under the cap alone, once paid ten bills.
      const max = payablePaise({
        totalDuePaise: statement.total_due_paise,
        paidPaise: statement.paid_paise,
        unbilledPaise: unbilledOf(card.id),
        inFlightPaise: inFlight.get(statement.id)?.total ?? 0,
      });
      if (body.amount_paise > max) {
        return {
          status: 422,
          code: 'AMOUNT_ABOVE_MAXIMUM',
          message: fill(PAYMENT_TEXT_WITH.aboveMaximum, { max: formatInr(paise(max)) }),
        };
      }
      if (scenario === 'insufficient-funds') {
        return {
          status: 422,
          code: 'INSUFFICIENT_FUNDS',
          message: PAYMENT_TEXT.insufficientFunds,
        };
      }
      if (scenario === 'bank-down') {
        return {
          status: 503,
          code: 'BANK_DOWN',
          message: PAYMENT_TEXT.bankDown,
        };
      }
      const upi = body.channel === 'UPI_INTENT';
      const row: PaymentRow = {
        id: `pay_${randomUUID()}`,
        user_id: userId,
        card_id: card.id,
        statement_id: statement.id,
        amount_paise: body.amount_paise,
        channel: body.channel,
        status: upi ? 'PENDING' : 'INITIATED',
        failure_reason: null,
        // A UPI intent is confirmed by the bank on its own, as a real PSP callback would be.
        settle_at: upi ? new Date(now.getTime() + SETTLE_AFTER_MS).toISOString() : null,
        settle_to: upi ? (scenario === 'fails-after-redirect' ? 'FAILED' : 'SUCCESS') : null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      insert.run(row);
      return { status: 201, body: view(row, request) };
    });
    // The gateway "times out" on the first answer only: the payment exists, and a retry with the
    // same key gets it (201, replayed) instead of creating a second one.
    if (scenario === 'gateway-timeout' && !('code' in outcome) && !outcome.replayed) {
      return sendApiError(reply, 504, 'GATEWAY_TIMEOUT', PAYMENT_TEXT.gatewayTimeout);
    }
    return sendOutcome(reply, outcome);
  });

  app.get(`${ROOT}/payments/:payment_id`, function getPayment(request, reply) {
    const persona = personaOf(request);
    const params = parseInput(z.object({ payment_id: idSchema }), request.params, reply);
    if (params === null) return reply;
    settleDue(persona.user.id);
    const row = byId.get(params.payment_id);
    if (row === undefined || row.user_id !== persona.user.id) {
      return sendApiError(reply, 404, 'NOT_FOUND', PAYMENT_TEXT.noSuchPayment);
    }
    return reply.send(view(row, request));
  });

  void app.register(function gatewayPages(
    scope: FastifyInstance,
    _o: FastifyPluginOptions,
    done: () => void,
  ) {
    registerFormBodyParser(scope);
    scope.get(`${GATEWAY_ROOT}/:payment_id`, PUBLIC_ROUTE, function gatewayPage(request, reply) {
      const params = parseInput(z.object({ payment_id: idSchema }), request.params, reply);
      if (params === null) return reply;
      const row = byId.get(params.payment_id);
      if (row === undefined) return sendApiError(reply, 404, 'NOT_FOUND', 'No such payment');
      if (row.status !== 'INITIATED') return reply.redirect(statusPathOf(row.id), 303);
      const card = q.card.get({ user: row.user_id, card: row.card_id });
      const page = renderGatewayPage({
        action: `${GATEWAY_ROOT}/${row.id}`,
        payee: `${card?.issuer ?? 'your card issuer'} credit card bill`,
        amountText: formatInr(paise(row.amount_paise)),
      });
      return reply.type('text/html; charset=utf-8').send(page);
    });

    scope.post(`${GATEWAY_ROOT}/:payment_id`, PUBLIC_ROUTE, function gatewayAnswer(request, reply) {
      const params = parseInput(z.object({ payment_id: idSchema }), request.params, reply);
      if (params === null) return reply;
      const form = parseInput(outcomeSchema, request.body, reply);
      if (form === null) return reply;
      const row = byId.get(params.payment_id);
      if (row === undefined) return sendApiError(reply, 404, 'NOT_FOUND', 'No such payment');
      // A second submit (back button, double click) changes nothing: the first answer stands.
      if (row.status === 'INITIATED') answerGateway(row, form.outcome);
      return reply.redirect(statusPathOf(row.id), 303);
    });
    done();
  });

  return settleDue;

  function answerGateway(row: PaymentRow, outcome: 'success' | 'failure' | 'pending'): void {
    const now = ctx.now();
    const scenario = scenarioOf(row.amount_paise);
    if (outcome === 'failure') return finish(row.id, 'FAILED', DECLINED_AT_GATEWAY, now);
    if (outcome === 'success' && scenario === 'fails-after-redirect') {
      return finish(row.id, 'FAILED', DECLINED_AFTER_REDIRECT, now);
    }
    if (outcome === 'success' && scenario !== 'slow-pending') return finish(row.id, 'SUCCESS', null, now);
    update.run({
      id: row.id,
      status: 'PENDING',
      reason: null,
      at: new Date(now.getTime() + SETTLE_AFTER_MS).toISOString(),
      to: scenario === 'fails-after-redirect' ? 'FAILED' : 'SUCCESS',
      now: now.toISOString(),
    });
  }
}

function statusPathOf(paymentId: string): string {
  return `${CARD_PAYMENT_STATUS_PATH}?payment_id=${encodeURIComponent(paymentId)}`;
}
