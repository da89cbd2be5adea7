import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { editableProfileQueryOptions } from '@/api/endpoints/profile';
import { linkedAccountsQueryOptions } from '@/api/endpoints/tracking';
import { loginUrl } from '@/api/services';
import { FactList } from '@/components/facts/fact-list';
import { BlockSkeleton } from '@/components/feedback/list-skeleton';
import { QueryGate } from '@/components/feedback/query-gate';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { PageHeader } from '@/components/layout/page-header';
import type { ContactKind } from '@/domain/identity/contact';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { currentPlatform } from '@/native/platform';
import { logout } from '@/session/logout';

import { ContactChange } from './contact-change';

const GATE = defineMessages({
  error: { id: 'profile.error', defaultMessage: 'Your profile could not load' },
});

const ALL_LINKED = { service: 'acc-agg', acc_type: 'ALL' } as const;

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
  const intl = useIntl();

  const signOut = async () => {
    setLeaving(true);
    await logout();
    window.location.assign(loginUrl('/'));
  };

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'profile.title', defaultMessage: 'Your profile' })} />
      <QueryGate
        query={profile}
        messages={GATE}
        loading={
          <Card sx={{ p: 2 }}>
            <BlockSkeleton
              heights={[120]}
              label={intl.formatMessage({
                id: 'profile.loading',
                defaultMessage: 'Loading your profile',
              })}
            />
          </Card>
        }
      >
        {(data) => (
          <>
            <Card sx={{ p: 2 }}>
              <Typography component="h2" variant="h3" sx={{ mb: 1.5 }} translate="no">
                {data.name}
              </Typography>
              <FactList
                label={intl.formatMessage({ id: 'profile.details', defaultMessage: 'Your details' })}
                facts={[
                  [
                    intl.formatMessage({ id: 'profile.mobile', defaultMessage: 'Mobile' }),
                    <span key="m" className="tabular-nums" translate="no">
                      {data.mobile_masked}
                    </span>,
                  ],
                  [
                    intl.formatMessage({ id: 'profile.email', defaultMessage: 'Email' }),
                    <span key="e" translate="no">
                      {data.email_masked}
                    </span>,
                  ],
                  [
                    intl.formatMessage({ id: 'profile.linkedAccounts', defaultMessage: 'Linked accounts' }),
                    // A count, not a section: a failure reads as "Not available" in its place.
                    linked.data === undefined
                      ? linked.isError
                        ? intl.formatMessage({ id: 'profile.notAvailable', defaultMessage: 'Not available' })
                        : '…'
                      : intl.formatMessage(
                          {
                            id: 'profile.linkedCount',
                            defaultMessage:
                              '{count, plural, =0 {None yet} one {# account} other {# accounts}}',
                          },
                          { count: linked.data.count },
                        ),
                  ],
                ]}
              />
            </Card>
            {changing === null && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => setChanging('mobile')}>
                  <FormattedMessage id="profile.changeMobile" defaultMessage="Change mobile number" />
                </Button>
                <Button variant="outlined" onClick={() => setChanging('email')}>
                  <FormattedMessage id="profile.changeEmail" defaultMessage="Change email" />
                </Button>
              </Stack>
            )}
          </>
        )}
      </QueryGate>
      {changing !== null && <ContactChange key={changing} kind={changing} onDone={() => setChanging(null)} />}
      <Card sx={{ p: 2, mt: 2 }}>
        <LanguageSwitch />
      </Card>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={APP_PATHS.aa.bankTracking} variant="text">
          <FormattedMessage id="profile.manageLinked" defaultMessage="Manage linked accounts" />
        </Button>
        {currentPlatform() === 'web' && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Button color="error" startIcon={<Logout />} onClick={() => void signOut()} disabled={leaving}>
              {leaving ? (
                <FormattedMessage id="profile.loggingOut" defaultMessage="Logging out…" />
              ) : (
                <FormattedMessage id="profile.logOut" defaultMessage="Log out" />
              )}
            </Button>
          </Box>
        )}
      </Stack>
    </>
  );
}
