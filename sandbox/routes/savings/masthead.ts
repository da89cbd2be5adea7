import { z } from 'zod';

import type { L2Masthead } from '@/api/schemas/aggregator-savings';
import { addMonths, monthKeyOfIndex } from '@/domain/dates/month';
import { monthIndex } from '@/domain/dates/zoned-day';

import { accountIdParam, istMonthRange, monthKeyParam, parseInput } from './input';
import { balanceOf, toSpendingTxn } from './rows';
import {
  currentMonth,
  emptyStateFor,
  type LanguageOf,
  monthFlows,
  resolveScope,
  type SavingsEnv,
  type Scope,
} from './scope';

const querySchema = z.object({ account_id: accountIdParam.optional(), month_key: monthKeyParam.optional() });

/** A month picker never offers more than this many months. */
const MAX_PICKER_MONTHS = 36;

/** Months from the scope's first to its last transaction, newest first. */
function availableMonths(env: SavingsEnv, scope: Scope): string[] {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const id of scope.accountIds) {
    const activity = env.queries.activity(id);
    const from = activity.first === null ? -1 : monthIndex(activity.first);
    const to = activity.last === null ? -1 : monthIndex(activity.last);
    if (from >= 0) first = Math.min(first, from);
    if (to >= 0) last = Math.max(last, to);
  }
  const months: string[] = [];
  for (let index = last; index >= first && months.length < MAX_PICKER_MONTHS; index -= 1) {
    months.push(monthKeyOfIndex(index));
  }
  return months;
}

/** GET `/l2-screen/masthead`: balance and one month's money in/out against the month before. */
export function buildMasthead(
  env: SavingsEnv,
  userId: string,
  query: unknown,
  language?: LanguageOf,
): L2Masthead {
  const input = parseInput(querySchema, query);
  const scope = resolveScope(env.queries, userId, input.account_id);
  const month = input.month_key ?? currentMonth(env);
  const previous = addMonths(month, -1) ?? month;
  const { start, end } = istMonthRange(previous, 2);
  const txns = env.queries.spending(scope.accountIds, start, end).map(toSpendingTxn);
  const [before, current] = monthFlows([previous, month], txns);
  if (before === undefined || current === undefined)
    throw new Error('unreachable: two months asked, two given');
  const spendChange =
    before.money_out_paise > 0
      ? Math.round(((current.money_out_paise - before.money_out_paise) * 10_000) / before.money_out_paise)
      : null;
  return {
    account_id: scope.account?.id ?? null,
    title: scope.account?.bank_name ?? 'All accounts',
    masked_acc_number: scope.account?.masked_acc_number ?? null,
    balance_paise: scope.accounts.reduce((sum, account) => sum + balanceOf(account), 0),
    month: current,
    previous_month: before,
    spend_change_bps: spendChange,
    available_months: availableMonths(env, scope),
    empty_state: emptyStateFor(scope, language),
  };
}
