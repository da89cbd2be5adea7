import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  emiScheduleSchema,
  instaCashSummarySchema,
  instaCashTransactionsSchema,
  instaCashWithdrawalsSchema,
  type InstaCashTransaction,
} from '@/api/schemas/insta-cash';
import { istDayOf } from '@/domain/dates/ist';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import { parseInput } from '../news/request-input';
import { registerCreateWithdrawalRoute } from './create-withdrawal-route';
import { disbursementStore } from './disbursements';
import { INSTA_CASH_ROOT } from './insta-cash-root';
import { INSTA_CASH_TEXT } from './insta-cash-texts';
import { type LineData, lineQueries, type RepaymentRead } from './line-data';
import { scheduleRows, summaryView, withdrawalView } from './line-views';
import { registerMandateRoute } from './mandate-route';
import { registerOfferRoute } from './offer-route';
import { registerRepaymentRoutes } from './repayment-routes';

const scheduleQuerySchema = z.object({ withdrawal_id: z.string().min(1).max(128).optional() });

/** Disbursals (one per withdrawal) and repayments, newest first. */
function transactionsOf(data: LineData, repayments: readonly RepaymentRead[]): InstaCashTransaction[] {
  const disbursals: InstaCashTransaction[] = data.withdrawals.map(({ row }) => ({
    transaction_id: `${row.id}-disbursal`,
    type: 'DISBURSAL',
    date: row.disbursed_on,
    amount_paise: row.amount_paise,
    withdrawal_id: row.id,
    installment_no: null,
    mode: null,
    bank_account_masked: row.bank_account_masked,
    processing_fee_paise: row.processing_fee_paise,
  }));
  const repaid: InstaCashTransaction[] = repayments.map((r) => ({
    transaction_id: r.id,
    type: 'REPAYMENT',
    date: r.paid_at,
    amount_paise: r.amount_paise,
    withdrawal_id: r.withdrawal_id,
    installment_no: r.installment_no,
    mode: r.mode,
    bank_account_masked: null,
    processing_fee_paise: null,
  }));
  // ISO text sorts by time; on one day a timestamped repayment sorts after the bare disbursal day.
  return [...disbursals, ...repaid].sort((a, b) =>
    a.date === b.date ? (a.transaction_id < b.transaction_id ? 1 : -1) : a.date < b.date ? 1 : -1,
  );
}

/**
 * Instant cash (docs/product.md#tabs-and-filters, views insta-cash, emi-schedule, transactions,
 * get-insta-cash, withdrawals). A customer without a credit line gets `eligible: false`, never 404.
 */
export function registerInstaCashRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const lines = lineQueries(ctx.db);
  const disbursements = disbursementStore(ctx.db);
  const today = (): string => istDayOf(ctx.now());

  app.get(`${INSTA_CASH_ROOT}/summary`, function summary(request, reply) {
    const persona = personaOf(request);
    const data = lines.load(persona.user.id);
    return reply.send(
      instaCashSummarySchema.parse(data === null ? { eligible: false } : summaryView(data, today())),
    );
  });

  app.get(`${INSTA_CASH_ROOT}/withdrawals`, function withdrawals(request, reply) {
    const persona = personaOf(request);
    const data = lines.load(persona.user.id);
    const day = today();
    const disbursementOf = disbursements.of(persona.user.id, ctx.now());
    const views = (data?.withdrawals ?? []).map((w) =>
      withdrawalView(w.row, w.emis, day, disbursementOf(w.row.id)),
    );
    return reply.send(
      instaCashWithdrawalsSchema.parse({
        eligible: data !== null,
        withdrawals: views,
        total_withdrawn_paise: views.reduce((sum, w) => sum + w.amount_paise, 0),
        outstanding_principal_paise: views.reduce((sum, w) => sum + w.outstanding_principal_paise, 0),
      }),
    );
  });

  app.get(`${INSTA_CASH_ROOT}/emi-schedule`, function emiSchedule(request, reply) {
    const persona = personaOf(request);
    const query = parseInput(scheduleQuerySchema, request.query, reply);
    if (query === null) return reply;
    const data = lines.load(persona.user.id);
    const wanted = query.withdrawal_id;
    const picked = (data?.withdrawals ?? []).filter((w) => wanted === undefined || w.row.id === wanted);
    if (wanted !== undefined && picked.length === 0) {
      return sendApiError(reply, 404, 'NOT_FOUND', INSTA_CASH_TEXT.noSuchWithdrawal);
    }
    const day = today();
    const rows = picked
      .flatMap((w) => scheduleRows(w.emis, day))
      .sort(
        (a, b) =>
          (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : 0) ||
          (a.withdrawal_id < b.withdrawal_id ? -1 : a.withdrawal_id > b.withdrawal_id ? 1 : 0) ||
          a.installment_no - b.installment_no,
      );
    const sum = (pick: (row: (typeof rows)[number]) => number): number =>
      rows.reduce((s, r) => s + pick(r), 0);
    return reply.send(
      emiScheduleSchema.parse({
        eligible: data !== null,
        withdrawal_id: wanted ?? null,
        rows,
        total_emi_paise: sum((r) => r.emi_paise),
        total_interest_paise: sum((r) => r.interest_paise),
        total_principal_paise: sum((r) => r.principal_paise),
        paid_paise: sum((r) => (r.status === 'PAID' ? r.emi_paise : 0)),
        overdue_paise: sum((r) => (r.status === 'OVERDUE' ? r.emi_paise : 0)),
      }),
    );
  });

  app.get(`${INSTA_CASH_ROOT}/transactions`, function transactions(request, reply) {
    const persona = personaOf(request);
    const data = lines.load(persona.user.id);
    const items = data === null ? [] : transactionsOf(data, lines.repayments(data.line.id));
    const total = (type: InstaCashTransaction['type']): number =>
      items.filter((i) => i.type === type).reduce((s, i) => s + i.amount_paise, 0);
    return reply.send(
      instaCashTransactionsSchema.parse({
        eligible: data !== null,
        items,
        total_disbursed_paise: total('DISBURSAL'),
        total_repaid_paise: total('REPAYMENT'),
      }),
    );
  });

  registerOfferRoute(app, ctx, lines);
  registerCreateWithdrawalRoute(app, ctx, lines, disbursements);
  registerRepaymentRoutes(app, ctx, lines);
  registerMandateRoute(app, ctx, lines);
}
