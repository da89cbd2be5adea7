import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { brokerDetailsQueryOptions, consolidatedAnalyticsQueryOptions } from '@/api/endpoints/stocks-widget';
import { LazyPart, lazyNamed } from '@/components/layout/lazy-part';
import { PageHeader } from '@/components/layout/page-header';
import { TabBar } from '@/components/navigation/tab-bar';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import {
  EQUITY_QUERY_KEYS,
  type EquityPill,
  readBrokerView,
  readEquityPill,
} from '@/domain/portfolio/equity-query';
import { isSignedIn } from '@/session/auth-token';

import { BrokersTab } from './brokers/brokers-tab';
import { BlockGate } from './common/block-gate';
import { SignInPrompt } from './common/sign-in-prompt';
import { panelTabs, TabPanel } from './common/tab-panel';
import { useSetQueryParam } from './common/use-query-param';

const GATE = defineMessages({
  error: { id: 'equity.home.error', defaultMessage: 'Your brokers could not load' },
  loading: { id: 'equity.home.loading', defaultMessage: 'Loading your brokers' },
});

const GROUP = 'equity';

// "Your Brokers" is the first screen; the other tabs and the sales page load when shown.
const AnalyticsPanel = lazyNamed(() => import('./analytics/analytics-panel'), 'AnalyticsPanel');
const MyStocksTab = lazyNamed(() => import('./broker/my-stocks-tab'), 'MyStocksTab');
const SalesPage = lazyNamed(() => import('./brokers/sales-page'), 'SalesPage');

/**
 * Equity level 1 (docs/product.md#tabs-and-filters): "Your Brokers" and "Analytics" across every linked demat
 * account, or the sales page when none is linked yet. The tab is the `selected-pill` of the URL.
 */
export function EquityHome() {
  const intl = useIntl();
  const brokers = useQuery(brokerDetailsQueryOptions());
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'equity.home.title', defaultMessage: 'Equity' })}
        action={
          isSignedIn() ? (
            <Button component={RouterLink} to={APP_PATHS.equityCapitalGains} size="small">
              <FormattedMessage id="equity.home.capitalGains" defaultMessage="Capital gains" />
            </Button>
          ) : undefined
        }
      />
      {!isSignedIn() ? (
        <SignInPrompt />
      ) : (
        <BlockGate
          query={brokers}
          errorHidesData
          messages={GATE}
          blocks={{ heights: [48, 180, 120, 120] }}
          // No demat account linked yet: the sales page is the way in.
          isEmpty={(details) => details.empty}
          empty={
            <LazyPart>
              <SalesPage />
            </LazyPart>
          }
        >
          {(details) => <EquityTabs details={details} />}
        </BlockGate>
      )}
    </>
  );
}

/** Mounted only while its tab is open, so the analytics load on first look, not before. */
function ConsolidatedAnalytics() {
  const analytics = useQuery(consolidatedAnalyticsQueryOptions());
  return <AnalyticsPanel query={analytics} byBroker />;
}

const TABS = defineMessages({
  'your-brokers': { id: 'equity.home.tab.yourBrokers', defaultMessage: 'Your Brokers' },
  'all-holdings': { id: 'equity.home.tab.allHoldings', defaultMessage: 'All holdings' },
  analytics: { id: 'equity.home.tab.analytics', defaultMessage: 'Analytics' },
});

function EquityTabs({ details }: { details: Parameters<typeof BrokersTab>[0]['details'] }) {
  const intl = useIntl();
  const [query] = useSearchParams();
  const setParam = useSetQueryParam();
  const pill = readEquityPill(query);
  return (
    <>
      <TabBar
        label={intl.formatMessage({ id: 'equity.home.tabs', defaultMessage: 'Equity' })}
        value={pill}
        onChange={(value: EquityPill) => setParam([EQUITY_QUERY_KEYS.pill, value, 'your-brokers'])}
        tabs={panelTabs(intl, GROUP, TABS)}
      />
      {pill === 'your-brokers' ? (
        <TabPanel group={GROUP} value="your-brokers">
          <BrokersTab details={details} />
        </TabPanel>
      ) : pill === 'all-holdings' ? (
        <TabPanel group={GROUP} value="all-holdings">
          <LazyPart>
            <MyStocksTab broker={null} view={readBrokerView(query)} />
          </LazyPart>
        </TabPanel>
      ) : (
        <TabPanel group={GROUP} value="analytics">
          <LazyPart>
            <ConsolidatedAnalytics />
          </LazyPart>
        </TabPanel>
      )}
    </>
  );
}
