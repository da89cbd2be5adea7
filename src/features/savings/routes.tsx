import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Route, Routes, Link as RouterLink } from 'react-router-dom';

import { savingsL1ScreenQueryOptions, smsBottomsheetQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import { EmptyPanel } from '@/components/feedback/empty-panel';
import { QueryGate } from '@/components/feedback/query-gate';
import { LazyPart, lazyNamed } from '@/components/layout/lazy-part';
import { PageHeader } from '@/components/layout/page-header';
import { RememberedTabs } from '@/components/navigation/remembered-tabs';
import { APP_PATHS, linkAccountsPath } from '@/domain/navigation/app-paths';
import { SAVINGS_TAB_TEXTS } from '@/domain/spending/display-texts';
import { SAVINGS_TABS } from '@/domain/spending/savings-view';

import { AccountSummaryTab } from './components/account-summary-tab';
import { SAVINGS_SCREENS } from './paths';
import { SAVINGS_SCREEN } from './use-savings-view';

const GATE = defineMessages({
  error: { id: 'savings.home.failed', defaultMessage: 'Your savings could not load' },
  loading: { id: 'savings.home.loading', defaultMessage: 'Loading your bank accounts' },
});

// The account summary is the first screen; every transaction and the plan load when opened.
const AllTransactionsTab = lazyNamed(() => import('./components/all-transactions-tab'), 'AllTransactionsTab');
const SpendingPlanScreen = lazyNamed(() => import('./plan/spending-plan-screen'), 'SpendingPlanScreen');

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
        empty={(data) => <NothingLinked screen={data} />}
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

/**
 * A customer with no bank linked (persona newbie): an invitation, not an empty dashboard, with
 * why linking beats SMS tracking (GET `/sms-depreciation-bottomsheet`) when the service says so.
 */
function NothingLinked({ screen }: { screen: SavingsL1Screen }) {
  const intl = useIntl();
  const sms = useQuery(smsBottomsheetQueryOptions());
  const points = sms.data?.show === true ? sms.data.points : [];
  return (
    <EmptyPanel
      icon={<AccountBalanceWallet fontSize="large" />}
      title={
        screen.empty_state?.title ??
        intl.formatMessage({
          id: 'savings.empty.title',
          defaultMessage: 'Track all your bank accounts in one place',
        })
      }
      message={
        screen.empty_state?.message ??
        intl.formatMessage({
          id: 'savings.empty.message',
          defaultMessage:
            'Link your savings accounts through the RBI-regulated account aggregator to see balances and spending.',
        })
      }
      action={
        <>
          {points.length > 0 && (
            <Box
              component="ul"
              aria-label={intl.formatMessage({
                id: 'savings.empty.whyName',
                defaultMessage: 'Why link through the account aggregator',
              })}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mb: 2.5,
                display: 'inline-grid',
                gap: 1,
                textAlign: 'left',
              }}
            >
              {points.map((point) => (
                <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <CheckCircle color="success" fontSize="small" aria-hidden />
                  <Typography variant="body2">{point}</Typography>
                </Box>
              ))}
            </Box>
          )}
          <Box>
            <Button component={RouterLink} to={linkAccountsPath('savings')} variant="contained" size="large">
              <FormattedMessage id="savings.empty.link" defaultMessage="Link bank accounts" />
            </Button>
          </Box>
        </>
      }
    />
  );
}
