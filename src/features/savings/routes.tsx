import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Route, Routes, Link as RouterLink } from 'react-router-dom';

import { savingsL1ScreenQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import { QueryGate } from '@/components/feedback/query-gate';
import { LazyPart, lazyNamed } from '@/components/layout/lazy-part';
import { PageHeader } from '@/components/layout/page-header';
import { RememberedTabs } from '@/components/navigation/remembered-tabs';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { SAVINGS_TAB_TEXTS } from '@/domain/spending/display-texts';
import { SAVINGS_TABS } from '@/domain/spending/savings-view';

import { AccountSummaryTab } from './components/account-summary-tab';
import { SAVINGS_SCREEN, SAVINGS_SCREENS } from './paths';

const GATE = defineMessages({
  error: { id: 'savings.home.failed', defaultMessage: 'Your savings could not load' },
  loading: { id: 'savings.home.loading', defaultMessage: 'Loading your bank accounts' },
});

// The account summary is the first screen; every transaction and the plan load when opened.
const AllTransactionsTab = lazyNamed(() => import('./components/all-transactions-tab'), 'AllTransactionsTab');
const SpendingPlanScreen = lazyNamed(() => import('./plan/spending-plan-screen'), 'SpendingPlanScreen');
// Most customers have a bank linked: the invitation to link one loads only for those who have none.
const NothingLinked = lazyNamed(() => import('./components/nothing-linked'), 'NothingLinked');

/** The Savings area (lazy route): its home, and budgets and category rules. */
export function Component() {
  return (
    <Routes>
      <Route index element={<SavingsHome />} />
      <Route
        path={SAVINGS_SCREENS.plan}
        element={
          <LazyPart>
            <SpendingPlanScreen />
          </LazyPart>
        }
      />
      <Route path="*" element={<SavingsHome />} />
    </Routes>
  );
}

/** Balances, every transaction, and where the money goes. */
function SavingsHome() {
  const intl = useIntl();
  const screen = useQuery(savingsL1ScreenQueryOptions());
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'savings.home.title', defaultMessage: 'Savings' })}
        action={
          <Button component={RouterLink} to={APP_PATHS.savingsPlan} size="small">
            <FormattedMessage id="savings.home.planLink" defaultMessage="Budgets and rules" />
          </Button>
        }
      />
      <QueryGate
        query={screen}
        errorHidesData
        messages={GATE}
        header
        rows={3}
        isEmpty={(data) => !data.has_linked_accounts}
        empty={(data) => (
          <LazyPart>
            <NothingLinked screen={data} />
          </LazyPart>
        )}
      >
        {(data) => <SavingsTabs screen={data} />}
      </QueryGate>
    </>
  );
}

function SavingsTabs({ screen }: { screen: SavingsL1Screen }) {
  const intl = useIntl();
  return (
    <RememberedTabs
      screen={SAVINGS_SCREEN}
      tabs={SAVINGS_TABS}
      label={intl.formatMessage({ id: 'savings.home.tabsName', defaultMessage: 'Savings views' })}
      // Our own words for the gateway's tabs (the same in English), so they follow the language.
      tabLabel={(id) => intl.formatMessage(SAVINGS_TAB_TEXTS[id])}
      loadingLabel={intl.formatMessage({
        id: 'savings.home.loadingTabs',
        defaultMessage: 'Loading your savings',
      })}
    >
      {(tab) =>
        tab === 'account_summary' ? (
          <AccountSummaryTab screen={screen} />
        ) : (
          <AllTransactionsTab accounts={screen.accounts} />
        )
      }
    </RememberedTabs>
  );
}
