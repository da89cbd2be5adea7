import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { loginUrl } from '@/api/services';

/**
 * Without a bearer token nothing personal loads (docs/product.md#access-and-permissions): says what
 * signing in shows here and offers the provider login, coming back to this address.
 */
export function SignInCard({ message }: { message: string }) {
  const { pathname, search } = useLocation();
  return (
    <Card sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {message}
      </Typography>
      <Button variant="contained" href={loginUrl(`${pathname}${search}`)}>
        <FormattedMessage id="components.signIn.action" defaultMessage="Sign in" />
      </Button>
    </Card>
  );
}
