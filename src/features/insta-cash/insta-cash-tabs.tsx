import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';

import { PageHeader } from '@/components/layout/page-header';
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
      <Tabs
        value={current}
        variant="fullWidth"
        aria-label={intl.formatMessage({ id: 'instaCash.tabs.label', defaultMessage: 'Instant cash views' })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            label={intl.formatMessage(tab.label)}
            component={RouterLink}
            to={tab.path}
            replace
            sx={{ px: 0.5, minWidth: 0 }}
          />
        ))}
      </Tabs>
      <Box>
        <Outlet />
      </Box>
    </>
  );
}
