import { z } from 'zod';

import type { IndividualCategory } from '@/api/schemas/aggregator-savings';
import { INCOME_CATEGORY, isTransactionCategory } from '@/domain/spending/categories';

import { flowBy, isCountable, topCounterparties } from '../../rules/spending/aggregate';
import { accountIdParam, istMonthRange, monthKeyParam, parseInput } from './input';
import { EARLIEST, LATEST } from './queries';
import { newestFirst, toSpendingTxn, toTransaction } from './rows';
import { resolveScope, type SavingsEnv } from './scope';

const querySchema = z.object({
  category: z.string().refine(isTransactionCategory, 'must be a category of the taxonomy'),
  month_key: monthKeyParam.optional(),
  account_id: accountIdParam.optional(),
});

/** Rows listed at most; `transaction_count` tells how many there are. */
const MAX_ROWS = 100;
const TOP_COUNTERPARTIES = 5;

/** GET `/individual-category`: one category's total, monthly trend, counterparties and rows. */
export function buildIndividualCategory(env: SavingsEnv, userId: string, query: unknown): IndividualCategory {
  const input = parseInput(querySchema, query);
  const scope = resolveScope(env.queries, userId, input.account_id);
  const { start, end } =
    input.month_key === undefined ? { start: EARLIEST, end: LATEST } : istMonthRange(input.month_key);
  // Income is money coming in; every other category is spending (a refund is filed as Income).
  const direction = input.category === INCOME_CATEGORY ? 'CREDIT' : 'DEBIT';
  const rows = env.queries
    .categoryBetween(scope.accountIds, start, end, input.category)
    .filter((row) => row.type === direction)
    .sort(newestFirst);
  const txns = rows.map(toSpendingTxn);
  const counted = txns.filter(isCountable);
  return {
    category: input.category,
    account_id: scope.account?.id ?? null,
    month_key: input.month_key ?? null,
    direction,
    total_paise: counted.reduce((sum, txn) => sum + txn.amount_paise, 0),
    count: counted.length,
    by_month: flowBy(txns, direction, 'month'),
    top_counterparties: topCounterparties(txns, TOP_COUNTERPARTIES, direction),
    transactions: rows.slice(0, MAX_ROWS).map((row) => toTransaction(row, scope.byId)),
    transaction_count: rows.length,
  };
}
