import AccountBalance from '@mui/icons-material/AccountBalance';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { defineText } from '@/domain/text/message';

const GAINS = [
  defineText({
    id: 'home.linkCall.gainNetWorth',
    defaultMessage: 'Your net worth across banks, stocks, cards and loans, in one figure',
  }),
  defineText({ id: 'home.linkCall.gainTrend', defaultMessage: 'How it moves month by month' }),
  defineText({
    id: 'home.linkCall.gainDues',
    defaultMessage: 'Bills, EMIs and premiums before they fall due',
  }),
];

/**
 * Home for a customer with nothing linked: what linking gives, and one button that starts it (the
 * account-aggregator intro). No figure is shown: there is no ₹0 net worth to believe. The language
 * switch sits below it, so a Hindi reader can switch before the linking journey (with nothing
 * linked there is no profile to find it on yet).
 */
export function LinkCall() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card component="section" aria-labelledby="link-call-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
          <AccountBalance color="primary" aria-hidden />
          <Typography id="link-call-heading" variant="h3" component="h2">
            <FormattedMessage id="home.linkCall.heading" defaultMessage="See all your money in one place" />
          </Typography>
        </Box>
        <Typography color="textSecondary">
          <FormattedMessage
            id="home.linkCall.intro"
            defaultMessage="Link your bank accounts and investments to see:"
          />
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {GAINS.map((gain) => (
            <Typography component="li" key={gain.id} sx={{ py: 0.25 }}>
              {intl.formatMessage(gain)}
            </Typography>
          ))}
        </Box>
        <Button
          component={RouterLink}
          to="/account-aggregator/onboarding"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 1 }}
        >
          <FormattedMessage id="home.linkCall.start" defaultMessage="Link your accounts" />
        </Button>
      </Card>
      <Card sx={{ p: 2 }}>
        <LanguageSwitch />
      </Card>
    </Box>
  );
}
