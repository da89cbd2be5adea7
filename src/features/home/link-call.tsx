import AccountBalance from '@mui/icons-material/AccountBalance';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const GAINS = [
  'Your net worth across banks, stocks, cards and loans, in one figure',
  'How it moves month by month',
  'Bills, EMIs and premiums before they fall due',
];

/**
 * Home for a customer with nothing linked: what linking gives, and one button that starts it (the
 * account-aggregator intro). No figure is shown: there is no ₹0 net worth to believe.
 */
export function LinkCall() {
  return (
    <Card component="section" aria-labelledby="link-call-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
        <AccountBalance color="primary" aria-hidden />
        <Typography id="link-call-heading" variant="h3" component="h2">
          See all your money in one place
        </Typography>
      </Box>
      <Typography color="text.secondary">Link your bank accounts and investments to see:</Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {GAINS.map((gain) => (
          <Typography component="li" key={gain} sx={{ py: 0.25 }}>
            {gain}
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
        Link your accounts
      </Button>
    </Card>
  );
}
