import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { discoveryScreenQueryOptions } from '@/api/endpoints/aggregator-onboarding';
import type { DiscoveryScreen } from '@/api/schemas/aggregator-linking';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { QueryGate } from '@/components/feedback/query-gate';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { setOtpScreensRemaining, updateJourney } from '@/features/linking/journey/journey';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { useEntry } from '@/features/linking/journey/use-entry';
import { useJourney } from '@/features/linking/journey/use-journey';
import { dataTag } from '@/features/linking/ui/data-tag';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { EmptyState } from '@/features/linking/ui/screen-states';

const GATE = defineMessages({
  error: { id: 'linking.discovery.error', defaultMessage: 'Your accounts could not load' },
});

/** The loader stays at least this long: a flash of it reads as a glitch, not as work done. */
const MIN_LOADER_MS = 1200;

/** FIPs with accounts to link, in the order the customer picked them. */
export function pendingFips(screen: DiscoveryScreen): string[] {
  return screen.groups
    .filter((group) => group.accounts_list.some((account) => account.linkable))
    .map((group) => group.fip_id);
}

/** Accounts were found, and every one is tracked already: nothing new to link. */
function isAllTracked(screen: DiscoveryScreen): boolean {
  return pendingFips(screen).length === 0 && screen.total_accounts > 0;
}

/**
 * "Loader after discovery" (docs/linking.md#screens): the partner is asking each selected bank for accounts
 * on the customer's number. Then straight on: the first bank's OTP, or why nothing was found.
 */
export function DiscoveryLoaderScreen() {
  const [params] = useSearchParams();
  const handle = params.get('consent_handle') ?? '';
  const usStocks = params.get('us_stocks_auto_select') === 'true';
  const journey = useJourney();
  const { go } = useEntry();
  const discovery = useQuery({ ...discoveryScreenQueryOptions(handle, usStocks), enabled: handle !== '' });
  const [waited, setWaited] = useState(false);
  usePageEvent(LINKING_PAGE_NAMES.loaderAfterDiscovery);
  const click = useClickEvent(LINKING_PAGE_NAMES.loaderAfterDiscovery);
  const intl = useIntl();

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), MIN_LOADER_MS);
    return () => clearTimeout(timer);
  }, []);

  const data = discovery.data;
  const pending = data === undefined ? [] : pendingFips(data);
  const allTracked = data !== undefined && isAllTracked(data);

  useEffect(() => {
    if (!waited || data === undefined) return;
    const first = pending[0];
    if (first !== undefined) {
      const sentAt = Date.now();
      void (async () => {
        await updateJourney(data.consent_handle, {
          step: 'bank-otp',
          fip_id: first,
          bank_otp_sent_at: Object.fromEntries(pending.map((fipId) => [fipId, sentAt])),
        });
        await setOtpScreensRemaining(pending.length);
        go(LINKING_PATHS.bankOtp, { consent_handle: data.consent_handle, fip_id: first }, { replace: true });
      })();
    } else if (data.total_accounts === 0) {
      go(data.missing_account_navlink, {}, { replace: true });
    }
    // `pending` is derived from `data`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waited, data, go]);

  const names = journey?.bank_names ?? data?.groups.map((group) => group.fip_name) ?? [];
  const fipIds = journey?.selected_fip_ids ?? data?.groups.map((group) => group.fip_id) ?? [];

  const finding = intl.formatMessage({
    id: 'linking.discovery.title',
    defaultMessage: 'Finding your accounts',
  });
  // Until the effect above moves on, the loader stays: it is both the wait and the arrival.
  const loader = (
    <Box role="status" aria-live="polite" sx={{ textAlign: 'center', py: 4 }}>
      <Box sx={{ position: 'relative', display: 'inline-flex', mb: 3 }}>
        <CircularProgress size={96} thickness={2.5} aria-label={finding} />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {fipIds[0] !== undefined && (
            <BankAvatar bankName={names[0] ?? fipIds[0]} fipId={fipIds[0]} size={56} />
          )}
        </Box>
      </Box>
      <Typography variant="h3" component="p" gutterBottom>
        {names.length > 0 ? (
          <FormattedMessage
            id="linking.discovery.searching"
            defaultMessage="Searching <data>{banks}</data>"
            values={{ banks: names.join(' and '), data: dataTag }}
          />
        ) : (
          <FormattedMessage id="linking.discovery.searchingYourBanks" defaultMessage="Searching your banks" />
        )}
      </Typography>
      <Typography color="textSecondary">
        {(data?.mobile_masked ?? journey?.mobile_masked) !== undefined ? (
          <FormattedMessage
            id="linking.discovery.forNumber"
            defaultMessage="for accounts linked to {mobile}. This takes a few seconds."
            values={{ mobile: data?.mobile_masked ?? journey?.mobile_masked }}
          />
        ) : (
          <FormattedMessage
            id="linking.discovery.forYourNumber"
            defaultMessage="for accounts linked to your mobile number. This takes a few seconds."
          />
        )}
      </Typography>
    </Box>
  );

  return (
    <LinkingScreen
      title={
        discovery.isError
          ? intl.formatMessage({
              id: 'linking.discovery.errorTitle',
              defaultMessage: 'We could not reach your bank',
            })
          : allTracked
            ? intl.formatMessage({
                id: 'linking.discovery.allTrackedTitle',
                defaultMessage: 'You already track these accounts',
              })
            : finding
      }
      step={discovery.isError || allTracked ? undefined : { current: 3, total: 4 }}
      exitable
    >
      <QueryGate
        query={discovery}
        errorHidesData
        messages={GATE}
        loading={loader}
        isEmpty={isAllTracked}
        empty={(found) => (
          <EmptyState
            icon={<CheckCircleOutline />}
            title={intl.formatMessage({
              id: 'linking.discovery.nothingNew',
              defaultMessage: 'Nothing new to link',
            })}
            message={intl.formatMessage(
              {
                id: 'linking.discovery.nothingNewMessage',
                defaultMessage: 'Every account we found on {mobile} is already tracked in Kosh.',
              },
              { mobile: found.mobile_masked },
            )}
            action={
              <Stack spacing={1} sx={{ alignItems: 'center' }}>
                <Button
                  variant="contained"
                  onClick={() =>
                    go(
                      found.flow_type === 'equity'
                        ? LINKING_PATHS.equityTracking
                        : LINKING_PATHS.bankTracking,
                    )
                  }
                >
                  <FormattedMessage id="linking.discovery.seeTracked" defaultMessage="See tracked accounts" />
                </Button>
                <Button
                  onClick={() => {
                    click('try_another_number_clicked');
                    go(found.secondary_mobile_navlink);
                  }}
                >
                  <FormattedMessage
                    id="linking.discovery.anotherNumber"
                    defaultMessage="Try another mobile number"
                  />
                </Button>
              </Stack>
            }
          />
        )}
      >
        {() => loader}
      </QueryGate>
    </LinkingScreen>
  );
}
