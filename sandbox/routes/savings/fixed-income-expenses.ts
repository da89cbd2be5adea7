import { z } from 'zod';

import type { FixedIncomeExpenses } from '@/api/schemas/aggregator-savings';
import { PAYMENT_MODE_LABELS } from '@/domain/spending/payment-mode';
import { detectRecurring, RECURRING_KIND_LABELS, type RecurringItem } from '@/domain/spending/recurring';

import { accountIdParam, parseInput } from './input';
import { EARLIEST, LATEST } from './queries';
import { toSpendingTxn } from './rows';
import { resolveScope, type SavingsEnv } from './scope';

const querySchema = z.object({ account_id: accountIdParam.optional() });

type Item = FixedIncomeExpenses['income'][number];

function toItem(item: RecurringItem): Item {
  const { type: _type, ...rest } = item;
  return {
    ...rest,
    kind_label: RECURRING_KIND_LABELS[item.kind],
    payment_mode_label: PAYMENT_MODE_LABELS[item.payment_mode],
  };
}

function monthlyTotal(items: readonly Item[]): number {
  return items.reduce((sum, item) => sum + item.typical_amount_paise, 0);
}

/** GET `/fixed-income-expenses`: what comes in and goes out every month, found in the history. */
export function buildFixedIncomeExpenses(
  env: SavingsEnv,
  userId: string,
  query: unknown,
): FixedIncomeExpenses {
  const input = parseInput(querySchema, query);
  const scope = resolveScope(env.queries, userId, input.account_id);
  const rows = env.queries.spending(scope.accountIds, EARLIEST, LATEST);
  const items = detectRecurring(
    rows.map((row) => ({ ...toSpendingTxn(row), narration: row.narration ?? '' })),
  );
  const income = items.filter((item) => item.type === 'CREDIT').map(toItem);
  const expenses = items.filter((item) => item.type === 'DEBIT').map(toItem);
  return {
    account_id: scope.account?.id ?? null,
    income,
    expenses,
    monthly_fixed_income_paise: monthlyTotal(income),
    monthly_fixed_expenses_paise: monthlyTotal(expenses),
    monthly_surplus_paise: monthlyTotal(income) - monthlyTotal(expenses),
  };
}
