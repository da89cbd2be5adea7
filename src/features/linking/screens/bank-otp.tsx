import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { discoveryScreenQueryOptions } from '@/api/endpoints/aggregator-onboarding';
import type { DiscoveryGroup } from '@/api/schemas/aggregator-linking';
import { QueryGate } from '@/components/feedback/query-gate';
import { accountChoices, initialSelection } from '@/domain/aa/account-selection';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { bankOtpSender } from '@/domain/aa/sms-sender';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { type LinkingJourney, rememberSelection } from '@/features/linking/journey/journey';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { loadPartnerClient } from '@/features/linking/journey/partner-script';
import { useEntry } from '@/features/linking/journey/use-entry';
import { journeyFor, useJourney } from '@/features/linking/journey/use-journey';
import { MainAction } from '@/features/linking/ui/action-buttons';
import { dataTag } from '@/features/linking/ui/data-tag';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { OtpEntry } from '@/features/linking/ui/otp-entry';
import { useOtpFlow } from '@/features/linking/ui/use-otp-flow';
import { useAccountsToBeLinked } from '@/storage/hooks/use-linking';

import { AccountChoices } from './account-choices';
import { JourneyEnded } from './journey-ended';
import { JourneyLoading } from './journey-loading';

const GATE = defineMessages({
  error: { id: 'linking.bankOtp.error', defaultMessage: 'Your accounts could not load' },
  loading: { id: 'linking.bankOtp.loading', defaultMessage: 'Loading your accounts' },
});

/** After the bank's position, before the sentence. */
const SPACE = ' ';

/**
 * A bank's linking OTP (docs/linking.md#screens, "bank otp"): pick the accounts found there, then confirm
 * with its OTP.
 */
