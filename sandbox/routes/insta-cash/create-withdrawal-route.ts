import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { createdWithdrawalSchema, MIN_WITHDRAWAL_PAISE, WITHDRAWAL_TENURES } from '@/api/schemas/insta-cash';
import { istDayOf } from '@/domain/dates/ist';
import { firstDueDate, processingFeePaise } from '@/domain/loans/credit-line';
import { emiSchedule } from '@/domain/loans/emi';
import { paise } from '@/domain/money/paise';

import type { SandboxContext } from '../../context';
import { personaOf } from '../../http/auth';
import {
  requiredIdempotencyKeyOf,
  idempotencyStore,
  runOnce,
  sendOutcome,
  type Refusal,
  type StoredAnswer,
} from '../../http/idempotency';
import { fill } from '../../http/language';
import { refusedUnsafeAmount } from '../../http/write-guards';
import { parseInput } from '../news/request-input';
import type { DisbursementStore } from './disbursements';
import { INSTA_CASH_ROOT } from './insta-cash-root';
import { INSTA_CASH_TEXT, INSTA_CASH_TEXT_WITH } from './insta-cash-texts';
import type { EmiDbRow, LineData, LineQueries, WithdrawalRead } from './line-data';
import { availableOf, scheduleRows, withdrawalView } from './line-views';

const bodySchema = z.object({
  amount_paise: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  tenure_months: z.union(WITHDRAWAL_TENURES.map((months) => z.literal(months))),
});

const NOT_ELIGIBLE: Refusal = {
  status: 422,
  code: 'NOT_ELIGIBLE',
  message: INSTA_CASH_TEXT.notEligible,
};

/**
 * `POST /insta-cash/withdrawals` `{ amount_paise, tenure_months }`: draws on the line. The money
 * goes to the account of the last withdrawal (the repayment mandate's), else the first linked
 * savings account. EMIs follow the reducing-balance schedule from the 5th of next month. An
 * optional `Idempotency-Key` makes retries safe: the same key and body replay the first answer,
 * the same key with another body is refused. The 2 % processing fee is deducted from the disbursal.
 * The bank credits the money at once, or 10 s later for ₹x.54 (see disbursements.ts).
 */
export function registerCreateWithdrawalRoute(
  app: FastifyInstance,
  ctx: SandboxContext,
  lines: LineQueries,
  disbursements: DisbursementStore,
): void {
  const keys = idempotencyStore(ctx.db, 'insta-cash-withdrawal');
  const savingsAccount = ctx.db.prepare<[string], { masked_acc_number: string }>(
    `SELECT masked_acc_number FROM fi_accounts WHERE user_id = ? AND linked = 1 AND fi_type = 'DEPOSIT'
     ORDER BY linked_at, id LIMIT 1`,
  );
  const insertWithdrawal = ctx.db.prepare<[WithdrawalRead & { line: string }]>(
    `INSERT INTO withdrawals (id, credit_line_id, amount_paise, tenure_months, annual_rate_bps,
       processing_fee_paise, disbursed_on, bank_account_masked, status)
     VALUES (@id, @line, @amount_paise, @tenure_months, @annual_rate_bps, @processing_fee_paise,
       @disbursed_on, @bank_account_masked, @status)`,
  );
  const insertEmi = ctx.db.prepare<[EmiDbRow]>(
    `INSERT INTO emis (id, withdrawal_id, installment_no, due_date, opening_principal_paise, emi_paise,
       interest_paise, principal_paise, closing_principal_paise, status, paid_on)
     VALUES (@id, @withdrawal_id, @installment_no, @due_date, @opening_principal_paise, @emi_paise,
       @interest_paise, @principal_paise, @closing_principal_paise, @status, @paid_on)`,
  );

  function refusal(data: LineData, amount: number): Refusal | null {
    if (data.line.status === 'FROZEN')
      return { status: 422, code: 'LINE_FROZEN', message: INSTA_CASH_TEXT.lineFrozen };
    if (amount < MIN_WITHDRAWAL_PAISE) {
      return {
        status: 422,
        code: 'AMOUNT_BELOW_MINIMUM',
        message: fill(INSTA_CASH_TEXT_WITH.belowMinimum, { min: MIN_WITHDRAWAL_PAISE }),
      };
    }
    const available = availableOf(data);
    if (amount > available) {
      return {
        status: 422,
        code: 'AMOUNT_ABOVE_AVAILABLE',
        message: fill(INSTA_CASH_TEXT_WITH.aboveAvailable, { max: available }),
      };
    }
    return null;
  }

  function withdraw(userId: string, data: LineData, amount: number, tenure: number, now: Date): StoredAnswer {
    const today = istDayOf(now);
    const row: WithdrawalRead = {
      id: `wdl_${randomUUID()}`,
      amount_paise: amount,
      tenure_months: tenure,
      annual_rate_bps: data.line.annual_rate_bps,
      processing_fee_paise: processingFeePaise(amount),
      disbursed_on: today,
      bank_account_masked:
        data.withdrawals[0]?.row.bank_account_masked ??
        savingsAccount.get(userId)?.masked_acc_number ??
        'XXXXXXXX0000',
      status: 'ACTIVE',
    };
    const plan = emiSchedule({
      principal: paise(amount),
      annualRateBps: row.annual_rate_bps,
      months: tenure,
      firstDueDate: firstDueDate(today),
    });
    const emis: EmiDbRow[] = plan.map((r) => ({
      ...r,
      id: `${row.id}-emi-${String(r.installment_no).padStart(2, '0')}`,
      withdrawal_id: row.id,
      status: 'UPCOMING',
      paid_on: null,
    }));
    const schedule = scheduleRows(emis, today);
    insertWithdrawal.run({ ...row, line: data.line.id });
    emis.forEach((emi, i) => insertEmi.run({ ...emi, status: schedule[i]?.status ?? 'UPCOMING' }));
    const after = lines.load(userId);
    const body = createdWithdrawalSchema.parse({
      withdrawal: withdrawalView(row, emis, today, disbursements.record(row.id, userId, amount, now)),
      schedule,
      available_paise: after === null ? 0 : availableOf(after),
    });
    return { status: 201, body };
  }

  app.post(`${INSTA_CASH_ROOT}/withdrawals`, function createWithdrawal(request, reply) {
    const persona = personaOf(request);
    // Money moves: a withdrawal without its key answers 400, as docs/sandbox.md says.
    const key = requiredIdempotencyKeyOf(request, reply, 'A withdrawal');
    if (key === null) return reply;
    if (refusedUnsafeAmount(reply, request.body, ['amount_paise'])) return reply;
    const body = parseInput(bodySchema, request.body, reply);
    if (body === null) return reply;
    const userId = persona.user.id;
    const now = ctx.now();

    // The key check, the limit check and the insert run in one transaction: a retry cannot interleave.
    const outcome = runOnce(ctx.db, keys, { user: userId, key, body, now }, () => {
      const data = lines.load(userId);
      if (data === null) return NOT_ELIGIBLE;
      return (
        refusal(data, body.amount_paise) ?? withdraw(userId, data, body.amount_paise, body.tenure_months, now)
      );
    });
    return sendOutcome(reply, outcome);
  });
}
