import { l1AnalyticsPayloadSchema, type L1Analytics } from '@/api/schemas/aggregator-savings';
import { flowBy, spendingBy, topCounterparties, totalOf } from '@/domain/spending/aggregate';
import { monthLabel } from '@/domain/spending/month-key';

import { istMonthRange, parseInput } from './input';
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
  const { start, end } =
    input.month_key === undefined ? { start: EARLIEST, end: LATEST } : istMonthRange(input.month_key);
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
    period_label: input.month_key === undefined ? 'All time' : monthLabel(input.month_key),
    money_in_paise: totalOf(flowBy(txns, 'CREDIT', 'category')),
    total_spent_paise: totalOf(groups),
    groups,
    top_counterparties: topCounterparties(txns, TOP_COUNTERPARTIES),
    transactions: newest.map((row) => toTransaction(row, scope.byId)),
    transaction_count: txns.length,
  };
}
