import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';


import { getAuthorization } from '@/api/auth-token';
import { userBasicQueryOptions } from '@/api/endpoints/user';
import { loginUrl } from '@/api/services';

import { DataProvider } from '../data-provider';

/**
 * The part of the home header that needs the data layer: the customer's name, or a way to sign in.
 * A lazy island, so the rest of home is on screen and usable before this chunk arrives.
 */
export function HomeAccount({ greeting }: { greeting: string }) {
  return (
    <DataProvider>
      <Account greeting={greeting} />
    </DataProvider>
  );
}

function Account({ greeting }: { greeting: string }) {
  const signedIn = getAuthorization() !== null;
  const user = useQuery(userBasicQueryOptions());
  return (
    <>
      <Typography variant="h1">
        {greeting}
        {user.data ? `, ${user.data.first_name}` : ''}
        {user.isLoading && <Skeleton component="span" width={96} sx={{ display: 'inline-block', ml: 1 }} />}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {signedIn ? 'Your accounts, investments and credit, in one place.' : 'Sign in to see your accounts.'}
      </Typography>
      {!signedIn && (
        <Button variant="contained" href={loginUrl('/')} sx={{ mt: 2 }}>
          Sign in
        </Button>
      )}
      {user.isError && (
        <Typography role="status" color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          We could not load your profile right now. Your areas are still available below.
        </Typography>
      )}
    </>
  );
}
