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
import { useState } from 'react';
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

export function Component() {
  return (
    <Routes>
      <Route path="dedupe" element={<DedupeHarness />} />
      <Route path="*" element={<NativeHarness />} />
    </Routes>
  );
}

/** Two components asking for the same query key: TanStack Query must send one request. */
function DedupeHarness() {
  return (
    <Box component="section" aria-labelledby="dedupe-heading">
      <Typography id="dedupe-heading" variant="h2" component="h1" sx={{ mb: 2 }}>
        Query harness
      </Typography>
      <CustomerName label="First reader" />
      <CustomerName label="Second reader" />
    </Box>
  );
}

function CustomerName({ label }: { label: string }) {
  const user = useQuery(userBasicQueryOptions());
  return (
    <Typography>
      {label}: {user.data?.name ?? 'loading'}
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
  const [permission, setPermission] = useState('not asked');

  useSmsOtp({
    expectedSender: HARNESS_OTP_SENDER,
    sentAt,
    onOtp: setOtp,
    onPermissionAllowed: () => setPermission('allowed'),
    onPermissionDenied: () => setPermission('denied'),
  });

  const platform = currentPlatform();
  return (
    <Box component="section" aria-labelledby="harness-heading">
      <Typography id="harness-heading" variant="h2" component="h1" sx={{ mb: 2 }}>
        Native harness
      </Typography>
      <Stack spacing={2}>
        <TextField label="Link" value={link} onChange={(event) => setLink(event.target.value)} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => execute(decideLendingNavlink(link, search, platform, DEFAULT_HOSTS))}
          >
            Follow lending link
          </Button>
          <Button variant="outlined" onClick={() => execute(openGoalUrl(link, platform, DEFAULT_HOSTS))}>
            Open goal link
          </Button>
          <Button variant="outlined" onClick={back}>
            Back
          </Button>
          <Button variant="outlined" onClick={() => presentToast('error', 'Harness error')}>
            Show error toast
          </Button>
        </Stack>
        <Button variant="contained" onClick={() => setSentAt(Date.now())}>
          Request OTP
        </Button>
        <TextField label="OTP" value={otp} onChange={(event) => setOtp(event.target.value)} />
        <Typography role="status">SMS permission: {permission}</Typography>
      </Stack>
    </Box>
  );
}
