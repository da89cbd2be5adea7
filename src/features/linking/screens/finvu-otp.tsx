import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { InlineError } from '@/components/feedback/inline-error';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { partnerOtpSender } from '@/domain/aa/sms-sender';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { loadPartnerClient, usePartnerScript } from '@/features/linking/journey/partner-script';
import { useEntry } from '@/features/linking/journey/use-entry';
import { journeyFor, useJourney } from '@/features/linking/journey/use-journey';
import { MainAction } from '@/features/linking/ui/action-buttons';
import { dataTag } from '@/features/linking/ui/data-tag';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { OtpEntry } from '@/features/linking/ui/otp-entry';
import { useOtpFlow } from '@/features/linking/ui/use-otp-flow';

import { JourneyEnded } from './journey-ended';
import { JourneyLoading } from './journey-loading';

const WORDS = defineMessages({
  loadingTitle: { id: 'linking.finvuOtp.loadingTitle', defaultMessage: 'Verify your mobile number' },
  loading: { id: 'linking.finvuOtp.loading', defaultMessage: 'Loading' },
});

const PARTNER_NAMES = { finvu: 'Finvu', cams: 'CAMSfinserv', ignosis: 'Ignosis' } as const;

/**
 * The partner's login OTP (docs/linking.md#screens, "finvu otp"): verifying it runs discovery at the banks.
 */
export function FinvuOtpScreen() {
  const [params] = useSearchParams();
  const handle = params.get('consent_handle');
  const journey = useJourney();
  const { entry, go } = useEntry();
  const script = usePartnerScript();
  usePageEvent(LINKING_PAGE_NAMES.finvuOtp);
  const click = useClickEvent(LINKING_PAGE_NAMES.finvuOtp);
  const intl = useIntl();
  const current = journeyFor(journey, handle);

  const flow = useOtpFlow({
    sentAt: current?.partner_otp_sent_at ?? null,
    sender: partnerOtpSender(current?.provider ?? 'finvu'),
    origin: 'linking:finvu-otp',
    verify: async (otp) => {
      if (current === null) throw new Error('No journey');
      click('verify_otp_clicked');
      return (await loadPartnerClient()).verifyPartnerOtp(current, otp);
    },
    onVerified: (result) => go(result.next_navlink, {}, { replace: true }),
    resend: async () => {
      if (current === null) return;
      click('resend_otp_clicked');
      const next = await (await loadPartnerClient()).restartConsent(current, entry);
      go(LINKING_PATHS.finvuOtp, { consent_handle: next.handle_id }, { replace: true });
    },
  });

  if (journey === undefined) {
    return <JourneyLoading title={intl.formatMessage(WORDS.loadingTitle)} rows={2} label={WORDS.loading} />;
  }
  if (current === null) return <JourneyEnded />;
  const partner = PARTNER_NAMES[current.provider];

  return (
    <LinkingScreen
      title={
        <FormattedMessage
          id="linking.finvuOtp.title"
          defaultMessage="Enter the OTP from <data>{partner}</data>"
          values={{ partner, data: dataTag }}
        />
      }
      subtitle={
        <>
          <FormattedMessage
            id="linking.finvuOtp.sent"
            defaultMessage="<data>{partner}</data> sent a 6-digit code to <b>{mobile}</b>."
            values={{
              partner,
              data: dataTag,
              mobile: current.mobile_masked,
              b: (chunks) => <b translate="no">{chunks}</b>,
            }}
          />{' '}
          <Link
            component="button"
            type="button"
            onClick={() => {
              click('change_number_clicked');
              go(LINKING_PATHS.editMobile, { consent_handle: current.handle_id, change_number: 'true' });
            }}
          >
            <FormattedMessage id="linking.finvuOtp.changeNumber" defaultMessage="Change number" />
          </Link>
        </>
      }
      step={{ current: 2, total: 4 }}
      exitable
      footer={
        <MainAction
          disabled={flow.otp.length !== 6 || flow.verifying || script.status !== 'ready'}
          onClick={() => flow.submit()}
          startIcon={flow.verifying ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {flow.verifying ? (
            <FormattedMessage id="linking.finvuOtp.verifying" defaultMessage="Verifying…" />
          ) : (
            <FormattedMessage id="linking.finvuOtp.verify" defaultMessage="Verify" />
          )}
        </MainAction>
      }
    >
      {script.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 2 }}>
          <CircularProgress size={20} />
          <Typography color="textSecondary">
            <FormattedMessage
              id="linking.finvuOtp.connecting"
              defaultMessage="Connecting securely to <data>{partner}</data>…"
              values={{ partner, data: dataTag }}
            />
          </Typography>
        </Box>
      )}
      {script.status === 'error' && (
        <InlineError
          message={intl.formatMessage(
            {
              id: 'linking.finvuOtp.connectError',
              defaultMessage: 'We could not connect to {partner}. Check your connection and retry.',
            },
            { partner },
          )}
          onRetry={script.retry}
        />
      )}
      {script.status === 'ready' && (
        <>
          <OtpEntry
            flow={flow}
            label={
              <FormattedMessage
                id="linking.finvuOtp.otpLabel"
                defaultMessage="OTP from <data>{partner}</data>"
                values={{ partner, data: dataTag }}
              />
            }
            onComplete={flow.submit}
            helperText={
              <FormattedMessage
                id="linking.finvuOtp.helper"
                defaultMessage="<data>{partner}</data> is an RBI-regulated account aggregator. It never sees your passwords."
                values={{ partner, data: dataTag }}
              />
            }
          />
        </>
      )}
    </LinkingScreen>
  );
}
