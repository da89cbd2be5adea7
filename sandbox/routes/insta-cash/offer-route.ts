import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { instaCashOfferSchema, MIN_WITHDRAWAL_PAISE, WITHDRAWAL_TENURES } from '@/api/schemas/insta-cash';
import { istDayOf } from '@/domain/dates/ist';
import { firstDueDate } from '@/domain/loans/credit-line';
import { emiSchedule, monthlyEmiPaise } from '@/domain/loans/emi';
import { paise } from '@/domain/money/paise';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import { fill } from '../../http/language';
import { parseInput } from '../news/request-input';
import { INSTA_CASH_ROOT } from './insta-cash-root';
import { INSTA_CASH_TEXT_WITH } from './insta-cash-texts';
import type { LineQueries } from './line-data';
import { availableOf } from './line-views';

const querySchema = z.object({
  amount_paise: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

/** EMI, interest and total for drawing `amount` over each allowed tenure at the line's rate. */
function tenureQuotes(amount: number, annualRateBps: number, today: string) {
  const firstDue = firstDueDate(today);
  return WITHDRAWAL_TENURES.map((months) => {
    const schedule = emiSchedule({ principal: paise(amount), annualRateBps, months, firstDueDate: firstDue });
    const interest = schedule.reduce((sum, row) => sum + row.interest_paise, 0);
    return {
      tenure_months: months,
      emi_paise: monthlyEmiPaise(paise(amount), annualRateBps, months),
      total_interest_paise: interest,
      total_payable_paise: amount + interest,
      first_due_date: firstDue,
    };
  });
}

/**
 * `GET /insta-cash/offer?amount_paise=` (the get-insta-cash view): how much can be drawn now and
 * the EMI for each tenure, for the amount asked (default: all that is available).
 */
export function registerOfferRoute(app: FastifyInstance, ctx: SandboxContext, lines: LineQueries): void {
  app.get(`${INSTA_CASH_ROOT}/offer`, function offer(request, reply) {
    const persona = personaOf(request);
    const query = parseInput(querySchema, request.query, reply);
    if (query === null) return reply;
    const data = lines.load(persona.user.id);
    if (data === null) return reply.send(instaCashOfferSchema.parse({ eligible: false }));
    const available = availableOf(data);
    const canWithdraw = available >= MIN_WITHDRAWAL_PAISE;
    const amount = query.amount_paise ?? available;
    if (query.amount_paise !== undefined && (amount < MIN_WITHDRAWAL_PAISE || amount > available)) {
      return sendApiError(
        reply,
        422,
        'AMOUNT_OUT_OF_RANGE',
        fill(INSTA_CASH_TEXT_WITH.outOfRange, { min: MIN_WITHDRAWAL_PAISE, max: available }),
      );
    }
    const rate = data.line.annual_rate_bps;
    return reply.send(
      instaCashOfferSchema.parse({
        eligible: true,
        can_withdraw: canWithdraw,
        available_paise: available,
        min_amount_paise: MIN_WITHDRAWAL_PAISE,
        max_amount_paise: available,
        annual_rate_bps: rate,
        lender: data.line.lender,
        quote_amount_paise: amount,
        quotes: canWithdraw ? tenureQuotes(amount, rate, istDayOf(ctx.now())) : [],
      }),
    );
  });
}
