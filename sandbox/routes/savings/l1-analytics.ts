import {
  l1AnalyticsPayloadSchema,
  type L1Analytics,
  type L1AnalyticsPayload,
} from '@/api/schemas/aggregator-savings';
import { monthKeyText } from '@/domain/dates/day-text';
import {
  ALL_TIME_PERIOD_LABEL,
  customRange,
  daysLabel,
  MAX_RANGE_DAYS,
  type DayRange,
} from '@/domain/dates/periods';

import { clientError } from '../../http/api-errors';
import { flowBy, spendingBy, topCounterparties, totalOf } from '../../rules/spending/aggregate';
import { istDayRange, istMonthRange, parseInput } from './input';
import { EARLIEST, LATEST } from './queries';
import { newestFirst, toSpendingTxn, toTransaction } from './rows';
import { resolveScope, type SavingsEnv } from './scope';

/** Rows listed at most; `transaction_count` tells how many the selection holds. */
const MAX_ROWS = 100;
const TOP_COUNTERPARTIES = 5;

/**
 * POST `/l1-analytics-transactions`: the pills "Transactions" and "Expense Analytics" over one
 * selection (an account or all, a month or all time): spending grouped by month, category or
 * payment mode, the top counterparties, and the selection's newest transactions.
 */
export function buildL1Analytics(env: SavingsEnv, userId: string, body: unknown): L1Analytics {
  const input = parseInput(l1AnalyticsPayloadSchema, body);
  const scope = resolveScope(env.queries, userId, input.account_id);
  const range = periodOf(input);
  const { start, end } =
    range !== null
      ? istDayRange(range.from, range.to)
      : input.month_key === undefined
        ? { start: EARLIEST, end: LATEST }
        : istMonthRange(input.month_key);
  const txns = env.queries.spending(scope.accountIds, start, end).map(toSpendingTxn);
  // The newest rows straight off the index, instead of building every row of the selection.
  const newest = scope.accountIds
    .flatMap((id) => env.pages.page(id, { start, end }, null, MAX_ROWS))
    .sort(newestFirst)
    .slice(0, MAX_ROWS);
  const groups = spendingBy(txns, input.grouping);
  return {
    pills: [
      { id: 'transactions', label: 'Transactions' },
      { id: 'expense_analytics', label: 'Expense Analytics' },
    ],
    selected_pill: input['selected-pill'] ?? 'transactions',
    grouping: input.grouping,
    account_id: scope.account?.id ?? null,
    month_key: input.month_key ?? null,
    period_label:
      range !== null
        ? daysLabel(range)
        : input.month_key === undefined
          ? ALL_TIME_PERIOD_LABEL
          : monthKeyText(input.month_key),
    money_in_paise: totalOf(flowBy(txns, 'CREDIT', 'category')),
    total_spent_paise: totalOf(groups),
    groups,
    top_counterparties: topCounterparties(txns, TOP_COUNTERPARTIES),
    transactions: newest.map((row) => toTransaction(row, scope.byId)),
    transaction_count: txns.length,
  };
}

/**
 * The days asked for with `from`/`to`, or null without them. Both or neither, never with a month,
 * in order and at most {@link MAX_RANGE_DAYS} days: anything else is a 400 naming the fault.
 */
function periodOf(input: L1AnalyticsPayload): DayRange | null {
  if (input.from === undefined && input.to === undefined) return null;
  if (input.from === undefined || input.to === undefined)
    throw clientError(400, 'from/to: give both days of the range, or neither');
  if (input.month_key !== undefined) throw clientError(400, 'month_key: give a month or a range, not both');
  const range = customRange(input.from, input.to);
  if (range === null)
    throw clientError(
      400,
      `from/to: from must not be after to, and a range is at most ${MAX_RANGE_DAYS} days`,
    );
  return range;
}
