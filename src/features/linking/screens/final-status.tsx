import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { linkingNavlinkQueryOptions, type LinkingNavlinkParams } from '@/api/endpoints/aggregator-onboarding';
import type { LinkingNavlink } from '@/api/schemas/aggregator-linking';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { QueryGate } from '@/components/feedback/query-gate';
import { useFollowNavlink } from '@/components/navigation/use-follow-navlink';
import { lastFourDigits, maskedCardNumber } from '@/domain/aa/discovered-accounts';
import { flowTypeParam } from '@/domain/aa/linking-entry';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { announceLinked } from '@/features/linking/journey/after-linking';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { updateJourney } from '@/features/linking/journey/journey';
import { AA_ROOT, LINKING_PATHS } from '@/features/linking/journey/navigation';
import { useEntry } from '@/features/linking/journey/use-entry';
import { journeyFor, useJourney } from '@/features/linking/journey/use-journey';
import { MainAction } from '@/features/linking/ui/action-buttons';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { SectionLabel } from '@/features/linking/ui/section-label';
import { getBridge } from '@/native/get-bridge';
import { currentPlatform } from '@/native/platform';

const GATE = defineMessages({
  error: { id: 'linking.finalStatus.error', defaultMessage: 'The status of your consent could not load' },
});

/**
 * The final status (docs/linking.md#screens): the result in the flow's words, what was linked, and where
 * next.
 */
/** An account's last four digits follow two dots ("••4821"). */
const MASK_DOTS = '••';

export function FinalStatusScreen() {
  const [params] = useSearchParams();
  const journey = useJourney();
  const queryClient = useQueryClient();
  const handle = params.get('consent_handle') ?? '';
  const answer = params.get('consent_status') === 'DENY' ? 'DENY' : 'ACCEPT';
  const mine = journeyFor(journey, handle);
  const query: LinkingNavlinkParams = {
    consent_handle: handle,
    consent_status: answer,
    native_platform: currentPlatform(),
    ...(mine?.source ? { source: mine.source } : {}),
    ...(mine?.basket_id ? { basket_id: mine.basket_id } : {}),
    ...(mine?.status_id ? { status_id: mine.status_id } : {}),
  };
  // Wait for IndexedDB, so the entry's parameters (source, basket…) go with the one call.
  const status = useQuery({
    ...linkingNavlinkQueryOptions(query),
    enabled: handle !== '' && journey !== undefined,
  });
  usePageEvent(LINKING_PAGE_NAMES.finalStatus);
  const intl = useIntl();
  const announced = useRef(false);

  const data = status.data;
  useEffect(() => {
    if (data === undefined || announced.current) return;
    announced.current = true;
    void updateJourney(data.consent_handle, { step: 'final-status' });
    if (data.status === 'SUCCESS') {
      const equityAccounts = data.linked_accounts.some(
        (account) => account.fi_type === 'EQUITIES' || account.fi_type === 'ETF',
      );
      void getBridge().then((bridge) =>
        announceLinked(bridge, queryClient, {
          flow: data.flow_type,
          equityAccounts,
          consentHandle: data.consent_handle,
        }),
      );
    }
  }, [data, queryClient]);

  const result = status.data;
  return (
    <LinkingScreen
      title={
        result?.title ??
        intl.formatMessage({ id: 'linking.finalStatus.finishing', defaultMessage: 'Finishing up' })
      }
      footer={
        result === undefined ? undefined : (
          <NextSteps result={result} fromNativeScreen={Boolean(mine?.entry_from)} />
        )
      }
    >
      <QueryGate
        query={status}
        messages={GATE}
        loading={
          <ListSkeleton
            rows={3}
            label={intl.formatMessage({
              id: 'linking.finalStatus.confirming',
              defaultMessage: 'Confirming your consent',
            })}
          />
        }
      >
        {(data) => <Outcome result={data} />}
      </QueryGate>
    </LinkingScreen>
  );
}

/** What the result is about: whether it linked, and equity, funds or cards (each has its own way on). */
function kindOf(result: LinkingNavlink) {
  return {
    success: result.status === 'SUCCESS',
    equity: result.flow_type === 'equity' || result.linked_accounts.some((a) => a.fi_type === 'EQUITIES'),
    funds: result.flow_type === 'mutual_funds',
    cards: result.flow_type === 'credit_cards',
  };
}

