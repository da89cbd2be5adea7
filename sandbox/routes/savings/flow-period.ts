import { monthsEndingWith } from '@/domain/dates/month';

import { dayRangeOf, istDayRange, istMonthRange, monthsOfRange } from './input';
import { currentMonth, type SavingsEnv } from './scope';

/** The months a money in/out answer lists and the `[start, end)` instants its rows come from. */
export type FlowPeriod = { months: string[]; start: string; end: string };

/**
 * The period of `/money-flow` and `/account-summary`: `from`..`to` when given (its months, only its
 * days counted, so a range starting mid-month never counts the days before it), else the last
 * `months` months with the current one.
 */
export function periodOfQuery(
  env: SavingsEnv,
  input: { months: number; from?: string | undefined; to?: string | undefined },
): FlowPeriod {
  const range = dayRangeOf(input);
  if (range !== null) return { months: monthsOfRange(range), ...istDayRange(range.from, range.to) };
  const months = monthsEndingWith(currentMonth(env), input.months);
  return { months, ...istMonthRange(months[0] ?? currentMonth(env), months.length) };
}
