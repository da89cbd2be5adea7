import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import type { EquityAnalytics } from '@/api/schemas/stocks-widget';
import { formatSignedBps } from '@/domain/portfolio/change-text';
import { BlockGate } from '@/features/equity/common/block-gate';

import { AllocationSection } from './allocation-section';
import { MoversSection } from './movers-section';
import { ScanSection } from './scan-section';

const GATE = defineMessages({
  error: { id: 'equity.analytics.error', defaultMessage: 'Your analytics could not load' },
  loading: { id: 'equity.analytics.loading', defaultMessage: 'Loading analytics' },
});

/**
 * An "Analytics" tab, for the whole portfolio or one broker: annualised return, the market-cap,
 * sector (and, consolidated, broker) mix, top gainers and losers, and the portfolio scan.
 */
export function AnalyticsPanel({
  query,
  byBroker = false,
}: {
  query: UseQueryResult<EquityAnalytics>;
  byBroker?: boolean;
}) {
  return (
    <BlockGate
      query={query}
      errorHidesData
      messages={GATE}
      blocks={{ heights: [240, 240] }}
      isEmpty={(analytics) => analytics.empty}
      empty={
        <Typography color="textSecondary" role="status">
          <FormattedMessage
            id="equity.analytics.empty"
            defaultMessage="There are no holdings to analyse yet."
          />
        </Typography>
      }
    >
      {(analytics) => <Analytics analytics={analytics} byBroker={byBroker} />}
    </BlockGate>
  );
}

function Analytics({ analytics, byBroker }: { analytics: EquityAnalytics; byBroker: boolean }) {
  const intl = useIntl();
  return (
    <>
      {analytics.xirr_bps !== null && (
        <Card component="section" aria-labelledby="xirr-heading" sx={{ p: 2, mb: 2 }}>
          <Typography id="xirr-heading" variant="body2" color="textSecondary" component="h2">
            <FormattedMessage id="equity.analytics.xirrHeading" defaultMessage="Annualised return (XIRR)" />
          </Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {formatSignedBps(analytics.xirr_bps)}
            <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 1 }}>
              <FormattedMessage
                id="equity.analytics.xirrPerYear"
                defaultMessage="a year, {gain, select, yes {gain} other {loss}}"
                values={{ gain: analytics.xirr_bps >= 0 ? 'yes' : 'no' }}
              />
            </Typography>
          </Typography>
          <Typography variant="caption" color="textSecondary">
            <FormattedMessage
              id="equity.analytics.xirrBasis"
              defaultMessage="From your buy and sell dates and today's value of {count} stocks."
              values={{ count: analytics.stocks_count }}
            />
          </Typography>
        </Card>
      )}
      <AllocationSection
        id="market-cap"
        by="market_cap"
        title={intl.formatMessage({ id: 'equity.analytics.marketCapMix', defaultMessage: 'Market cap mix' })}
        slices={analytics.allocation_by_market_cap}
      />
      <AllocationSection
        id="sector"
        by="sector"
        title={intl.formatMessage({ id: 'equity.analytics.sectorMix', defaultMessage: 'Sector mix' })}
        slices={analytics.allocation_by_sector}
      />
      {byBroker && analytics.allocation_by_broker.length > 1 && (
        <AllocationSection
          id="broker-mix"
          by="broker"
          title={intl.formatMessage({ id: 'equity.analytics.brokerMix', defaultMessage: 'Broker mix' })}
          slices={analytics.allocation_by_broker}
        />
      )}
      <MoversSection analytics={analytics} />
      <ScanSection accountId={analytics.account_id} lastScanAt={analytics.last_pf_scan_at} />
    </>
  );
}
