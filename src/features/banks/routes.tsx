import AccountBalance from '@mui/icons-material/AccountBalance';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, Route, Routes } from 'react-router-dom';

import { savingsL1ScreenQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import { EmptyPanel } from '@/components/feedback/empty-panel';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { LazyPart, lazyNamed } from '@/components/layout/lazy-part';
import { PageHeader } from '@/components/layout/page-header';
import { linkAccountsPath } from '@/domain/navigation/app-paths';
import { BANKS_TABS, type BanksTab } from '@/domain/spending/savings-view';

import { YourBanksTab } from './components/your-banks-tab';
import { BANKS_SCREENS } from './paths';
import { useBanksTab } from './use-banks-tab';

// Your banks is the first screen; an account and the analytics load when opened.
const AccountScreen = lazyNamed(() => import('./components/account-screen'), 'AccountScreen');
const BanksAnalyticsTab = lazyNamed(() => import('./components/banks-analytics-tab'), 'BanksAnalyticsTab');

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
      {screen.isPending ? (
        <ListSkeleton
          label={intl.formatMessage({ id: 'banks.page.loading', defaultMessage: 'Loading your banks' })}
          header
          rows={3}
        />
      ) : screen.isError ? (
        <SectionError
          title={intl.formatMessage({ id: 'banks.page.error', defaultMessage: 'Your banks could not load' })}
          error={screen.error}
          onRetry={() => void screen.refetch()}
        />
      ) : screen.data.has_linked_accounts ? (
        <BanksTabs screen={screen.data} />
      ) : (
        <EmptyPanel
          icon={<AccountBalance fontSize="large" />}
          title={intl.formatMessage({ id: 'banks.empty.title', defaultMessage: 'No bank linked yet' })}
          message={intl.formatMessage({
            id: 'banks.empty.message',
            defaultMessage:
              'Link your bank accounts through the RBI-regulated account aggregator to see every balance in one place. Read-only, and you can revoke consent any time.',
          })}
          action={
            <Button component={RouterLink} to={linkAccountsPath('savings')} variant="contained" size="large">
              <FormattedMessage id="banks.empty.link" defaultMessage="Link bank accounts" />
            </Button>
          }
        />
      )}
    </>
  );
}

function BanksTabs({ screen }: { screen: SavingsL1Screen }) {
  const intl = useIntl();
  const [tab, selectTab] = useBanksTab();
  if (tab === null)
    return (
      <ListSkeleton
        label={intl.formatMessage({ id: 'banks.page.loading', defaultMessage: 'Loading your banks' })}
        header
        rows={3}
      />
    );
  return (
    <>
      <Tabs
        // Arrowing to a tab selects it (automatic activation): no Enter or Space needed.
        selectionFollowsFocus
        value={tab}
        onChange={(_event, next: BanksTab) => selectTab(next)}
        aria-label={intl.formatMessage({ id: 'banks.tabs.label', defaultMessage: 'Banks views' })}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {BANKS_TABS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={intl.formatMessage(TAB_LABELS[id])}
            id={`banks-tab-${id}`}
            aria-controls={`banks-panel-${id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`banks-panel-${tab}`} aria-labelledby={`banks-tab-${tab}`}>
        {tab === 'your_banks' ? (
          <YourBanksTab screen={screen} />
        ) : (
          <LazyPart>
            <BanksAnalyticsTab screen={screen} />
          </LazyPart>
        )}
      </Box>
    </>
  );
}
