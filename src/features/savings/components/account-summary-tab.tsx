import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';

import { AccountList } from './account-list';
import { BalanceCard } from './balance-card';
import { InsightsSection } from './insights-section';

/** Savings level 1, tab "Account Summary": balances, accounts, and the pills below them. */
export function AccountSummaryTab({ screen }: { screen: SavingsL1Screen }) {
  return (
    <>
      <BalanceCard screen={screen} />
      <AccountList accounts={screen.accounts} />
      <InsightsSection accounts={screen.accounts} />
    </>
  );
}
