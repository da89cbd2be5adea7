import { z } from 'zod';

import type { MoneyFlow, MoneyFlowL2 } from '@/api/schemas/aggregator-savings';

import { flowBy, spendingBy } from '../../rules/spending/aggregate';
import { periodOfQuery } from './flow-period';
import {
  accountIdParam,
  checkDayRange,
  DAY_RANGE_FIELDS,
  istMonthRange,
  monthKeyParam,
  monthsParam,
  parseInput,
} from './input';
import { toSpendingTxn } from './rows';
import { monthFlows, resolveScope, type SavingsEnv } from './scope';

const flowQuery = z
  .object({ account_id: accountIdParam.optional(), months: monthsParam, ...DAY_RANGE_FIELDS })
  .superRefine(checkDayRange);
const monthQuery = z.object({ account_id: accountIdParam.optional(), month_key: monthKeyParam });

/**
 * GET `/money-flow`: money in/out of each of the last `months` months (default 6, at most 18), or
 * of each month of `from`..`to` counting only the range's days.
 */
export function buildMoneyFlow(env: SavingsEnv, userId: string, query: unknown): MoneyFlow {
  const input = parseInput(flowQuery, query);
  const scope = resolveScope(env.queries, userId, input.account_id);
  const { months, start, end } = periodOfQuery(env, input);
  const flows = monthFlows(months, env.queries.spending(scope.accountIds, start, end).map(toSpendingTxn));
  const moneyIn = flows.reduce((sum, flow) => sum + flow.money_in_paise, 0);
  const moneyOut = flows.reduce((sum, flow) => sum + flow.money_out_paise, 0);
  const perMonth = Math.max(1, flows.length);
  return {
    account_id: scope.account?.id ?? null,
    months: flows,
    totals: { money_in_paise: moneyIn, money_out_paise: moneyOut, net_paise: moneyIn - moneyOut },
    average_money_in_paise: Math.round(moneyIn / perMonth),
    average_money_out_paise: Math.round(moneyOut / perMonth),
  };
}

/** GET `/money-flow-l2`: one month's money in and out, each by category and by payment mode. */
export function buildMoneyFlowL2(env: SavingsEnv, userId: string, query: unknown): MoneyFlowL2 {
  const input = parseInput(monthQuery, query);
  const scope = resolveScope(env.queries, userId, input.account_id);
  const { start, end } = istMonthRange(input.month_key);
  const txns = env.queries.spending(scope.accountIds, start, end).map(toSpendingTxn);
  const [month] = monthFlows([input.month_key], txns);
  if (month === undefined) throw new Error('unreachable: one month asked, one given');
  return {
    account_id: scope.account?.id ?? null,
    month,
    money_in: {
      by_category: flowBy(txns, 'CREDIT', 'category'),
      by_payment_mode: flowBy(txns, 'CREDIT', 'payment'),
    },
    money_out: { by_category: spendingBy(txns, 'category'), by_payment_mode: spendingBy(txns, 'payment') },
  };
}
