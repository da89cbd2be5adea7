import { z } from 'zod';

import type { AccountSummary } from '@/api/schemas/aggregator-savings';

import { spendingBy } from '../../rules/spending/aggregate';
import { periodOfQuery } from './flow-period';
import { accountIdParam, checkDayRange, DAY_RANGE_FIELDS, monthsParam, parseInput } from './input';
import { balanceOf, toCard, toSpendingTxn } from './rows';
import { emptyStateFor, type LanguageOf, monthFlows, resolveScope, type SavingsEnv } from './scope';

const querySchema = z
  .object({ account_id: accountIdParam.optional(), months: monthsParam, ...DAY_RANGE_FIELDS })
  .superRefine(checkDayRange);

/** How many categories the summary names. */
const TOP_CATEGORIES = 5;

/** GET `/account-summary`: balances and money in/out of the last `months` months, or of `from`..`to`. */
export function buildAccountSummary(
  env: SavingsEnv,
  userId: string,
  query: unknown,
  language?: LanguageOf,
): AccountSummary {
  const input = parseInput(querySchema, query);
  const scope = resolveScope(env.queries, userId, input.account_id);
  const { months, start, end } = periodOfQuery(env, input);
  const txns = env.queries.spending(scope.accountIds, start, end).map(toSpendingTxn);
  const flows = monthFlows(months, txns);
  const moneyIn = flows.reduce((sum, flow) => sum + flow.money_in_paise, 0);
  const moneyOut = flows.reduce((sum, flow) => sum + flow.money_out_paise, 0);
  return {
    account_id: scope.account?.id ?? null,
    accounts: scope.accounts.map(toCard),
    total_balance_paise: scope.accounts.reduce((sum, account) => sum + balanceOf(account), 0),
    months: flows,
    totals: { money_in_paise: moneyIn, money_out_paise: moneyOut, net_paise: moneyIn - moneyOut },
    average_monthly_spend_paise: Math.round(moneyOut / Math.max(1, months.length)),
    top_categories: spendingBy(txns, 'category').slice(0, TOP_CATEGORIES),
    empty_state: emptyStateFor(scope, language),
  };
}
