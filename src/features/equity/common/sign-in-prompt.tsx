import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { loginUrl } from '@/api/services';

/**
 * Without a bearer token nothing personal loads (docs/product.md#access-and-permissions): say so and offer
 * the provider login.
 */
export function SignInPrompt() {
  const { pathname, search } = useLocation();
  return (
    <Card sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h3" component="h2" gutterBottom>
        <FormattedMessage id="equity.signIn.title" defaultMessage="Sign in to see your stocks" />
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage
          id="equity.signIn.body"
          defaultMessage="Your brokers and holdings show here once you are signed in."
        />
      </Typography>
      <Button variant="contained" href={loginUrl(`${pathname}${search}`)}>
        <FormattedMessage id="equity.signIn.action" defaultMessage="Sign in" />
      </Button>
    </Card>
  );
}
