import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';

import { istMonthRange } from './input';
import { balanceOf, toCard, toSpendingTxn } from './rows';
import {
  currentMonth,
  emptyStateFor,
  LINK_BANK_NAVLINK,
  monthFlows,
  resolveScope,
  type SavingsEnv,
  type LanguageOf,
} from './scope';

/** GET `/l1-screen-v2`: total balance, a card per linked account and this month's money in/out. */
export function buildL1Screen(env: SavingsEnv, userId: string, language?: LanguageOf): SavingsL1Screen {
  const scope = resolveScope(env.queries, userId);
  const month = currentMonth(env);
  const { start, end } = istMonthRange(month);
  const txns = env.queries.spending(scope.accountIds, start, end).map(toSpendingTxn);
  const [thisMonth] = monthFlows([month], txns);
  if (thisMonth === undefined) throw new Error('unreachable: one month asked, one given');
  return {
    tabs: [
      { id: 'account_summary', label: 'Account Summary' },
      { id: 'all_transactions', label: 'All Transactions' },
    ],
    has_linked_accounts: scope.accounts.length > 0,
    empty_state: emptyStateFor(scope, language),
    total_balance_paise: scope.accounts.reduce((sum, account) => sum + balanceOf(account), 0),
    accounts: scope.accounts.map(toCard),
    this_month: thisMonth,
    link_account_navlink: LINK_BANK_NAVLINK,
  };
}