export function BankOtpScreen() {
  const [params] = useSearchParams();
  const handle = params.get('consent_handle') ?? '';
  const fipId = params.get('fip_id') ?? '';
  const usStocks = params.get('us_stocks_auto_select') === 'true';
  const journey = useJourney();
  const stored = useAccountsToBeLinked();
  const { go } = useEntry();
  const discovery = useQuery({ ...discoveryScreenQueryOptions(handle, usStocks), enabled: handle !== '' });
  usePageEvent(LINKING_PAGE_NAMES.bankOtp);
  const click = useClickEvent(LINKING_PAGE_NAMES.bankOtp);
  const intl = useIntl();
  const screenTitle = intl.formatMessage({
    id: 'linking.bankOtp.loadingTitle',
    defaultMessage: 'Link your accounts',
  });
  const current = journeyFor(journey, handle);

  const cards = discovery.data?.flow_type === 'credit_cards';
  const group = discovery.data?.groups.find((g) => g.fip_id.toLowerCase() === fipId.toLowerCase()) ?? null;
  const choices =
    group === null || discovery.data === undefined
      ? []
      : accountChoices(group.accounts_list, { flow: discovery.data.flow_type, autoSelectUsStocks: usStocks });
  // Until the customer changes it: the selection stored before a reload, else the auto-selection.
  const [selected, setSelected] = useState<string[] | null>(null);
  const storedRefs = stored.filter((a) => a.fipId === group?.fip_id).map((a) => String(a.accRefNumber));
  const chosen = selected ?? initialSelection(choices, storedRefs.length > 0 ? storedRefs : null);

  const choose = (refs: string[]) => {
    setSelected(refs);
    const others = stored.filter((a) => a.fipId !== group?.fip_id);
    const mine = choices.filter((c) => refs.includes(c.account.accRefNumber)).map((c) => ({ ...c.account }));
    void rememberSelection([...others, ...mine]);
  };

  const flow = useOtpFlow({
    sentAt: current?.bank_otp_sent_at[group?.fip_id ?? fipId] ?? null,
    sender: bankOtpSender(fipId),
    origin: 'linking:bank-otp',
    verify: async (otp) => {
      if (current === null || group === null) throw new Error('No journey');
      if (chosen.length === 0) throw new Error('Select at least one account');
      click('verify_otp_clicked', { accounts: chosen.length });
      return (await loadPartnerClient()).verifyBankOtpFor(current, group.fip_id, otp, chosen);
    },
    onVerified: ({ nextFip }) =>
      nextFip === null
        ? go(LINKING_PATHS.consent, { consent_handle: handle }, { replace: true })
        : go(LINKING_PATHS.bankOtp, { consent_handle: handle, fip_id: nextFip }, { replace: true }),
    resend: async () => {
      if (current === null || group === null) return;
      click('resend_otp_clicked');
      await (await loadPartnerClient()).resendBankOtpFor(current, group.fip_id);
    },
  });

  if (journey === undefined) {
    return (
      <JourneyLoading title={screenTitle} step={{ current: 3, total: 4 }} rows={3} label={GATE.loading} />
    );
  }
  // Once discovery has answered, a journey not this handle's, or a bank not in it, has ended.
  if ((current === null && !discovery.isPending) || (discovery.data !== undefined && group === null)) {
    return <JourneyEnded />;
  }
  // With discovery's data (the returns above ruled out the rest), this bank's OTP in this journey.
  const ready = current !== null && group !== null ? { journey: current, group } : null;
  const unit = cards ? 'cards' : 'accounts';

  return (
    <LinkingScreen
      title={ready === null ? screenTitle : <BankOtpTitle group={ready.group} cards={cards} />}
      subtitle={ready === null ? undefined : <BankOtpSubtitle journey={ready.journey} group={ready.group} />}
      step={{ current: 3, total: 4 }}
      exitable={!discovery.isPending}
      footer={
        ready === null ? undefined : (
          <MainAction
            disabled={flow.otp.length !== 6 || chosen.length === 0 || flow.verifying}
            onClick={() => flow.submit()}
            startIcon={flow.verifying ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {flow.verifying ? (
              <FormattedMessage id="linking.bankOtp.linking" defaultMessage="Linking…" />
            ) : (
              <FormattedMessage
                id="linking.bankOtp.verify"
                defaultMessage="{unit, select, cards {{count, plural, =1 {Verify and link card} other {Verify and link # cards}}} other {{count, plural, =1 {Verify and link account} other {Verify and link # accounts}}}}"
                values={{ unit, count: chosen.length }}
              />
            )}
          </MainAction>
        )
      }
    >
      <QueryGate
        query={{
          data: ready ?? undefined,
          error: discovery.error,
          isError: discovery.isError,
          refetch: discovery.refetch,
        }}
        messages={GATE}
        rows={3}
      >
        {({ group: bank }) => (
          <>
            <AccountChoices group={bank} unit={unit} choices={choices} chosen={chosen} onChoose={choose} />
            <OtpEntry
              flow={flow}
              label={
                <FormattedMessage
                  id="linking.bankOtp.otpLabel"
                  defaultMessage="OTP from <data>{bank}</data>"
                  values={{ bank: bank.fip_name, data: dataTag }}
                />
              }
              onComplete={(otp) => {
                if (chosen.length > 0) flow.submit(otp);
              }}
            />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              <FormattedMessage
                id="linking.bankOtp.otherNumber"
                defaultMessage="Account on another number? <link>Add a mobile number</link>"
                values={{
                  link: (chunks) => (
                    <Link
                      component="button"
                      type="button"
                      onClick={() => go(LINKING_PATHS.editMobile, { consent_handle: handle })}
                    >
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </Typography>
          </>
        )}
      </QueryGate>
    </LinkingScreen>
  );
}

function BankOtpTitle({ group, cards }: { group: DiscoveryGroup; cards: boolean }) {
  return (
    <FormattedMessage
      id="linking.bankOtp.title"
      defaultMessage="Link your <data>{bank}</data> {kind, select, cards {credit cards} demat {demat account} folios {mutual fund folios} other {accounts}}"
      values={{
        bank: group.fip_name,
        data: dataTag,
        kind: cards
          ? 'cards'
          : group.kind === 'DEPOSITORY'
            ? 'demat'
            : group.kind === 'REGISTRAR'
              ? 'folios'
              : 'accounts',
      }}
    />
  );
}

/** Which bank of how many (when more than one), and where its OTP went. */
function BankOtpSubtitle({ journey, group }: { journey: LinkingJourney; group: DiscoveryGroup }) {
  const bankIndex = journey.selected_fip_ids.findIndex(
    (id) => id.toLowerCase() === group.fip_id.toLowerCase(),
  );
  const many = journey.selected_fip_ids.length > 1;
  return (
    <>
      {many && bankIndex >= 0 ? (
        <>
          <FormattedMessage
            id="linking.bankOtp.position"
            defaultMessage="{index} of {total} ·"
            values={{ index: bankIndex + 1, total: journey.selected_fip_ids.length }}
          />
          {SPACE}
        </>
      ) : (
        ''
      )}
      {group.bank_otp?.sent_to_masked === undefined ? (
        <FormattedMessage
          id="linking.bankOtp.sent"
          defaultMessage="<data>{bank}</data> sent you an OTP."
          values={{ bank: group.fip_name, data: dataTag }}
        />
      ) : (
        <FormattedMessage
          id="linking.bankOtp.sentTo"
          defaultMessage="<data>{bank}</data> sent a 6-digit OTP to <data>{to}</data>."
          values={{ bank: group.fip_name, data: dataTag, to: group.bank_otp.sent_to_masked }}
        />
      )}
    </>
  );
}
