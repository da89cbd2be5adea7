import { useIntl } from 'react-intl';

import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import { LazyPart, lazyNamed } from '@/components/layout/lazy-part';
import { MoneyTrendCard } from '@/components/trend-chart/money-trend-card';

import { AccountList } from './account-list';
import { BalanceCard } from './balance-card';

// Below the accounts, out of a phone's first screenful: its pickers, pills and charts come in a
// chunk of their own, asked for as the tab renders.
const InsightsSection = lazyNamed(() => import('./insights-section'), 'InsightsSection');

/** Savings level 1, tab "Account Summary": balances, accounts, and the pills below them. */
export function AccountSummaryTab({ screen }: { screen: SavingsL1Screen }) {
  const intl = useIntl();
  return (
    <>
      <BalanceCard screen={screen} />
      <MoneyTrendCard
        headingId="balance-trend-heading"
        title={intl.formatMessage({
          id: 'savings.summary.trendTitle',
          defaultMessage: 'Balance over 12 months',
        })}
        series={intl.formatMessage({ id: 'savings.summary.trendSeries', defaultMessage: 'Total balance' })}
        pick={(point) => point.banks_paise}
      />
      <AccountList accounts={screen.accounts} />
      <LazyPart>
        <InsightsSection accounts={screen.accounts} />
      </LazyPart>
    </>
  );
}
