import { useQuery } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate, Route, Routes } from 'react-router-dom';

import { savingsL1ScreenQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import { QueryGate } from '@/components/feedback/query-gate';
import { LazyPart, lazyNamed } from '@/components/layout/lazy-part';
import { PageHeader } from '@/components/layout/page-header';
import { RememberedTabs } from '@/components/navigation/remembered-tabs';
import { BANKS_TABS } from '@/domain/spending/savings-view';

import { YourBanksTab } from './components/your-banks-tab';
import { BANKS_SCREENS } from './paths';

const GATE = defineMessages({
  error: { id: 'banks.page.error', defaultMessage: 'Your banks could not load' },
  loading: { id: 'banks.page.loading', defaultMessage: 'Loading your banks' },
});

// Your banks is the first screen; an account and the analytics load when opened.
const AccountScreen = lazyNamed(() => import('./components/account-screen'), 'AccountScreen');
const BanksAnalyticsTab = lazyNamed(() => import('./components/banks-analytics-tab'), 'BanksAnalyticsTab');
// Most customers have a bank linked: the invitation to link one loads only for those who have none.
const NoBanks = lazyNamed(() => import('./components/no-banks'), 'NoBanks');

const TAB_LABELS = defineMessages({
  your_banks: { id: 'banks.tabs.yourBanks', defaultMessage: 'Your Banks' },
  analytics: { id: 'banks.tabs.analytics', defaultMessage: 'Analytics' },
});

/** The Banks area (lazy route): linked banks and their accounts, analytics across them. */
export function Component() {
  return (
    <Routes>
      <Route index element={<BanksHome />} />
      <Route
        path={BANKS_SCREENS.account}
        element={
          <LazyPart>
            <AccountScreen />
          </LazyPart>
        }
      />
      <Route path="*" element={<Navigate to="/banks" replace />} />
    </Routes>
  );
}

function BanksHome() {
  const intl = useIntl();
  const screen = useQuery(savingsL1ScreenQueryOptions());
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'banks.page.title', defaultMessage: 'Banks' })} />
      <QueryGate
        query={screen}
        errorHidesData
        messages={GATE}
        header
        rows={3}
        isEmpty={(data) => !data.has_linked_accounts}
        empty={
          <LazyPart>
            <NoBanks />
          </LazyPart>
        }
      >
        {(data) => <BanksTabs screen={data} />}
      </QueryGate>
    </>
  );
}

function BanksTabs({ screen }: { screen: SavingsL1Screen }) {
  const intl = useIntl();
  return (
    <RememberedTabs
      screen="banks"
      tabs={BANKS_TABS}
      label={intl.formatMessage({ id: 'banks.tabs.label', defaultMessage: 'Banks views' })}
      tabLabel={(id) => intl.formatMessage(TAB_LABELS[id])}
      loadingLabel={intl.formatMessage(GATE.loading)}
    >
      {(tab) =>
        tab === 'your_banks' ? <YourBanksTab screen={screen} /> : <BanksAnalyticsTab screen={screen} />
      }
    </RememberedTabs>
  );
}