function NextSteps({ result, fromNativeScreen }: { result: LinkingNavlink; fromNativeScreen: boolean }) {
  const { go } = useEntry();
  const follow = useFollowNavlink();
  const click = useClickEvent(LINKING_PAGE_NAMES.finalStatus);
  const { success, equity, funds, cards } = kindOf(result);

  const next = () => {
    click('final_cta_clicked', { status: result.status });
    if (result.status === 'REJECTED' || result.status === 'REVOKED') {
      go(LINKING_PATHS.intro, { flow_type: flowTypeParam(result.flow_type) });
      return;
    }
    // Opened from a native screen (its bank list or brokers sales page): close back to it.
    if (currentPlatform() !== 'web' && fromNativeScreen) {
      void getBridge().then((bridge) => bridge.close());
      return;
    }
    // A step of the linking flow itself is pushed the flow's own way (`/client`, `q`); anywhere
    // else is a backend navlink like any other, followed through the one executor (goals rules
    // for a goals journey, the native redirect for https).
    if (result.navlink.startsWith(AA_ROOT)) {
      go(result.navlink);
      return;
    }
    follow(result.navlink);
  };

  return (
    <>
      <MainAction onClick={next}>
        <FormattedMessage
          id="linking.finalStatus.next"
          defaultMessage="{next, select, portfolio {View my portfolio} funds {View my mutual funds} cards {View my cards} accounts {View my accounts} pending {Continue linking} other {Start again}}"
          values={{
            next: success
              ? equity
                ? 'portfolio'
                : funds
                  ? 'funds'
                  : cards
                    ? 'cards'
                    : 'accounts'
              : result.status === 'PENDING'
                ? 'pending'
                : 'again',
          }}
        />
      </MainAction>
      {success && (
        <Button
          variant="text"
          size="large"
          onClick={() =>
            go(
              equity
                ? LINKING_PATHS.equityTracking
                : funds
                  ? LINKING_PATHS.fundTracking
                  : result.flow_type === 'insurance'
                    ? LINKING_PATHS.insurance
                    : cards
                      ? LINKING_PATHS.cardTracking
                      : LINKING_PATHS.bankTracking,
            )
          }
        >
          <FormattedMessage id="linking.finalStatus.manage" defaultMessage="Manage tracked accounts" />
        </Button>
      )}
    </>
  );
}

function Outcome({ result }: { result: LinkingNavlink }) {
  const intl = useIntl();
  const { success } = kindOf(result);
  const Icon = success
    ? CheckCircleRounded
    : result.status === 'PENDING'
      ? ScheduleRounded
      : HighlightOffRounded;
  return (
    <>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Icon sx={{ fontSize: 72, color: success ? 'success.main' : 'text.secondary' }} aria-hidden />
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {result.subtitle}
        </Typography>
        {result.eta_text !== null && (
          <Chip icon={<ScheduleRounded />} label={result.eta_text} sx={{ mt: 1.5 }} />
        )}
      </Box>
      {result.linked_accounts.length > 0 && (
        <Card
          component="section"
          aria-label={intl.formatMessage({
            id: 'linking.finalStatus.linkedAccounts',
            defaultMessage: 'Linked accounts',
          })}
          sx={{ p: 2 }}
        >
          <SectionLabel>
            {success ? (
              <FormattedMessage id="linking.finalStatus.linked" defaultMessage="Linked" />
            ) : (
              <FormattedMessage id="linking.finalStatus.accounts" defaultMessage="Accounts" />
            )}
          </SectionLabel>
          <Stack divider={<Divider flexItem />} spacing={1} sx={{ mt: 1 }}>
            {result.linked_accounts.map((account) => (
              <Box key={account.account_id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <BankAvatar bankName={account.fip_name} fipId={account.fip_id} size={32} />
                <Typography sx={{ flex: 1 }} noWrap translate="no">
                  {account.fip_name}
                </Typography>
                <Typography className="tabular-nums" color="textSecondary">
                  {account.fi_type === 'CREDIT_CARD'
                    ? maskedCardNumber(account.masked_acc_number)
                    : MASK_DOTS + lastFourDigits(account.masked_acc_number)}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Card>
      )}
    </>
  );
}
