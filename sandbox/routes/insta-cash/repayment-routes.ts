import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { repaymentSchema, type Repayment } from '@/api/schemas/insta-cash';
import { istDayOf } from '@/domain/dates/ist';
import { type RepaymentQuote, type RepaymentRequest, repaymentQuote } from '@/domain/loans/repayment-quote';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import {
  requiredIdempotencyKeyOf,
  idempotencyStore,
  runOnce,
  sendOutcome,
  type StoredAnswer,
} from '../../http/idempotency';
import { refusedUnsafeAmount } from '../../http/write-guards';
import { lineOwedPaise, repayablePaise } from '../../rules/loans/repayment-cap';
import { parseInput } from '../news/request-input';
import { INSTA_CASH_ROOT } from './insta-cash-root';
import { INSTA_CASH_TEXT, repaymentProblemSaid } from './insta-cash-texts';
import type { EmiDbRow, LineData, LineQueries } from './line-data';
import { drawdownOf } from './line-views';

const paiseSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const bodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['OVERDUE', 'NEXT_EMI', 'FORECLOSE']),
    expected_total_paise: paiseSchema,
  }),
  z.object({
    kind: z.literal('PREPAY'),
    withdrawal_id: z.string().min(1).max(128),
    amount_paise: paiseSchema,
    expected_total_paise: paiseSchema,
  }),
]);
type Body = z.infer<typeof bodySchema>;

/** The quote rules' view of the caller's line: every withdrawal with its id. */
function quotedDrawdowns(data: LineData) {
  return data.withdrawals.map((w) => ({ id: w.row.id, drawdown: drawdownOf(w.row, w.emis) }));
}

function requestOf(body: Body): RepaymentRequest {
  return body.kind === 'PREPAY'
    ? { kind: 'PREPAY', withdrawalId: body.withdrawal_id, amountPaise: body.amount_paise }
    : { kind: body.kind };
}

/**
 * `POST /insta-cash/repayments` `{ kind, withdrawal_id?, amount_paise?, expected_total_paise }`
 * with a required `Idempotency-Key`: pays the overdue EMIs, the next EMI early, part of one
 * withdrawal's principal, or forecloses every withdrawal. The amount is worked out with the same
 * rules the app quotes with (src/domain/loans/repayment-quote.ts); a payment whose
 * `expected_total_paise` no longer matches is refused with 409 `QUOTE_CHANGED`, so the customer
 * never pays a figure they were not shown. `GET /insta-cash/repayments/:id` reads one back.
 */
