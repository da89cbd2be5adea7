import type { Budgets } from '@/api/schemas/spending-plan';
import { istMonthDay } from '@/domain/dates/ist';
import { budgetProgress, TOTAL_BUDGET } from '@/domain/spending/budget-pace';

import { spendingBy, totalOf } from '../../../rules/spending/aggregate';
import { istMonthRange } from '../input';
import { toSpendingTxn } from '../rows';
import { resolveScope, type SavingsEnv } from '../scope';
import type { BudgetRow } from './store';

/**
 * GET `/budgets`: each budget of the caller with this IST month's spending across every linked
 * account (by the customer's own categories; self-transfers are not spending), what is left and
 * the pace for today. Largest share spent first.
 */
export function buildBudgets(env: SavingsEnv, userId: string, rows: readonly BudgetRow[]): Budgets {
  const today = istMonthDay(env.ctx.now());
  const scope = resolveScope(env.queries, userId);
  const { start, end } = istMonthRange(today.monthKey);
  const byCategory = spendingBy(
    env.queries.spending(scope.accountIds, start, end).map(toSpendingTxn),
    'category',
  );
  const spentOf = (category: string) =>
    category === TOTAL_BUDGET
      ? totalOf(byCategory)
      : (byCategory.find((group) => group.key === category)?.total_paise ?? 0);
  const budgets = rows.map((row) => {
    const spent = spentOf(row.category);
    const progress = budgetProgress({
      limitPaise: row.limit_paise,
      spentPaise: spent,
      day: today.day,
      daysInMonth: today.daysInMonth,
    });
    return {
      category: row.category as Budgets['budgets'][number]['category'],
      limit_paise: row.limit_paise,
      spent_paise: spent,
      left_paise: progress.leftPaise,
      projected_paise: progress.projectedPaise,
      pace_fraction: progress.paceFraction,
      status: progress.status,
    };
  });
  budgets.sort(
    (a, b) =>
      b.spent_paise / b.limit_paise - a.spent_paise / a.limit_paise || (a.category < b.category ? -1 : 1),
  );
  return { month_key: today.monthKey, day: today.day, days_in_month: today.daysInMonth, budgets };
}
