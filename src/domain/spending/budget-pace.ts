/**
 * Monthly budgets: how much of a category's (or all spending's) limit the current IST month has
 * used, what is left, and whether the month is on pace to run over. The pace is linear: by day
 * `d` of an `n`-day month, `d / n` of the budget may be spent; spending so far, carried on at the
 * same rate to the month's end, is the projection.
 */

/** The budget over every spending category: stored and sent under this name. */
export const TOTAL_BUDGET = 'All spending';

/** Over the limit already; on pace to pass it by the month's end; or within it. */
type BudgetStatus = 'OVER' | 'ON_PACE_TO_OVER' | 'ON_TRACK';

export type BudgetProgress = {
  leftPaise: number;
  /** The share of the month gone by the end of today: where the pace marker sits (0–1). */
  paceFraction: number;
  /** The share of the budget spent (may pass 1). */
  spentFraction: number;
  /** Spending at today's rate, carried on to the month's end. */
  projectedPaise: number;
  status: BudgetStatus;
};

/** Progress of a budget of `limitPaise` with `spentPaise` spent by day `day` of the month. */
export function budgetProgress({
  limitPaise,
  spentPaise,
  day,
  daysInMonth,
}: {
  limitPaise: number;
  spentPaise: number;
  day: number;
  daysInMonth: number;
}): BudgetProgress {
  const elapsed = Math.min(Math.max(day, 1), daysInMonth);
  const projectedPaise = Math.round((spentPaise * daysInMonth) / elapsed);
  const status: BudgetStatus =
    spentPaise > limitPaise ? 'OVER' : projectedPaise > limitPaise ? 'ON_PACE_TO_OVER' : 'ON_TRACK';
  return {
    leftPaise: limitPaise - spentPaise,
    paceFraction: elapsed / daysInMonth,
    spentFraction: limitPaise > 0 ? spentPaise / limitPaise : 0,
    projectedPaise,
    status,
  };
}
