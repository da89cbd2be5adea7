import DoneAll from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { alertsInfiniteOptions } from '@/api/endpoints/alerts';
import { ALERT_TABS, type AlertTab } from '@/api/schemas/alerts';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { PageHeader } from '@/components/layout/page-header';
import { TabBar } from '@/components/navigation/tab-bar';
import { useSearchParam } from '@/components/navigation/use-search-param';

import { AlertsList } from './alerts-list';
import { BudgetAlerts } from './budget-alerts';
import { useMarkRead } from './use-mark-read';

const TAB_LABELS = defineMessages({
  important: { id: 'alerts.tabs.important', defaultMessage: 'Important' },
  others: { id: 'alerts.tabs.others', defaultMessage: 'Others' },
});
const MAX_BADGE = 99;
const OVER_MAX = `${MAX_BADGE}+`;

/**
 * The badge's figure ("99+" past the cap) with words for screen readers around it. Not MUI's Badge:
 * it hides its content from screen readers, and the count belongs in the tab's name.
 */
function UnreadBadge({ count }: { count: number }) {
  const intl = useIntl();
  // A no-break space: a plain one at the edge of a hidden box collapses and the name runs together.
  const unreadWord = `\u00a0${intl.formatMessage({ id: 'alerts.tabs.unread', defaultMessage: 'unread' })}`;
  return (
    <>
      <Box
        component="span"
        sx={{
          ml: 1,
          px: 0.75,
          minWidth: 20,
          display: 'inline-block',
          borderRadius: 10,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: '0.75rem',
          fontWeight: 600,
          lineHeight: '20px',
        }}
      >
        {count > MAX_BADGE ? OVER_MAX : count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {unreadWord}
      </Box>
    </>
  );
}

/**
 * Alerts (docs/product.md#tabs-and-filters): the Important / Others pair with unread badges, the tab kept in
 * `?tab=`.
 */
export function Component() {
  const intl = useIntl();
  const [tab, setTab] = useSearchParam<AlertTab>('tab', ALERT_TABS, 'important');
  const query = useInfiniteQuery(alertsInfiniteOptions(tab));
  const markRead = useMarkRead(tab);
  const unread = query.data?.pages[0]?.unread;
  const unreadHere = (query.data?.pages ?? []).flatMap((p) => p.items).filter((a) => !a.read);
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'alerts.page.title', defaultMessage: 'Alerts' })}
        action={
          unreadHere.length > 0 ? (
            <Button
              size="small"
              startIcon={<DoneAll />}
              onClick={() => markRead.mutate(unreadHere.map((a) => a.alert_id))}
            >
              <FormattedMessage id="alerts.page.markAllRead" defaultMessage="Mark all read" />
            </Button>
          ) : undefined
        }
      />
      <BudgetAlerts />
      <TabBar
        label={intl.formatMessage({ id: 'alerts.tabs.label', defaultMessage: 'Alert groups' })}
        value={tab}
        onChange={setTab}
        tabs={ALERT_TABS.map((id) => {
          const count = unread?.[id] ?? 0;
          return {
            value: id,
            id: `alerts-tab-${id}`,
            controls: 'alerts-panel',
            // Named by what it shows, with the badge explained: "Important 3 unread". The name
            // comes from the content (not aria-label), so it always holds the visible text.
            label: (
              <span>
                {intl.formatMessage(TAB_LABELS[id])}
                {count > 0 && <UnreadBadge count={count} />}
              </span>
            ),
          };
        })}
        gutterBottom
      />
      <Box role="tabpanel" id="alerts-panel" aria-labelledby={`alerts-tab-${tab}`}>
        <AlertsList tab={tab} query={query} onOpen={(id) => markRead.mutate([id])} />
      </Box>
    </>
  );
}
