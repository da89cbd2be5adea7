import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { userBasicQueryOptions } from '@/api/endpoints/user';
import { loginUrl } from '@/api/services';
import { PlainButton } from '@/components/feedback/plain-button';
import { Skeleton } from '@/components/feedback/skeleton';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { isSignedIn } from '@/session/auth-token';

/**
 * "Your profile", drawn as a small outlined button in the band's white (30.75 px tall, the room
 * home's header keeps for it). A link, not MUI's Button: home's first screenful then loads none of
 * its ripple machinery (about 10 KB gzip).
 */
const profileLinkSx = {
  mt: 2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  px: '9px',
  py: '3px',
  typography: 'button',
  fontSize: '0.8125rem',
  color: 'inherit',
  textDecoration: 'none',
  border: '1px solid',
  borderColor: 'color-mix(in srgb, currentColor 50%, transparent)',
  borderRadius: '12px',
  transition: 'background-color 250ms',
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.08)', borderColor: 'currentColor' },
  '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
} as const;

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
        <Box component={RouterLink} to={APP_PATHS.profile} sx={profileLinkSx}>
          <AccountCircleOutlined sx={{ fontSize: 18 }} aria-hidden />
          <FormattedMessage id="app.home.profileButton" defaultMessage="Your profile" />
        </Box>
      )}
      {!signedIn && (
        <Box sx={{ mt: 2 }}>
          <PlainButton variant="contained" tone="secondary" href={loginUrl('/')}>
            <FormattedMessage id="app.home.signIn" defaultMessage="Sign in to see your accounts" />
          </PlainButton>
        </Box>
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
