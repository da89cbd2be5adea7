import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { editableProfileQueryOptions } from '@/api/endpoints/profile';
import { linkedAccountsQueryOptions } from '@/api/endpoints/tracking';
import { loginUrl } from '@/api/services';
import { logout } from '@/api/session';
import { FactList } from '@/components/facts/fact-list';
import { LoadError } from '@/components/feedback/load-error';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { PageHeader } from '@/components/layout/page-header';
import type { ContactKind } from '@/domain/identity/contact';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { currentPlatform } from '@/native/platform';

import { ContactChange } from './contact-change';

const ALL_LINKED = { service: 'acc-agg', acc_type: 'ALL' } as const;

function linkedText(count: number): string {
  if (count === 0) return 'None yet';
  return count === 1 ? '1 account' : `${count} accounts`;
}

/**
 * The profile (docs/product.md#profile): name, masked mobile and email, how many accounts are
 * linked, changing the mobile or email with an OTP, and log out (in a plain browser; inside the host
 * apps the host owns sign-in).
 */
export function Component() {
  const profile = useQuery(editableProfileQueryOptions());
  const linked = useQuery(linkedAccountsQueryOptions(ALL_LINKED));
  const [changing, setChanging] = useState<ContactKind | null>(null);
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    await logout();
    window.location.assign(loginUrl('/'));
  };

  return (
    <>
      <PageHeader title="Your profile" />
      {profile.isError && (
        <LoadError what="your profile" error={profile.error} onRetry={() => void profile.refetch()} />
      )}
      <Card sx={{ p: 2 }}>
        {profile.data === undefined ? (
          profile.isPending && <Skeleton variant="rounded" height={120} aria-label="Loading your profile" />
        ) : (
          <>
            <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
              {profile.data.name}
            </Typography>
            <FactList
              label="Your details"
              facts={[
                [
                  'Mobile',
                  <span key="m" className="tabular-nums">
                    {profile.data.mobile_masked}
                  </span>,
                ],
                ['Email', profile.data.email_masked],
                [
                  'Linked accounts',
                  linked.data === undefined
                    ? linked.isError
                      ? 'Not available'
                      : '…'
                    : linkedText(linked.data.count),
                ],
              ]}
            />
          </>
        )}
      </Card>
      {profile.data !== undefined && changing === null && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setChanging('mobile')}>
            Change mobile number
          </Button>
          <Button variant="outlined" onClick={() => setChanging('email')}>
            Change email
          </Button>
        </Stack>
      )}
      {changing !== null && <ContactChange key={changing} kind={changing} onDone={() => setChanging(null)} />}
      <Card sx={{ p: 2, mt: 2 }}>
        <LanguageSwitch />
      </Card>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={APP_PATHS.aa.bankTracking} variant="text">
          Manage linked accounts
        </Button>
        {currentPlatform() === 'web' && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Button color="error" startIcon={<Logout />} onClick={() => void signOut()} disabled={leaving}>
              {leaving ? 'Logging out…' : 'Log out'}
            </Button>
          </Box>
        )}
      </Stack>
    </>
  );
}
