import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { currentPlatform } from '@/native/platform';
import { isSignedIn } from '@/session/auth-token';

/**
 * "Log out" at the foot of every screen, for a signed-in customer in a plain browser (inside the
 * host apps the host owns sign-in). Logging out clears everything personal (session/logout.ts: token,
 * data caches, personal storage, the service worker's per-user caches), then opens the provider's
 * login page. The session code is loaded on the tap, not with the shell.
 */
export function SignOut() {
  const [busy, setBusy] = useState(false);
  if (currentPlatform() !== 'web' || !isSignedIn()) return null;

  const signOut = async () => {
    setBusy(true);
    try {
      const [{ logout }, { loginUrl }] = await Promise.all([
        import('@/session/logout'),
        import('@/api/services'),
      ]);
      await logout();
      window.location.assign(loginUrl('/'));
    } catch {
      // The session code could not load (offline without a service worker): nothing was cleared.
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pb: 3 }}>
      <Button
        variant="text"
        color="inherit"
        size="small"
        startIcon={<Logout />}
        disabled={busy}
        onClick={() => void signOut()}
        sx={{ color: 'text.secondary' }}
      >
        <FormattedMessage id="common.logOut" defaultMessage="Log out" />
      </Button>
    </Box>
  );
}
