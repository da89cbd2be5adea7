import Box from '@mui/material/Box';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';

import { PageHeader } from '@/components/layout/page-header';
import { TabBar } from '@/components/navigation/tab-bar';
import { APP_PATHS } from '@/domain/navigation/app-paths';

const LABELS = defineMessages({
  overview: { id: 'instaCash.tabs.overview', defaultMessage: 'Instant cash' },
  schedule: { id: 'instaCash.tabs.schedule', defaultMessage: 'EMI schedule' },
  transactions: { id: 'instaCash.tabs.transactions', defaultMessage: 'Transactions' },
});

const TABS = [
  { path: APP_PATHS.instaCash, label: LABELS.overview },
  { path: APP_PATHS.instaCashEmiSchedule, label: LABELS.schedule },
  { path: APP_PATHS.instaCashTransactions, label: LABELS.transactions },
] as const;

/** The three tabbed views; each tab is a link, so the address always names the view. */
export function InstaCashTabs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const current = TABS.find((t) => t.path === pathname.replace(/\/+$/, ''))?.path ?? TABS[0].path;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'instaCash.tabs.title', defaultMessage: 'Instant cash' })}
      />
      <TabBar
        label={intl.formatMessage({ id: 'instaCash.tabs.label', defaultMessage: 'Instant cash views' })}
        value={current}
        tabs={TABS.map((tab) => ({ value: tab.path, label: intl.formatMessage(tab.label), to: tab.path }))}
        gutterBottom
      />
      <Box>
        <Outlet />
      </Box>
    </>
  );
}
