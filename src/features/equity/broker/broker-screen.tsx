import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';

import {
  type BrokerRef,
  equityAnalyticsQueryOptions,
  mastheadQueryOptions,
} from '@/api/endpoints/stocks-widget';
import type { Masthead } from '@/api/schemas/stocks-widget';
import { ErrorState } from '@/components/feedback/error-state';
import { QueryGate } from '@/components/feedback/query-gate';
import { Skeleton } from '@/components/feedback/skeleton';
import { PageHeader } from '@/components/layout/page-header';
import { TabBar } from '@/components/navigation/tab-bar';
import { type BrokerPill, EQUITY_QUERY_KEYS, readBrokerView } from '@/domain/portfolio/equity-query';
import { AnalyticsPanel } from '@/features/equity/analytics/analytics-panel';
import { SignInPrompt } from '@/features/equity/common/sign-in-prompt';
import { SummaryCard } from '@/features/equity/common/summary-card';
import { panelTabs, TabPanel } from '@/features/equity/common/tab-panel';
import { useIstDate } from '@/features/equity/common/use-ist-date';
import { useSetQueryParam } from '@/features/equity/common/use-query-param';
import { isSignedIn } from '@/session/auth-token';

import { AccountDetails } from './account-details';
import { MyStocksTab } from './my-stocks-tab';
import { TrackingActions } from './tracking-actions';
import { TransactionsTab } from './transactions-tab';

const GATE = defineMessages({
  error: { id: 'equity.broker.error', defaultMessage: 'This demat account could not load' },
});

/** The screen's name until the broker's own has loaded, and what it says to an address that names none. */
const SCREEN = defineMessages({
  title: { id: 'equity.broker.title', defaultMessage: 'Broker' },
  notFoundTitle: { id: 'equity.broker.notFoundTitle', defaultMessage: 'No such demat account' },
  notFoundBody: {
    id: 'equity.broker.notFoundBody',
    defaultMessage: 'This link does not name a demat account.',
  },
});

const GROUP = 'broker';
const SOURCE = /^(cdsl|nsdl)$/i;

/**
 * A broker's level 2 (docs/product.md#tabs-and-filters): masthead, then My Stocks, Analytics and Transactions
 * tabs.
 */
export function BrokerScreen() {
  const intl = useIntl();
  const { source = '', accountId = '' } = useParams();
  const broker = useMemo<BrokerRef>(() => ({ source, accountId }), [source, accountId]);
  if (!SOURCE.test(source) || accountId === '') {
    return (
      <ErrorState
        title={intl.formatMessage(SCREEN.notFoundTitle)}
        message={intl.formatMessage(SCREEN.notFoundBody)}
        homeHref="/equity"
      />
    );
  }
  if (!isSignedIn()) {
    return (
      <>
        <PageHeader title={intl.formatMessage(SCREEN.title)} />
        <SignInPrompt />
      </>
    );
  }
  return <BrokerLevel2 broker={broker} />;
}

function BrokerLevel2({ broker }: { broker: BrokerRef }) {
  const intl = useIntl();
  const masthead = useQuery(mastheadQueryOptions(broker));
  return (
    <>
      <PageHeader
        title={masthead.data?.broker_name ?? intl.formatMessage(SCREEN.title)}
        titleIsData={masthead.data !== undefined}
      />
      <QueryGate
        query={masthead}
        errorHidesData
        messages={GATE}
        loading={
          <Skeleton
            variant="rounded"
            height={260}
            sx={{ mb: 2 }}
            aria-label={intl.formatMessage({ id: 'equity.broker.loading', defaultMessage: 'Loading broker' })}
          />
        }
      >
        {(data) => (
          <>
            <BrokerMasthead masthead={data} broker={broker} />
            <BrokerTabs broker={broker} />
          </>
        )}
      </QueryGate>
    </>
  );
}

function BrokerMasthead({ masthead, broker }: { masthead: Masthead; broker: BrokerRef }) {
  const intl = useIntl();
  const istDate = useIstDate();
  return (
    <SummaryCard
      title={intl.formatMessage(
        {
          id: 'equity.broker.summaryTitle',
          defaultMessage: '{count, plural, one {# stock} other {# stocks}} at {broker}',
        },
        { count: masthead.stocks_count, broker: <span translate="no">{masthead.broker_name}</span> },
      )}
      headingId="broker-summary-heading"
      performance={masthead.performance}
      caption={
        masthead.last_synced_at
          ? intl.formatMessage(
              {
                id: 'equity.broker.captionSynced',
                defaultMessage: '{depository} · Client ID {clientId} · Updated {date}',
              },
              {
                depository: masthead.depository,
                clientId: <span translate="no">{masthead.client_id}</span>,
                date: istDate(masthead.last_synced_at),
              },
            )
          : intl.formatMessage(
              { id: 'equity.broker.caption', defaultMessage: '{depository} · Client ID {clientId}' },
              { depository: masthead.depository, clientId: <span translate="no">{masthead.client_id}</span> },
            )
      }
    >
      <AccountDetails broker={broker} />
      <TrackingActions masthead={masthead} />
    </SummaryCard>
  );
}

const TABS = defineMessages({
  'my-stocks': { id: 'equity.broker.tab.myStocks', defaultMessage: 'My Stocks' },
  analytics: { id: 'equity.broker.tab.analytics', defaultMessage: 'Analytics' },
  transactions: { id: 'equity.broker.tab.transactions', defaultMessage: 'Transactions' },
});

function BrokerTabs({ broker }: { broker: BrokerRef }) {
  const intl = useIntl();
  const [query] = useSearchParams();
  const setParam = useSetQueryParam();
  const view = readBrokerView(query);
  return (
    <Box>
      <TabBar
        label={intl.formatMessage({ id: 'equity.broker.tabs', defaultMessage: 'Broker' })}
        value={view.pill}
        onChange={(value: BrokerPill) => setParam([EQUITY_QUERY_KEYS.pill, value, 'my-stocks'])}
        tabs={panelTabs(intl, GROUP, TABS)}
      />
      <TabPanel group={GROUP} value={view.pill}>
        {view.pill === 'my-stocks' && <MyStocksTab broker={broker} view={view} />}
        {view.pill === 'analytics' && <BrokerAnalytics broker={broker} />}
        {view.pill === 'transactions' && <TransactionsTab broker={broker} side={view.side} />}
      </TabPanel>
    </Box>
  );
}

function BrokerAnalytics({ broker }: { broker: BrokerRef }) {
  const analytics = useQuery(equityAnalyticsQueryOptions(broker));
  return <AnalyticsPanel query={analytics} />;
}
