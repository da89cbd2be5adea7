import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { cardAnalyticsSchema } from '@/api/schemas/credit-cards';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { dayNumber, isoDayFromNumber } from '@/domain/dates/iso-day';
import { istDayOf } from '@/domain/dates/ist';
import { shiftMonthKey } from '@/domain/dates/month';

import type { SandboxContext } from '../../context';
import { personaOf } from '../../http/auth';
import { shareBps } from '../../rules/cards/card-limits';
import { spendAnalytics } from '../../rules/cards/spend-analytics';
import { parseInput } from '../news/request-input';
import { checkDayRange, dayRangeOf, DAY_RANGE_FIELDS, monthsOfRange } from '../savings/input';
import type { CardQueries } from './card-queries';
import { last4Of } from './card-views';

const querySchema = z
  .object({ months: z.coerce.number().int().min(1).max(24).default(6), ...DAY_RANGE_FIELDS })
  .superRefine(checkDayRange);

/**
 * `GET /cc-service/cards/analytics?months=6`: spend by month, category and card across the
 * caller's linked cards over the last `months` calendar months (this month included), or over the
 * IST days `from`..`to` (`?from=2024-04-01&to=2025-03-31`), counting only the range's days.
 */
export function registerCardAnalyticsRoute(app: FastifyInstance, ctx: SandboxContext, q: CardQueries): void {
  app.get(`${SERVICE_ROOTS.creditCard}/cards/analytics`, function cardAnalytics(request, reply) {
    const persona = personaOf(request);
    const query = parseInput(querySchema, request.query, reply);
    if (query === null) return reply;
    const user = persona.user.id;
    const range = dayRangeOf(query);
    // A range ends on its last day; its months run from its first day's month to that one.
    const today = range?.to ?? istDayOf(ctx.now());
    const months = range === null ? query.months : monthsOfRange(range).length;
    const fromMonth = shiftMonthKey(today, 1 - months);
    // Stored instants are UTC; a day's margin keeps 00:00–05:30 IST on the 1st in the window.
    const since = isoDayFromNumber(dayNumber(`${fromMonth}-01`) - 1);
    const rows = q.spend
      .all({ user, since })
      .map((r) => ({
        cardId: r.card_id,
        postedAt: istDayOf(new Date(r.posted_at)),
        type: r.type,
        amountPaise: r.amount_paise,
        category: r.category,
      }))
      .filter((r) => range === null || (r.postedAt >= range.from && r.postedAt <= range.to));
    const result = spendAnalytics(rows, months, today);
    const cards = q.cards.all({ user });
    return reply.send(
      cardAnalyticsSchema.parse({
        months,
        from_month: fromMonth,
        to_month: today.slice(0, 7),
        total_spend_paise: result.totalSpendPaise,
        total_credits_paise: result.totalCreditsPaise,
        by_month: result.byMonth.map((m) => ({
          month_key: m.monthKey,
          spend_paise: m.spendPaise,
          credits_paise: m.creditsPaise,
          transaction_count: m.transactionCount,
        })),
        by_category: result.byCategory.map((c) => ({
          category: c.category,
          spend_paise: c.spendPaise,
          share_bps: c.shareBps,
          transaction_count: c.transactionCount,
        })),
        by_card: cards.map((card) => {
          const spend = result.byCard.get(card.id) ?? 0;
          return {
            card_id: card.id,
            card_name: card.card_name,
            last4: last4Of(card.masked_number),
            spend_paise: spend,
            share_bps: shareBps(spend, result.totalSpendPaise),
          };
        }),
        excludes_locked_statements: (q.lockedCount.get({ user })?.count ?? 0) > 0,
        is_empty: result.totalSpendPaise === 0 && result.totalCreditsPaise === 0,
      }),
    );
  });
}
