import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';

import { PageHeader } from '@/components/layout/page-header';
import { APP_PATHS } from '@/domain/navigation/app-paths';

const TABS = [
  { path: APP_PATHS.instaCash, label: 'Instant cash' },
  { path: APP_PATHS.instaCashEmiSchedule, label: 'EMI schedule' },
  { path: APP_PATHS.instaCashTransactions, label: 'Transactions' },
] as const;

/** The three tabbed views; each tab is a link, so the address always names the view. */
export function InstaCashTabs() {
  const { pathname } = useLocation();
  const current = TABS.find((t) => t.path === pathname.replace(/\/+$/, ''))?.path ?? TABS[0].path;
  return (
    <>
      <PageHeader title="Instant cash" />
      <Tabs
        value={current}
        variant="fullWidth"
        aria-label="Instant cash views"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            label={tab.label}
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
