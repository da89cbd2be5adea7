/**
 * A test-only screen for the end-to-end tests of the native bridge (tests/e2e/navigation.e2e.ts):
 * it feeds a backend-style link to the navigation rules, reads an OTP with `useSmsOtp`, and shows a
 * toast, so each can be driven in a real browser with a fake host before the screens that use them
 * exist; `/dedupe` mounts two readers of one query. Routed only in builds with
 * `VITE_TEST_HOOKS=true` (src/app/router.tsx); never shipped.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Route, Routes, useLocation } from 'react-router-dom';

import { userBasicQueryOptions } from '@/api/endpoints/user';
import { DEFAULT_HOSTS } from '@/config/hosts';
import { openGoalUrl } from '@/domain/navigation/goals-rules';
import { decideLendingNavlink } from '@/domain/navigation/lending-rules';
import { currentPlatform } from '@/native/platform';
import { presentToast } from '@/native/toast';
import { useBack } from '@/native/use-back';
import { useNavExecutor } from '@/native/use-nav-executor';
import { useSmsOtp } from '@/native/use-sms-otp';

/** The sender the harness expects its OTP SMS from (as the AA partner's screens do). */
export const HARNESS_OTP_SENDER = 'FINVU';

const PERMISSION = defineMessages({
  notAsked: { id: 'app.harness.permissionNotAsked', defaultMessage: 'not asked' },
  allowed: { id: 'app.harness.permissionAllowed', defaultMessage: 'allowed' },
  denied: { id: 'app.harness.permissionDenied', defaultMessage: 'denied' },
});

export function Component() {
  return (
    <Routes>
      <Route path="dedupe" element={<DedupeHarness />} />
      <Route path="*" element={<NativeHarness />} />
    </Routes>
  );
}

/** A harness page: one section named by its page heading. */
function HarnessPage({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Two components asking for the same query key: TanStack Query must send one request. */
function DedupeHarness() {
  const intl = useIntl();
  return (
    <HarnessPage
      headingId="dedupe-heading"
      title={<FormattedMessage id="app.harness.queryTitle" defaultMessage="Query harness" />}
    >
      <CustomerName
        label={intl.formatMessage({ id: 'app.harness.firstReader', defaultMessage: 'First reader' })}
      />
      <CustomerName
        label={intl.formatMessage({ id: 'app.harness.secondReader', defaultMessage: 'Second reader' })}
      />
    </HarnessPage>
  );
}

function CustomerName({ label }: { label: string }) {
  const user = useQuery(userBasicQueryOptions());
  return (
    <Typography>
      <FormattedMessage
        id="app.harness.reader"
        defaultMessage="{label}: {name}"
        values={{
          label,
          name:
            user.data === undefined ? (
              <FormattedMessage id="app.harness.loading" defaultMessage="loading" />
            ) : (
              <span translate="no">{user.data.name}</span>
            ),
        }}
      />
    </Typography>
  );
}

function NativeHarness() {
  const { search } = useLocation();
  const execute = useNavExecutor();
  const back = useBack();
  const [link, setLink] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [otp, setOtp] = useState('');
  const intl = useIntl();
  const [permission, setPermission] = useState<keyof typeof PERMISSION>('notAsked');

  useSmsOtp({
    expectedSender: HARNESS_OTP_SENDER,
    sentAt,
    onOtp: setOtp,
    onPermissionAllowed: () => setPermission('allowed'),
    onPermissionDenied: () => setPermission('denied'),
  });

  const platform = currentPlatform();
  return (
    <HarnessPage
      headingId="harness-heading"
      title={<FormattedMessage id="app.harness.nativeTitle" defaultMessage="Native harness" />}
    >
      <Stack spacing={2}>
        <TextField
          label={intl.formatMessage({ id: 'app.harness.link', defaultMessage: 'Link' })}
          value={link}
          onChange={(event) => setLink(event.target.value)}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => execute(decideLendingNavlink(link, search, platform, DEFAULT_HOSTS))}
          >
            <FormattedMessage id="app.harness.followLending" defaultMessage="Follow lending link" />
          </Button>
          <Button variant="outlined" onClick={() => execute(openGoalUrl(link, platform, DEFAULT_HOSTS))}>
            <FormattedMessage id="app.harness.openGoal" defaultMessage="Open goal link" />
          </Button>
          <Button variant="outlined" onClick={back}>
            <FormattedMessage id="common.back" defaultMessage="Back" />
          </Button>
          <Button
            variant="outlined"
            onClick={() =>
              presentToast(
                'error',
                intl.formatMessage({ id: 'app.harness.errorToast', defaultMessage: 'Harness error' }),
              )
            }
          >
            <FormattedMessage id="app.harness.showErrorToast" defaultMessage="Show error toast" />
          </Button>
        </Stack>
        <Button variant="contained" onClick={() => setSentAt(Date.now())}>
          <FormattedMessage id="app.harness.requestOtp" defaultMessage="Request OTP" />
        </Button>
        <TextField
          label={intl.formatMessage({ id: 'app.harness.otp', defaultMessage: 'OTP' })}
          value={otp}
          onChange={(event) => setOtp(event.target.value)}
        />
        <Typography role="status">
          <FormattedMessage
            id="app.harness.permission"
            defaultMessage="SMS permission: {permission}"
            values={{ permission: intl.formatMessage(PERMISSION[permission]) }}
          />
        </Typography>
      </Stack>
    </HarnessPage>
  );
}
