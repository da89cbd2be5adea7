import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { userBasicQueryOptions } from '@/api/endpoints/user';
import { loginUrl } from '@/api/services';
import { Skeleton } from '@/components/feedback/skeleton';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { isSignedIn } from '@/session/auth-token';

/**
 * The part of the home header that needs the data layer: the customer's name, or a way to sign in.
 * A lazy island, rendered inside the data layer, so the rest of home is on screen and usable before
 * this chunk arrives.
 */
export function HomeAccount({ greeting, tagline }: { greeting: string; tagline: ReactNode }) {
  const signedIn = isSignedIn();
  const user = useQuery(userBasicQueryOptions());
  return (
    <>
      <Typography variant="h1">
        {user.data ? (
          <FormattedMessage
            id="app.home.greetingWithName"
            defaultMessage="{greeting}, {name}"
            values={{ greeting, name: <span translate="no">{user.data.first_name}</span> }}
          />
        ) : (
          greeting
        )}
        {user.isLoading && <Skeleton component="span" width={96} sx={{ display: 'inline-block', ml: 1 }} />}
      </Typography>
      {tagline}
      {signedIn && (
        <Button
          component={RouterLink}
          to={APP_PATHS.profile}
          color="inherit"
          size="small"
          variant="outlined"
          startIcon={<AccountCircleOutlined />}
          sx={{ mt: 2 }}
        >
          <FormattedMessage id="app.home.profileButton" defaultMessage="Your profile" />
        </Button>
      )}
      {!signedIn && (
        <Button variant="contained" color="secondary" href={loginUrl('/')} sx={{ mt: 2 }}>
          <FormattedMessage id="app.home.signIn" defaultMessage="Sign in to see your accounts" />
        </Button>
      )}
      {user.isError && (
        <Typography role="status" variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
          <FormattedMessage
            id="app.home.profileError"
            defaultMessage="We could not load your profile right now. Your areas are still available below."
          />
        </Typography>
      )}
    </>
  );
}