export function registerRepaymentRoutes(app: FastifyInstance, ctx: SandboxContext, lines: LineQueries): void {
  const keys = idempotencyStore(ctx.db, 'insta-cash-repayment');
  const payEmi = ctx.db.prepare<[string, string]>(
    `UPDATE emis SET status = 'PAID', paid_on = ? WHERE id = ?`,
  );
  const insertRepayment = ctx.db.prepare<[string, string, string | null, string, number]>(
    `INSERT INTO repayments (id, withdrawal_id, emi_id, paid_at, amount_paise, mode) VALUES (?, ?, ?, ?, ?, 'UPI')`,
  );
  const dropUnpaid = ctx.db.prepare<[string]>(
    `DELETE FROM emis WHERE withdrawal_id = ? AND status != 'PAID' AND paid_on IS NULL`,
  );
  const insertEmi = ctx.db.prepare<[EmiDbRow]>(
    `INSERT INTO emis (id, withdrawal_id, installment_no, due_date, opening_principal_paise, emi_paise,
       interest_paise, principal_paise, closing_principal_paise, status, paid_on)
     VALUES (@id, @withdrawal_id, @installment_no, @due_date, @opening_principal_paise, @emi_paise,
       @interest_paise, @principal_paise, @closing_principal_paise, @status, @paid_on)`,
  );
  const closeWithdrawal = ctx.db.prepare<[string]>(`UPDATE withdrawals SET status = 'CLOSED' WHERE id = ?`);
  const saveAnswer = ctx.db.prepare<[string, string, string, string, string]>(
    'INSERT INTO misc_repayments (id, user_id, kind, answer_json, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  // Repayments the bank has not confirmed yet: none today (they settle at once), but the cap must
  // count them the day one can wait, as card payments do.
  const pendingTotal = ctx.db.prepare<[string], { total: number }>(
    `SELECT COALESCE(SUM(json_extract(answer_json, '$.total_paise')), 0) AS total FROM misc_repayments
     WHERE user_id = ? AND json_extract(answer_json, '$.status') = 'PENDING'`,
  );
  const findAnswer = ctx.db.prepare<[string, string], { answer_json: string }>(
    'SELECT answer_json FROM misc_repayments WHERE id = ? AND user_id = ?',
  );

  function apply(data: LineData, quote: RepaymentQuote, now: Date): void {
    const at = now.toISOString();
    const today = istDayOf(now);
    for (const line of quote.lines) {
      const withdrawal = data.withdrawals.find((w) => w.row.id === line.withdrawalId);
      if (withdrawal === undefined) continue;
      if (quote.kind === 'OVERDUE' || quote.kind === 'NEXT_EMI') {
        for (const index of line.instalments) {
          const emi = withdrawal.emis[index];
          if (emi === undefined) continue;
          payEmi.run(at, emi.id);
          insertRepayment.run(`rp_${randomUUID()}`, withdrawal.row.id, emi.id, at, emi.emi_paise);
        }
      } else if (quote.kind === 'PREPAY') {
        const firstUnpaid = withdrawal.emis.findIndex((e) => e.status !== 'PAID' && e.paid_on === null);
        const outstanding =
          (quote.newSchedule ?? []).reduce((s, r) => s + r.principal_paise, 0) + line.principalPaise;
        const prepaid: EmiDbRow = {
          id: `${withdrawal.row.id}-prepay-${randomUUID().slice(0, 8)}`,
          withdrawal_id: withdrawal.row.id,
          installment_no: firstUnpaid + 1,
          due_date: today,
          opening_principal_paise: outstanding,
          emi_paise: line.principalPaise + line.interestPaise,
          interest_paise: line.interestPaise,
          principal_paise: line.principalPaise,
          closing_principal_paise: outstanding - line.principalPaise,
          status: 'PAID',
          paid_on: at,
        };
        dropUnpaid.run(withdrawal.row.id);
        insertEmi.run(prepaid);
        for (const row of quote.newSchedule ?? []) {
          insertEmi.run({
            ...row,
            id: `${withdrawal.row.id}-emi-r${String(row.installment_no).padStart(2, '0')}-${prepaid.id.slice(-8)}`,
            withdrawal_id: withdrawal.row.id,
            status: 'UPCOMING',
            paid_on: null,
          });
        }
        insertRepayment.run(`rp_${randomUUID()}`, withdrawal.row.id, prepaid.id, at, prepaid.emi_paise);
      } else {
        dropUnpaid.run(withdrawal.row.id);
        closeWithdrawal.run(withdrawal.row.id);
        insertRepayment.run(
          `rp_${randomUUID()}`,
          withdrawal.row.id,
          null,
          at,
          line.principalPaise + line.interestPaise,
        );
      }
    }
  }

  app.post(`${INSTA_CASH_ROOT}/repayments`, function createRepayment(request, reply) {
    const persona = personaOf(request);
    const key = requiredIdempotencyKeyOf(request, reply, 'A repayment');
    if (key === null) return reply;
    if (refusedUnsafeAmount(reply, request.body, ['amount_paise', 'expected_total_paise'])) return reply;
    const body = parseInput(bodySchema, request.body, reply);
    if (body === null) return reply;
    const userId = persona.user.id;
    const now = ctx.now();

    const outcome = runOnce(ctx.db, keys, { user: userId, key, body, now }, () => {
      const data = lines.load(userId);
      if (data === null) return { status: 422, code: 'NOT_ELIGIBLE', message: INSTA_CASH_TEXT.notEligible };
      const quote = repaymentQuote(quotedDrawdowns(data), requestOf(body), istDayOf(now));
      if (typeof quote === 'string') {
        return {
          status: 422,
          code: quote.toUpperCase().replaceAll('-', '_'),
          message: repaymentProblemSaid(quote),
        };
      }
      // Inside runOnce's transaction with the writes below, so no repayment slips in between; the
      // ones still on their way count too, as for a card bill.
      const max = repayablePaise({
        owedPaise: lineOwedPaise(quotedDrawdowns(data), istDayOf(now)),
        inFlightPaise: pendingTotal.get(userId)?.total ?? 0,
      });
      if (quote.totalPaise > max) {
        return {
          status: 422,
          code: 'REPAYMENT_ABOVE_OUTSTANDING',
          message: INSTA_CASH_TEXT.aboveOutstanding,
        };
      }
      if (quote.totalPaise !== body.expected_total_paise) {
        return {
          status: 409,
          code: 'QUOTE_CHANGED',
          message: INSTA_CASH_TEXT.quoteChanged,
        };
      }
      apply(data, quote, now);
      const after = lines.load(userId);
      const answer: Repayment = repaymentSchema.parse({
        repayment_id: `rpy_${randomUUID()}`,
        kind: quote.kind,
        status: 'SUCCESS',
        principal_paise: quote.principalPaise,
        interest_paise: quote.interestPaise,
        charges_paise: quote.chargesPaise,
        total_paise: quote.totalPaise,
        instalments_paid:
          quote.kind === 'FORECLOSE' ? 0 : quote.lines.reduce((s, l) => s + l.instalments.length, 0),
        emi_before_paise: quote.emiBeforePaise,
        emi_after_paise: quote.emiAfterPaise,
        line_closed: (after?.withdrawals ?? []).every((w) => w.row.status === 'CLOSED'),
        created_at: now.toISOString(),
      });
      saveAnswer.run(answer.repayment_id, userId, answer.kind, JSON.stringify(answer), answer.created_at);
      return { status: 201, body: answer } satisfies StoredAnswer;
    });
    return sendOutcome(reply, outcome);
  });

  app.get(`${INSTA_CASH_ROOT}/repayments/:repayment_id`, function getRepayment(request, reply) {
    const persona = personaOf(request);
    const params = parseInput(z.object({ repayment_id: z.string().min(1).max(128) }), request.params, reply);
    if (params === null) return reply;
    const row = findAnswer.get(params.repayment_id, persona.user.id);
    if (row === undefined) return sendApiError(reply, 404, 'NOT_FOUND', INSTA_CASH_TEXT.noSuchRepayment);
    return reply.send(repaymentSchema.parse(JSON.parse(row.answer_json)));
  });
}
