import AccountBalance from '@mui/icons-material/AccountBalance';
import PieChart from '@mui/icons-material/PieChart';
import TrendingUp from '@mui/icons-material/TrendingUp';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { salesPageQueryOptions } from '@/api/endpoints/stocks-widget';
import { linkAccountsPath } from '@/domain/navigation/app-paths';
import { BlockGate } from '@/features/equity/common/block-gate';

const GATE = defineMessages({
  error: { id: 'equity.sales.error', defaultMessage: 'This page could not load' },
  loading: { id: 'equity.sales.loading', defaultMessage: 'Loading' },
});

const ICONS: Record<string, typeof PieChart> = {
  brokers: AccountBalance,
  allocation: PieChart,
  movers: TrendingUp,
  consent: VerifiedUser,
};

/**
 * For a customer with no demat account linked: what tracking gives, that it is read-only on their
 * consent, and one clear way in, the equity flow of the account-aggregator onboarding.
 */
export function SalesPage() {
  const intl = useIntl();
  const page = useQuery(salesPageQueryOptions());
  return (
    <BlockGate query={page} errorHidesData messages={GATE} blocks={{ heights: [160, 240] }}>
      {(sales) => (
        <Box component="section" aria-labelledby="equity-sales-heading">
          <Card sx={{ p: 3, mb: 2, bgcolor: 'primary.main', color: 'primary.contrastText', border: 0 }}>
            <TrendingUp aria-hidden sx={{ fontSize: 40, mb: 1, color: 'secondary.main' }} />
            <Typography id="equity-sales-heading" variant="h2" component="h2">
              {sales.title}
            </Typography>
            <Typography sx={{ mt: 1, opacity: 0.9 }}>{sales.subtitle}</Typography>
            <Box
              sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}
              aria-label={intl.formatMessage({
                id: 'equity.sales.depositories',
                defaultMessage: 'Depositories supported',
              })}
            >
              {sales.depositories.map((depository) => (
                <Chip
                  key={depository.fip_id}
                  label={depository.name}
                  size="small"
                  sx={{ bgcolor: 'rgba(255,255,255,0.14)', color: 'inherit', maxWidth: '100%' }}
                />
              ))}
            </Box>
            <Button
              component={RouterLink}
              to={linkAccountsPath('equity')}
              variant="contained"
              color="secondary"
              size="large"
              fullWidth
              sx={{ mt: 3 }}
            >
              {sales.primary_cta.label}
            </Button>
            <Button
              component={RouterLink}
              to={sales.secondary_cta.navlink}
              variant="text"
              color="inherit"
              fullWidth
              sx={{ mt: 1 }}
            >
              {sales.secondary_cta.label}
            </Button>
          </Card>
          <Typography id="equity-benefits-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
            <FormattedMessage id="equity.sales.benefits" defaultMessage="What you get" />
          </Typography>
          <Box
            component="ul"
            aria-labelledby="equity-benefits-heading"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {sales.benefits.map((benefit) => {
              const Icon = ICONS[benefit.icon] ?? TrendingUp;
              return (
                <Card
                  component="li"
                  key={benefit.title}
                  sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
                >
                  <Icon aria-hidden color="primary" />
                  <Box>
                    <Typography variant="h3" component="h3">
                      {benefit.title}
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {benefit.body}
                    </Typography>
                  </Box>
                </Card>
              );
            })}
          </Box>
        </Box>
      )}
    </BlockGate>
  );
}
