import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { trackingBottomsheetQueryOptions } from '@/api/endpoints/stocks-widget';
import type { BrokerDetails } from '@/api/schemas/stocks-widget';
import { MoneyTrendCard } from '@/components/trend-chart/money-trend-card';
import { APP_PATHS, linkAccountsPath } from '@/domain/navigation/app-paths';
import { SummaryCard } from '@/features/equity/common/summary-card';

import { BrokerCard } from './broker-card';

/** "Your Brokers": the whole portfolio's headline, then a card per linked broker. */
export function BrokersTab({ details }: { details: BrokerDetails }) {
  const intl = useIntl();
  const count = details.brokers.length;
  return (
    <>
      <SummaryCard
        title={intl.formatMessage({ id: 'equity.brokers.total', defaultMessage: 'All your stocks' })}
        headingId="equity-total-heading"
        performance={details.performance}
        caption={intl.formatMessage(
          {
            id: 'equity.brokers.totalCaption',
            defaultMessage:
              '{brokers, plural, one {# broker} other {# brokers}} · {holdings, plural, one {# holdings} other {# holdings}}',
          },
          { brokers: count, holdings: details.performance.holdings_count },
        )}
      />
      <MoneyTrendCard
        headingId="portfolio-trend-heading"
        title={intl.formatMessage({
          id: 'equity.brokers.trendTitle',
          defaultMessage: 'Portfolio value over 12 months',
        })}
        series={intl.formatMessage({ id: 'equity.brokers.trendSeries', defaultMessage: 'Portfolio value' })}
        pick={(point) => point.stocks_paise}
      />
      <Typography id="your-brokers-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="equity.brokers.heading" defaultMessage="Your brokers" />
      </Typography>
      <Box
        component="ul"
        aria-labelledby="your-brokers-heading"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {details.brokers.map((broker) => (
          <li key={broker.account_id}>
            <BrokerCard broker={broker} />
          </li>
        ))}
      </Box>
      <Button
        component={RouterLink}
        to={linkAccountsPath('equity')}
        variant="outlined"
        fullWidth
        sx={{ mt: 2 }}
      >
        <FormattedMessage id="equity.brokers.linkAnother" defaultMessage="Link another demat account" />
      </Button>
      <Button component={RouterLink} to={APP_PATHS.equityTrackByStatement} fullWidth sx={{ mt: 1 }}>
        <FormattedMessage
          id="equity.brokers.addWithoutAa"
          defaultMessage="Add a broker without the account aggregator"
        />
      </Button>
      <CrossSell />
    </>
  );
}

/**
 * The cross-sell offer (`/cross-sell/tracking-bottomsheet`): a product the customer does not track
 * yet. Shown as a quiet card under the brokers, not as a sheet that interrupts them.
 */
function CrossSell() {
  const sheet = useQuery(trackingBottomsheetQueryOptions());
  const offer = sheet.data?.show ? sheet.data.offer : null;
  if (!offer || offer.product === 'EQUITY') return null;
  return (
    <Card
      component="aside"
      aria-labelledby="cross-sell-heading"
      sx={{ p: 2, mt: 3, bgcolor: 'action.hover' }}
    >
      <Typography id="cross-sell-heading" variant="h3" component="h2">
        {offer.title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        {offer.body}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {offer.bullets.map((bullet) => (
          <Typography component="li" variant="body2" key={bullet}>
            {bullet}
          </Typography>
        ))}
      </Box>
      <Button component={RouterLink} to={offer.cta.navlink} variant="contained" size="small">
        {offer.cta.label}
      </Button>
    </Card>
  );
}
